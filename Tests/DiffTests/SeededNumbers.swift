/// Numbers for property tests, drawn from one seed (SplitMix64): as many as a case needs, and
/// the same ones for the same seed, so a failing seed is a reproducible case.
struct SeededNumbers {
    private var state: UInt64
    init(seed: Int) { state = UInt64(seed) }

    /// A number in 0..<n.
    mutating func next(_ n: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((z ^ (z >> 31)) % UInt64(n))
    }
}
