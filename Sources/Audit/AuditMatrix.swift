import Layout
import Scene

/// How the screen is held.
public enum Orientation: String, CaseIterable, Sendable { case portrait, landscape }

/// A stand-in language for finding what breaks in long languages: Xcode's "Double-Length
/// Pseudolanguage" (a scheme's App Language option) shows every localized string twice over,
/// "Settings" as "Settings Settings".
public enum PseudoLanguage: String, CaseIterable, Sendable {
    case doubleLength = "double-length"

    /// The text as the pseudolanguage shows it.
    public func apply(_ text: String) -> String {
        switch self {
        case .doubleLength: return text.isEmpty ? text : text + " " + text
        }
    }

    /// Every label's text in the tree (buttons' titles and text views' text too) as the
    /// pseudolanguage shows it; a stand-in text (a label the code never gives one) stays.
    public func apply(to root: View) {
        for view in root.subtree {
            guard var label = view.label, !label.isStandIn else { continue }
            label.text = apply(label.text)
            view.label = label
        }
    }
}

/// One way a screen can be seen: a device, a text size, an orientation, a writing direction
/// and, optionally, a pseudolanguage.
public struct Combination: Hashable, Sendable {
    public var device: String
    public var textSize: ContentSizeCategory
    public var orientation: Orientation
    public var direction: WritingDirection
    public var pseudo: PseudoLanguage?

    public init(device: String, textSize: ContentSizeCategory, orientation: Orientation = .portrait,
                direction: WritingDirection = .ltr, pseudo: PseudoLanguage? = nil) {
        self.device = device; self.textSize = textSize; self.orientation = orientation; self.direction = direction; self.pseudo = pseudo
    }

    /// For file names: `iPhone-SE.AX3`, then `.landscape`, `.rtl`, `.double-length` where they apply.
    public var name: String {
        var parts = [String(device.map { $0 == " " ? "-" : $0 }), textSize.name]
        if orientation == .landscape { parts.append("landscape") }
        if direction == .rtl { parts.append("rtl") }
        if let pseudo { parts.append(pseudo.rawValue) }
        return parts.joined(separator: ".")
    }

    /// For people: `iPhone SE, AX3, landscape, right to left, double-length`.
    public var words: String {
        var parts = [device, textSize.name, orientation.rawValue]
        if direction == .rtl { parts.append("right to left") }
        if let pseudo { parts.append(pseudo.rawValue) }
        return parts.joined(separator: ", ")
    }

    /// What is the same for a whole block of the contact sheet (devices across, text sizes down).
    public var variant: Variant { Variant(orientation: orientation, direction: direction, pseudo: pseudo) }

    public struct Variant: Hashable, Sendable {
        public var orientation: Orientation
        public var direction: WritingDirection
        public var pseudo: PseudoLanguage?
        public var words: String {
            var parts = [orientation.rawValue, direction == .rtl ? "right to left" : "left to right"]
            if let pseudo { parts.append(pseudo.rawValue) }
            return parts.joined(separator: ", ")
        }
    }
}

extension Combination {
    /// The device's preset (a combination names one of `DevicePreset.all`).
    public var devicePreset: DevicePreset { DevicePreset.lookup(device)!.preset }

    /// The screen in the combination's orientation, and its safe area.
    public var screenSize: Size {
        let p = devicePreset
        return orientation == .landscape ? Size(width: p.height, height: p.width) : Size(width: p.width, height: p.height)
    }
    public var safeArea: EdgeInsets {
        orientation == .landscape ? devicePreset.landscapeSafeArea : devicePreset.portraitSafeArea
    }

    /// A view tree, made once, moved onto the combination's screen (as a scene whose canvas
    /// names the device builds its root: size, safe area, scale), at its text size and in its
    /// direction, with the labels' own texts (`labels`, taken before the first combination) or
    /// the pseudolanguage's: what `audit`'s LayoutSession and the Swift API's matrix re-solve.
    public func apply(toRoot root: View, labels: [(View, LabelContent?)]) {
        root.frame = Rect(origin: .zero, size: screenSize)
        root.safeAreaInsets = safeArea
        root.displayScale = devicePreset.scale
        root.contentSizeCategory = textSize
        root.isRightToLeft = direction == .rtl
        for (v, label) in labels { v.label = label }
        pseudo?.apply(to: root)
    }
}

/// A mistake in how the matrix was asked for, said as the option's own words.
public struct MatrixError: Error, CustomStringConvertible, Sendable {
    public let description: String
    init(_ d: String) { description = d }
}

/// Every combination of the devices, text sizes, orientations, directions and pseudolanguages
/// asked for. The first of each list makes the reference combination, which comes first;
/// blocks of one orientation, direction and language follow one another, each text size by
/// text size, each size device by device (the contact sheet's order).
public struct AuditMatrix: Sendable {
    public var devices: [DevicePreset]
    public var textSizes: [ContentSizeCategory]
    public var orientations: [Orientation]
    public var directions: [WritingDirection]
    /// nil is the app's own language; `--pseudo` adds the pseudolanguage after it.
    public var languages: [PseudoLanguage?]

    public static let referenceDevice = "iPhone 15"

    public init(devices: [DevicePreset], textSizes: [ContentSizeCategory], orientations: [Orientation] = [.portrait],
                directions: [WritingDirection] = [.ltr], languages: [PseudoLanguage?] = [nil]) {
        self.devices = devices; self.textSizes = textSizes; self.orientations = orientations
        self.directions = directions; self.languages = languages
    }

    public var combinations: [Combination] {
        var out: [Combination] = []
        for o in orientations { for d in directions { for l in languages { for t in textSizes { for device in devices {
            out.append(Combination(device: device.name, textSize: t, orientation: o, direction: d, pseudo: l))
        } } } } }
        return out
    }

    public var reference: Combination { combinations[0] }

    /// Every distinct screen once, the reference device first: presets of one size, scale and
    /// safe area (iPhone 15, 15 Pro and 16) lay a screen out alike, so the first stands for them.
    public static var allDevices: [DevicePreset] {
        let ordered = DevicePreset.all.filter { $0.name == referenceDevice } + DevicePreset.all.filter { $0.name != referenceDevice }
        var seen: [DevicePreset] = []
        for p in ordered where !seen.contains(where: { $0.sameScreen(as: p) }) { seen.append(p) }
        return seen
    }

    /// `all`, `phones`, `pads`, or names separated by commas (`iPhone SE,iPhone 15 Pro Max`).
    public static func devices(_ text: String) throws(MatrixError) -> [DevicePreset] {
        var out: [DevicePreset] = []
        for word in items(text) {
            switch word.lowercased() {
            case "all": out += allDevices
            case "phones": out += allDevices.filter { !$0.name.hasPrefix("iPad") }
            case "pads": out += allDevices.filter { $0.name.hasPrefix("iPad") }
            default:
                guard let found = DevicePreset.all.first(where: { $0.name.lowercased() == word.lowercased() }) else {
                    throw MatrixError("--devices: unknown device \"\(word)\"; known: all, phones, pads, \(DevicePreset.all.map(\.name).joined(separator: ", ")) (orientations go in --orientations)")
                }
                out.append(found)
            }
        }
        return unique(out, by: \.name)
    }

    /// `all`, names (`Large,AX3`), or ranges (`xxxLarge...AX5`, `AX1…AX5`).
    public static func textSizes(_ text: String) throws(MatrixError) -> [ContentSizeCategory] {
        var out: [ContentSizeCategory] = []
        for word in items(text) {
            if word.lowercased() == "all" {
                // Large (iOS's default) first: it is the reference.
                out += [.large] + ContentSizeCategory.allCases.filter { $0 != .large }
                continue
            }
            let ends = word.contains("…") ? word.components(separatedBy: "…") : word.components(separatedBy: "...")
            let named = try ends.map { (end) throws(MatrixError) -> ContentSizeCategory in
                guard let size = ContentSizeCategory(name: end.trimmingCharacters(in: " ")) else {
                    throw MatrixError("--text-sizes: unknown text size \"\(end.trimmingCharacters(in: " "))\"; expected all, or names or ranges (Large...AX5) of \(ContentSizeCategory.namesList)")
                }
                return size
            }
            if named.count == 2 {
                guard named[0] <= named[1] else { throw MatrixError("--text-sizes: the range \(word) runs backwards (smallest first, as in xSmall...AX5)") }
                out += ContentSizeCategory.allCases.filter { $0 >= named[0] && $0 <= named[1] }
            } else if named.count == 1 {
                out.append(named[0])
            } else {
                throw MatrixError("--text-sizes: \"\(word)\" is neither a size nor a range of two")
            }
        }
        return uniqueInOrder(out)
    }

    public static func orientations(_ text: String) throws(MatrixError) -> [Orientation] {
        let words = items(text)
        if words.map({ $0.lowercased() }) == ["all"] { return Orientation.allCases }
        return uniqueInOrder(try words.map { (w) throws(MatrixError) -> Orientation in
            guard let o = Orientation(rawValue: w.lowercased()) else { throw MatrixError("--orientations: expected portrait, landscape or all, not \"\(w)\"") }
            return o
        })
    }

    public static func directions(_ text: String) throws(MatrixError) -> [WritingDirection] {
        let words = items(text)
        if words.map({ $0.lowercased() }) == ["all"] { return WritingDirection.allCases }
        return uniqueInOrder(try words.map { (w) throws(MatrixError) -> WritingDirection in
            guard let d = WritingDirection(rawValue: w.lowercased()) else { throw MatrixError("--directions: expected ltr, rtl or all, not \"\(w)\"") }
            return d
        })
    }

    public static func pseudo(_ text: String) throws(MatrixError) -> PseudoLanguage {
        guard let p = PseudoLanguage(rawValue: text.trimmingCharacters(in: " ").lowercased()) else {
            throw MatrixError("--pseudo: expected double-length, not \"\(text)\"")
        }
        return p
    }

    static func items(_ text: String) -> [String] {
        text.split(separator: ",").map { String($0).trimmingCharacters(in: " ") }.filter { !$0.isEmpty }
    }

    /// Each once (by `key`), in the order first given.
    static func unique<T>(_ xs: [T], by key: (T) -> String) -> [T] {
        var seen = Set<String>()
        return xs.filter { seen.insert(key($0)).inserted }
    }
}

extension DevicePreset {
    func sameScreen(as other: DevicePreset) -> Bool {
        width == other.width && height == other.height && scale == other.scale
            && portraitSafeArea == other.portraitSafeArea && landscapeSafeArea == other.landscapeSafeArea
    }
}

extension String {
    /// The parts between each `separator` (no Foundation here).
    func components(separatedBy separator: String) -> [String] {
        let text = Array(self), sep = Array(separator)
        var parts: [String] = [], current: [Character] = [], i = 0
        while i < text.count {
            if i + sep.count <= text.count, Array(text[i..<(i + sep.count)]) == sep {
                parts.append(String(current)); current = []; i += sep.count
            } else {
                current.append(text[i]); i += 1
            }
        }
        parts.append(String(current))
        return parts
    }
}

extension AuditMatrix {
    /// `check --matrix`'s words: `devices=iPhone SE,iPhone 15,text-sizes=Large,AX3`. A part with
    /// `=` names a dimension (devices, text-sizes, orientations, directions, pseudo) and the parts
    /// after it without one are more of its values. A dimension not named has one value: iPhone 15,
    /// Large, portrait, left to right, the app's own language.
    public static func parse(matrix text: String) throws(MatrixError) -> AuditMatrix {
        var lists: [String: [String]] = [:]
        var key: String?
        for part in items(text) {
            if let eq = part.firstIndex(of: "=") {
                let name = String(part[..<eq]).trimmingCharacters(in: " ").lowercased()
                guard ["devices", "text-sizes", "orientations", "directions", "pseudo"].contains(name) else {
                    throw MatrixError("--matrix: unknown dimension \"\(name)\"; expected devices, text-sizes, orientations, directions or pseudo")
                }
                guard lists[name] == nil else { throw MatrixError("--matrix: \(name) is named twice") }
                key = name
                lists[name] = [String(part[part.index(after: eq)...]).trimmingCharacters(in: " ")]
            } else if let key {
                lists[key]!.append(part)
            } else {
                throw MatrixError("--matrix: \"\(part)\" comes before any dimension; write it as devices=…,text-sizes=…")
            }
        }
        guard !lists.isEmpty else { throw MatrixError("--matrix: name at least one dimension, as devices=iPhone SE,iPhone 15") }
        func joined(_ k: String) -> String? { lists[k].map { $0.joined(separator: ",") } }
        let pseudo = try joined("pseudo").map { (t) throws(MatrixError) -> PseudoLanguage in try AuditMatrix.pseudo(t) }
        return AuditMatrix(devices: try joined("devices").map(devices) ?? DevicePreset.all.filter { $0.name == referenceDevice },
                           textSizes: try joined("text-sizes").map(textSizes) ?? [.large],
                           orientations: try joined("orientations").map(orientations) ?? [.portrait],
                           directions: try joined("directions").map(directions) ?? [.ltr],
                           languages: pseudo.map { [nil, $0] } ?? [nil])
    }
}
