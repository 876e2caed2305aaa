/// How wide iOS sets Chinese and Korean characters in the system font. San Francisco has no
/// glyphs for them: iOS draws Chinese in PingFang and Korean in Apple SD Gothic Neo, whose
/// advances are not SF's and do not take SF's tracking. The stand-in here (Droid Sans Fallback)
/// gives every such character 1 em, so the measurer sets each run of them to these widths.
///
/// The widths are what Xcode measured, read off the frames it stored for single-line labels
/// whose width comes from their text alone (no width constraint, not pinned on both sides, not
/// in a stack view, not marked misplaced) in the Interface Builder files of 39 public
/// repositories: `Fixtures/text/xcode-stored-cjk-labels.tsv` lists each label by repository,
/// path, commit, character count, font and stored width (numbers only), and
/// `CJKWidthTests` measures them.
public enum CJKText {
    /// Korean: a Hangul syllable is 0.865 em wide at every size and weight (41 labels from 6
    /// repositories, Xcode 9 to 15; 38 agree to the stored pixel at 0.865 em).
    public static let hangulAdvance = 0.865

    /// A Chinese character's width, in em, as the Xcode that saved an Interface Builder file
    /// measured it (its `toolsVersion`): Xcode 8.2 and before (toolsVersion below 11000, iOS 10.2
    /// and before) 1 em exactly (60 labels from 9 repositories, 55 to the pixel); Xcode 8.3 to 14.2
    /// (11000 up to 21000) 1.0196 em (259 labels from 26 repositories, 178 to the pixel: a label
    /// keeps the frame of the Xcode that last laid it out, so some in a file are older). From
    /// Xcode 14.3 the stored frames are too few to say (2 labels, 0.99 and 1.01 em): nil, today's
    /// width (the stand-in's 1 em with SF's tracking).
    public static func hanAdvance(toolsVersion: Double) -> Double? {
        if toolsVersion < 11000 { return 1 }
        if toolsVersion < 21000 { return 1.0196 }
        return nil
    }

    /// The scripts whose widths are set here.
    public enum Script: Sendable, Equatable {
        /// Chinese characters (CJK Unified Ideographs and their extension A and compatibility
        /// block), CJK punctuation and the full-width forms: PingFang's 1-em glyphs.
        case han
        /// Hangul syllables and jamo: Apple SD Gothic Neo's.
        case hangul
    }

    /// The script of `scalar` when it is one of those set here; nil for anything else (Kana,
    /// whose iOS widths no stored frame here says, stay the stand-in's).
    public static func script(of scalar: Unicode.Scalar) -> Script? {
        switch scalar.value {
        case 0x3000...0x303F, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0xFF01...0xFF60: return .han
        case 0x1100...0x11FF, 0x3130...0x318F, 0xAC00...0xD7AF: return .hangul
        default: return nil
        }
    }
}
