/// Where each line of a text starts, in Unicode scalars, so an offset becomes a line and column
/// (a scene's "code" written in one JSON string: its places in the code are offsets there).
struct LineMap {
    let starts: [Int]
    init(_ scalars: [Unicode.Scalar]) {
        var s = [0]
        for (i, c) in scalars.enumerated() where c == "\n" { s.append(i + 1) }
        starts = s
    }
    func location(_ offset: Int) -> SourceLocation {
        var lo = 0, hi = starts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if starts[mid] <= offset { lo = mid } else { hi = mid - 1 }
        }
        return SourceLocation(line: lo + 1, column: offset - starts[lo] + 1)
    }
}
