import PNGCodec

/// Image pairs with anti-aliased edges, made the way a renderer makes them: shapes whose
/// edge pixels get fractional coverage, drawn over a background.
struct ImagePairs {
    /// A deterministic generator (SplitMix64), so every run tests the same pairs.
    struct Random {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func int(_ range: ClosedRange<Int>) -> Int { range.lowerBound + Int(next() % UInt64(range.count)) }
        mutating func double(_ range: ClosedRange<Double>) -> Double {
            range.lowerBound + Double(next() >> 11) / Double(1 << 53) * (range.upperBound - range.lowerBound)
        }
    }

    struct Disc { var cx, cy, r: Double; var color: (Double, Double, Double, Double) }

    /// Coverage of a pixel by a disc, sampled 4 × 4: the source of anti-aliased edges.
    static func draw(_ discs: [Disc], width: Int, height: Int, background: (UInt8, UInt8, UInt8, UInt8)) -> RGBAImage {
        var image = RGBAImage(width: width, height: height, fill: background)
        for y in 0..<height {
            for x in 0..<width {
                let i = (y * width + x) * 4
                var r = Double(image.pixels[i]), g = Double(image.pixels[i + 1]), b = Double(image.pixels[i + 2]), a = Double(image.pixels[i + 3])
                for d in discs {
                    var covered = 0
                    for sy in 0..<4 { for sx in 0..<4 {
                        let px = Double(x) + (Double(sx) + 0.5) / 4, py = Double(y) + (Double(sy) + 0.5) / 4
                        if (px - d.cx) * (px - d.cx) + (py - d.cy) * (py - d.cy) <= d.r * d.r { covered += 1 }
                    } }
                    let k = Double(covered) / 16 * d.color.3
                    r = r * (1 - k) + d.color.0 * k; g = g * (1 - k) + d.color.1 * k; b = b * (1 - k) + d.color.2 * k
                    a = a * (1 - k) + 255 * k
                }
                image.pixels[i] = UInt8(r.rounded()); image.pixels[i + 1] = UInt8(g.rounded())
                image.pixels[i + 2] = UInt8(b.rounded()); image.pixels[i + 3] = UInt8(a.rounded())
            }
        }
        return image
    }

    /// Pair number `seed`: a few discs, then the same discs slightly moved, resized or recoloured.
    static func pair(seed: UInt64) -> (RGBAImage, RGBAImage) {
        var rng = Random(state: seed)
        let width = rng.int(16...48), height = rng.int(16...48)
        let background: (UInt8, UInt8, UInt8, UInt8) = seed % 3 == 0 ? (255, 255, 255, 255) : (UInt8(rng.int(0...255)), UInt8(rng.int(0...255)), UInt8(rng.int(0...255)), seed % 5 == 0 ? 128 : 255)
        var discs: [Disc] = []
        for _ in 0..<rng.int(1...4) {
            discs.append(Disc(cx: rng.double(0...Double(width)), cy: rng.double(0...Double(height)), r: rng.double(2...12),
                              color: (rng.double(0...255), rng.double(0...255), rng.double(0...255), rng.int(0...3) == 0 ? 0.6 : 1)))
        }
        var moved = discs
        for i in moved.indices {
            switch rng.int(0...3) {
            case 0: moved[i].cx += rng.double(-0.7...0.7); moved[i].cy += rng.double(-0.7...0.7)
            case 1: moved[i].r += rng.double(-0.5...1.5)
            case 2: moved[i].color.0 = min(255, moved[i].color.0 + rng.double(0...40))
            default: break
            }
        }
        return (draw(discs, width: width, height: height, background: background),
                draw(moved, width: width, height: height, background: background))
    }
}
