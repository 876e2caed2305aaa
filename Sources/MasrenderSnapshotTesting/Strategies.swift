import Diff
import Foundation
import Layout
import Render
import MasrenderTesting
import PNGCodec
import SnapshotTesting

extension Diffing where Value == RGBAImage {
    /// PNG on disk, compared as decoded pixels with masrender's diff (exact unless `options`
    /// loosen it). On a failure the reference, failure and diff images are also written to
    /// `SNAPSHOT_ARTIFACTS` (or the temporary folder) under a name taken from the pixels.
    public static func masrenderImage(options: DiffOptions = DiffOptions()) -> Diffing {
        .diff(
            toData: { image in Data((try? PNGCodec.encode(image)) ?? []) },
            fromData: { data in (try? PNGCodec.decode(Array(data))) ?? RGBAImage(width: 0, height: 0, pixels: []) }
        ) { reference, actual in
            // A pass needs only the counts; the diff image is drawn for a failure.
            let counted = PixelDiff.compare(expected: reference, actual: actual, options: options, drawDiff: false)
            guard !counted.sizeMatches || counted.differentPixels > 0 else { return nil }
            let result = PixelDiff.compare(expected: reference, actual: actual, options: options)
            let name = "layout-" + fingerprint(actual.pixels)
            let folder = LayoutSnapshot.writeArtifacts(name: name, expected: reference, actual: actual, diff: result.diffImage)
            var attachments: [DiffAttachment] = []
            if let png = try? PNGCodec.encode(result.diffImage) {
                attachments.append(.data(Data(png), name: "diff.png"))
            }
            return ("Layout picture differs: \(result.summary). Reference, failure and diff images: \(folder)/\(name).*.png", attachments)
        }
    }

    /// FNV-1a of the pixels: a stable name for a failure's artifacts.
    static func fingerprint(_ bytes: [UInt8]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in bytes { hash = (hash ^ UInt64(b)) &* 0x0000_0100_0000_01B3 }
        return String(hash, radix: 16)
    }
}

extension Snapshotting where Value == View, Format == RGBAImage {
    /// The picture masrender draws of the view's tree, at @2x with every overlay.
    public static var layoutImage: Snapshotting { layoutImage(scale: 2) }

    /// `overlay: .frames` draws outlines and keys only: the plain look for golden tests of the
    /// UI itself. Compose with `pullback` to snapshot anything that has a view tree
    /// (`.layoutImage(overlay: .frames).pullback(\ProfileCell.contentView)`).
    public static func layoutImage(scale: Double = 2, overlay: Overlay = .all, theme: Theme = .light,
                                   options: DiffOptions = DiffOptions()) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .masrenderImage(options: options)) { view in
            // A tree that cannot be laid out gives an empty picture, which never matches.
            (try? LayoutSnapshot.image(of: view, scale: scale, overlay: overlay, theme: theme)) ?? RGBAImage(width: 0, height: 0, pixels: [])
        }
    }
}

extension Snapshotting where Value == View, Format == String {
    /// The solved frames as text, one view a line (errors as text too).
    public static var layoutFrames: Snapshotting {
        SimplySnapshotting.lines.pullback { view in
            do { return try LayoutSnapshot.text(of: view) } catch { return "layout failed: \(error)\n" }
        }
    }

    /// The whole solution — frames, constraints with their states, conflicts, ambiguity — as
    /// the JSON `masrender -o FILE.json` writes.
    public static var layoutJSON: Snapshotting {
        var strategy = SimplySnapshotting.lines.pullback { (view: View) in
            do { return try LayoutSnapshot.json(of: view) } catch { return "layout failed: \(error)\n" }
        }
        strategy.pathExtension = "json"
        return strategy
    }
}
