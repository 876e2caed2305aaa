import Layout

/// The design devices Interface Builder names (`<device id="retina6_12" orientation="portrait">`):
/// their screens in points, pixels per point, and the safe area UIKit gives a full-screen view
/// controller there, portrait and landscape (the same numbers as the scene presets, DevicePresets).
struct IBDevice: Sendable {
    let id: String
    let width: Double, height: Double, scale: Double
    let portraitSafeArea: EdgeInsets, landscapeSafeArea: EdgeInsets

    static func phone(_ id: String, _ w: Double, _ h: Double, top: Double, scale: Double = 3) -> IBDevice {
        IBDevice(id: id, width: w, height: h, scale: scale, portraitSafeArea: EdgeInsets(top: top, left: 0, bottom: 34, right: 0),
                 landscapeSafeArea: EdgeInsets(top: 0, left: top, bottom: 21, right: top))
    }
    static func homeButton(_ id: String, _ w: Double, _ h: Double, scale: Double) -> IBDevice {
        // Interface Builder shows these without a status bar since Xcode 11: views pinned to the
        // safe area's top are stored at y 0 (retina4_7 files saved by Xcode 11 to 12.5); before,
        // with one (`named(_:toolsVersion:)`).
        IBDevice(id: id, width: w, height: h, scale: scale, portraitSafeArea: .zero, landscapeSafeArea: .zero)
    }
    static func pad(_ id: String, _ w: Double, _ h: Double, rounded: Bool) -> IBDevice {
        let safe = rounded ? EdgeInsets(top: 24, left: 0, bottom: 20, right: 0) : EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        return IBDevice(id: id, width: w, height: h, scale: 2, portraitSafeArea: safe, landscapeSafeArea: safe)
    }

    static let all: [IBDevice] = [
        homeButton("retina3_5", 320, 480, scale: 2), homeButton("retina4_0", 320, 568, scale: 2),
        homeButton("retina4_7", 375, 667, scale: 2), homeButton("retina5_5", 414, 736, scale: 3),
        phone("retina5_9", 375, 812, top: 44), phone("retina6_1", 414, 896, top: 44, scale: 2), phone("retina6_5", 414, 896, top: 44),
        phone("retina6_0", 390, 844, top: 47), phone("retina6_7", 428, 926, top: 47),
        phone("retina6_12", 393, 852, top: 59), phone("retina6_72", 430, 932, top: 59),
        phone("retina6_3", 402, 874, top: 62), phone("retina6_9", 440, 956, top: 62),
        pad("ipad9_7", 768, 1024, rounded: false), pad("ipad10_2", 810, 1080, rounded: false), pad("ipad10_5", 834, 1112, rounded: false),
        pad("ipad12_9", 1024, 1366, rounded: false), pad("ipad11", 834, 1194, rounded: true), pad("ipad10_9rounded", 820, 1180, rounded: true),
        pad("ipad12_9rounded", 1024, 1366, rounded: true), pad("ipad11_0rounded", 834, 1194, rounded: true),
    ]

    /// Its size classes as Interface Builder's variations name them: an iPhone upright is
    /// compact wide and regular tall; an iPad regular both ways.
    func sizeClasses(landscape: Bool) -> Set<String> {
        if id.hasPrefix("ipad") { return ["widthClass=regular", "heightClass=regular"] }
        if landscape { return [width >= 414 ? "widthClass=regular" : "widthClass=compact", "heightClass=compact"] }
        return ["widthClass=compact", "heightClass=regular"]
    }

    /// The device by IB's id; nil for one this table does not know.
    static func named(_ id: String) -> IBDevice? { all.first { $0.id == id } }

    /// The device as the Xcode of `toolsVersion` simulated it: newer iOS versions gave some
    /// devices a taller status bar, and Xcode stores frames under the one it simulated. From
    /// Xcode 14 (tools version 21000) the iPhone 11 (retina6_1) has 48 at the top (44 before);
    /// the iPhone 11 Pro (retina5_9) 47 in Xcode 14 and 50 from Xcode 15 (22000). From the frames
    /// Xcode stored for views pinned to the safe area's top of full-screen view controllers in
    /// the files of the repositories mirrored on 2026-11-27: retina6_1 44 in 91 of 91 before
    /// 21000, 48 in all 5 after; retina5_9 44 in 10 of 10 before, 47 in 1, 50 in 4 of 4 from 22000.
    static func named(_ id: String, toolsVersion: Double) -> IBDevice? {
        guard let device = named(id) else { return nil }
        // Home-button iPhones had the 20-point status bar in Interface Builder up to Xcode 10
        // (tools version 15000): views pinned to the safe area's top were stored at y 20 in all
        // 37 such constraints of retina4_7 files saved by Xcode 9.3 to 10, at 0 in the 10 of Xcode
        // 11 and 12.
        if device.portraitSafeArea == .zero, !id.hasPrefix("ipad"), toolsVersion < 15000 {
            return IBDevice(id: id, width: device.width, height: device.height, scale: device.scale,
                            portraitSafeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), landscapeSafeArea: .zero)
        }
        let top: Double? = switch id {
        case "retina6_1" where toolsVersion >= 21000: 48
        case "retina5_9" where toolsVersion >= 22000: 50
        case "retina5_9" where toolsVersion >= 21000: 47
        default: nil
        }
        guard let top else { return device }
        return phone(id, device.width, device.height, top: top, scale: device.scale)
    }
}
