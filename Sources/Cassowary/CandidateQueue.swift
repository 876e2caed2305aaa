/// The long step's candidates, smallest first. They are collected in symbol order, and in a
/// squeezed chain every view's error has the same ratio, so that is their order but for a
/// few (the root's own errors): a heap made a wrap's thousand pops a dozen comparisons each.
/// Here the longest run already in order, found from the back (each candidate that comes
/// before the run's first joins it), is taken from the front of an array, and the rest and
/// any candidate a flip brings in go to a min-heap; each pop takes the smaller of the two
/// fronts, so the order is the heap's alone.
struct CandidateQueue<Element> {
    private var run: [Element] = []
    private var next = 0
    private var heap = MinHeap<Element>()

    init(_ elements: [Element], by less: (Element, Element) -> Bool) {
        var others: [Element] = []
        for x in elements.reversed() {
            if run.isEmpty || less(x, run[run.count - 1]) { run.append(x) } else { others.append(x) }
        }
        run.reverse()
        heap = MinHeap(others, by: less)
    }

    var isEmpty: Bool { next == run.count && heap.isEmpty }

    @inline(__always)
    mutating func push(_ x: Element, by less: (Element, Element) -> Bool) { heap.push(x, by: less) }

    /// Removes and returns the smallest element; the queue must not be empty.
    @inline(__always)
    mutating func pop(by less: (Element, Element) -> Bool) -> Element {
        if next < run.count && (heap.isEmpty || less(run[next], heap.top)) {
            next += 1
            return run[next - 1]
        }
        return heap.pop(by: less)
    }
}
