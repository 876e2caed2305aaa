/// The restricted basic symbols whose row constant went negative: the dual simplex's work,
/// taken smallest symbol first. Each symbol is queued once however often it is reported: a
/// pivot through thousands of rows reports again rows a shift had queued already.
struct InfeasibleRows {
    private var heap = MinHeap<Symbol>()
    private var queued: [Bool] = []

    var isEmpty: Bool { heap.isEmpty }

    mutating func insert(_ s: Symbol) {
        let i = Int(s)
        if i >= queued.count { queued += repeatElement(false, count: max(i + 1, 2 * queued.count) - queued.count) }
        if queued[i] { return }
        queued[i] = true
        heap.push(s, by: <)
    }

    /// The smallest symbol queued, taken out; the queue must not be empty.
    mutating func removeFirst() -> Symbol {
        let s = heap.pop(by: <)
        queued[Int(s)] = false
        return s
    }
}
