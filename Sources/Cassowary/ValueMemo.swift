/// The values of basic externals resolved since the solution last changed: `values[s]` is
/// current when `stamps[s] == version`, so a change invalidates them all by bumping the
/// version. The walk's stack is kept here so a read allocates nothing.
struct ValueMemo {
    var values: [Double] = []
    var stamps: [UInt32] = []
    var version: UInt32 = 1
    var stack: [Symbol] = []

    mutating func invalidate() { version &+= 1 }

    /// Room for `count` symbols (symbols are made after the memo was last sized).
    @inline(__always)
    mutating func reserve(_ count: Int) {
        if values.count < count {
            values += [Double](repeating: 0, count: count - values.count)
            stamps += [UInt32](repeating: 0, count: count - stamps.count)
        }
    }
}
