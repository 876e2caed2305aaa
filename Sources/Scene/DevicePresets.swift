import Layout

/// Screens of current iPhones and iPads in points, with their scale and the safe-area
/// insets UIKit reports for a full-screen view controller (status bar and home indicator
/// included), portrait and landscape. `canvas.device` picks one by name, optionally with
/// " landscape" after it.
public struct DevicePreset: Sendable {
    public let name: String
    public let width: Double
    public let height: Double
    public let scale: Double
    public let portraitSafeArea: EdgeInsets
    public let landscapeSafeArea: EdgeInsets

    static func phone(_ name: String, _ w: Double, _ h: Double, scale: Double, top: Double, side: Double) -> DevicePreset {
        DevicePreset(name: name, width: w, height: h, scale: scale,
                     portraitSafeArea: EdgeInsets(top: top, left: 0, bottom: 34, right: 0),
                     landscapeSafeArea: EdgeInsets(top: 0, left: side, bottom: 21, right: side))
    }

    static func pad(_ name: String, _ w: Double, _ h: Double) -> DevicePreset {
        DevicePreset(name: name, width: w, height: h, scale: 2,
                     portraitSafeArea: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
                     landscapeSafeArea: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
    }

    public static let all: [DevicePreset] = [
        DevicePreset(name: "iPhone SE", width: 375, height: 667, scale: 2,
                     portraitSafeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
                     landscapeSafeArea: EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)),
        phone("iPhone 13 mini", 375, 812, scale: 3, top: 50, side: 50),
        phone("iPhone 14", 390, 844, scale: 3, top: 47, side: 47),
        phone("iPhone 14 Plus", 428, 926, scale: 3, top: 47, side: 47),
        phone("iPhone 14 Pro", 393, 852, scale: 3, top: 59, side: 59),
        phone("iPhone 14 Pro Max", 430, 932, scale: 3, top: 59, side: 59),
        phone("iPhone 15", 393, 852, scale: 3, top: 59, side: 59),
        phone("iPhone 15 Plus", 430, 932, scale: 3, top: 59, side: 59),
        phone("iPhone 15 Pro", 393, 852, scale: 3, top: 59, side: 59),
        phone("iPhone 15 Pro Max", 430, 932, scale: 3, top: 59, side: 59),
        phone("iPhone 16", 393, 852, scale: 3, top: 59, side: 59),
        phone("iPhone 16 Plus", 430, 932, scale: 3, top: 59, side: 59),
        phone("iPhone 16 Pro", 402, 874, scale: 3, top: 62, side: 62),
        phone("iPhone 16 Pro Max", 440, 956, scale: 3, top: 62, side: 62),
        phone("iPhone 16e", 390, 844, scale: 3, top: 47, side: 47),
        pad("iPad mini", 744, 1133),
        pad("iPad", 820, 1180),
        pad("iPad Air 11-inch", 820, 1180),
        pad("iPad Air 13-inch", 1024, 1366),
        pad("iPad Pro 11-inch", 834, 1210),
        pad("iPad Pro 13-inch", 1032, 1376),
    ]

    /// The model identifier an iPhone of this name reports (`uname`'s `machine`, which apps
    /// compare with `@"iPhone8,4"` to tell a 4-inch screen): Apple's identifiers, as DeviceKit's
    /// Device.generated.swift (github.com/devicekit/DeviceKit) and the device tables of public apps
    /// list them. Nil for an iPad or a name not listed.
    public static func machineIdentifier(_ name: String) -> String? {
        lookup(name).flatMap { machineIdentifiers[$0.preset.name] }
    }

    static let machineIdentifiers: [String: String] = [
        "iPhone SE": "iPhone14,6", "iPhone 13 mini": "iPhone14,4", "iPhone 14": "iPhone14,7", "iPhone 14 Plus": "iPhone14,8",
        "iPhone 14 Pro": "iPhone15,2", "iPhone 14 Pro Max": "iPhone15,3", "iPhone 15": "iPhone15,4", "iPhone 15 Plus": "iPhone15,5",
        "iPhone 15 Pro": "iPhone16,1", "iPhone 15 Pro Max": "iPhone16,2", "iPhone 16 Pro": "iPhone17,1", "iPhone 16 Pro Max": "iPhone17,2",
        "iPhone 16": "iPhone17,3", "iPhone 16 Plus": "iPhone17,4", "iPhone 16e": "iPhone17,5",
    ]

    /// "iPhone 15" or "iPhone 15 landscape" (case-blind): the canvas size, scale and safe area.
    public static func lookup(_ text: String) -> (preset: DevicePreset, landscape: Bool)? {
        var name = text.trimmingCharacters(in: " ").lowercased()
        var landscape = false
        for suffix in [" landscape", " portrait"] where name.hasSuffix(suffix) {
            landscape = suffix == " landscape"
            name = String(name.dropLast(suffix.count)).trimmingCharacters(in: " ")
        }
        guard let preset = all.first(where: { $0.name.lowercased() == name }) else { return nil }
        return (preset, landscape)
    }
}

extension CanvasSpec {
    /// The canvas on another device (the command line's `--device`): its size, scale and
    /// safe area replace the scene's; background, margins, direction and fit stay.
    public mutating func use(_ device: DevicePreset, landscape: Bool) {
        width = landscape ? device.height : device.width
        height = landscape ? device.width : device.height
        scale = device.scale
        safeArea = landscape ? device.landscapeSafeArea : device.portraitSafeArea
        self.device = device.name + (landscape ? " landscape" : "")
    }
}

extension String {
    /// The text without `set` at either end.
    public func trimmingCharacters(in set: Character) -> String {
        String(drop { $0 == set }.reversed().drop { $0 == set }.reversed())
    }
}
