/// A binary min-heap under a caller's order: the dual simplex's queue of infeasible rows
/// (`InfeasibleRows`, smallest symbol first) and the long step's candidates (smallest ratio
/// first). The order is passed to each operation so the heap stores no closure.
struct MinHeap<Element> {
    private var items: [Element] = []
    var isEmpty: Bool { items.isEmpty }
    /// The smallest element; the heap must not be empty.
    var top: Element { items[0] }
    init() {}

    /// Heapified in place: O(n).
    init(_ elements: [Element], by less: (Element, Element) -> Bool) {
        items = elements
        var i = items.count / 2
        while i > 0 { i -= 1; siftDown(i, by: less) }
    }

    @inline(__always)
    mutating func push(_ x: Element, by less: (Element, Element) -> Bool) {
        items.append(x)
        var i = items.count - 1
        while i > 0 {
            let parent = (i - 1) / 2
            guard less(items[i], items[parent]) else { break }
            items.swapAt(i, parent)
            i = parent
        }
    }

    /// Removes and returns the smallest element; the heap must not be empty. Bottom-up: the
    /// hole at the top follows the smaller child to a leaf (one comparison a level, not two),
    /// and the last element, which belongs near the bottom, rises from there — about half the
    /// comparisons of sifting it down from the top (a chain's wrap pops a thousand).
    @inline(__always)
    mutating func pop(by less: (Element, Element) -> Bool) -> Element {
        let first = items[0]
        let last = items.removeLast()
        let n = items.count
        if n == 0 { return first }
        var i = 0
        while true {
            let l = 2 * i + 1
            if l >= n { break }
            let c = l + 1 < n && less(items[l + 1], items[l]) ? l + 1 : l
            items[i] = items[c]
            i = c
        }
        items[i] = last
        while i > 0 {
            let parent = (i - 1) / 2
            guard less(items[i], items[parent]) else { break }
            items.swapAt(i, parent)
            i = parent
        }
        return first
    }

    @inline(__always)
    private mutating func siftDown(_ start: Int, by less: (Element, Element) -> Bool) {
        var i = start
        while true {
            let l = 2 * i + 1, r = l + 1
            var m = i
            if l < items.count && less(items[l], items[m]) { m = l }
            if r < items.count && less(items[r], items[m]) { m = r }
            if m == i { return }
            items.swapAt(i, m)
            i = m
        }
    }
}
