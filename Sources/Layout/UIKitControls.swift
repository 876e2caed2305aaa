/// UIKit's controls and the size each gives itself (its intrinsicContentSize), for views the
/// code makes without sizing them: a UISwitch chained under a label pushes the next view down
/// by its own height, as on a device.
///
/// The sizes were recorded on real UIKit (iOS 26.1 SDK, the liquid-glass controls) in the
/// view dumps of the public repository Vercantez/openuikit (`golden/*.layout.json`, each view's
/// "intrinsic"; Mac Catalyst with the iPad idiom): numbers only. Where a control has no
/// intrinsic in those dumps, the source says what stands in.
public enum UIKitControl: Sendable, Equatable {
    /// UISwitch: 61 × 28 placed, its frame 63 × 28 (16 switches in switch_onoff, switch_dark,
    /// demo_settings, deep_mixed).
    case uiSwitch
    /// UISlider: 34 tall, no width of its own (7 sliders, control_slider and control_dark).
    case slider
    /// UIProgressView (default style): 4 tall, no width (13 views, progress_fractions and others).
    case progressView
    /// UIActivityIndicatorView: 20 × 20 medium (the default since iOS 13), 37 × 37 large (the
    /// spinner image inside the view, control_activity and control_dark).
    case activityIndicator(large: Bool)
    /// UIPageControl with `pages` pages: 18 × pages + 20 wide, 26 tall (its content view in
    /// control_pagecontrol: 92 × 26 for 4 pages, 146 for 7, 74 for 3).
    case pageControl(pages: Int)
    /// UISegmentedControl: 32 tall (control_dark's segments); its width depends on its titles
    /// in a way the dumps do not settle, so it has none here.
    case segmentedControl
    /// UIStepper: 94 × 32 (openuikit's test of a live control, Tests/OpenUIKitTests/Controls2Tests.swift).
    case stepper
    /// UIPickerView: 216 tall, no width of its own here. UIKit pins a picker's height to 216
    /// ("-[UIPickerView setFrame:]: invalid height value 0.0 pinned to 216.0" in a 2013 console
    /// log); of the pickers in the mirrored repositories' Interface Builder files that constraints
    /// place without a height and tie by one vertical edge only, every one Xcode stored is 216
    /// tall (3 of 3; 13 of 22 counting those tied by both). Its width (320 in that log) varies
    /// with what pins it in every stored frame, so none is assumed.
    case pickerView
    /// UISearchBar: 56 tall from iOS 11, no width of its own. Of the search bars in the mirrored
    /// repositories' Interface Builder files that constraints place without a height (nor by
    /// both top and bottom), 19 of the 33 frames stored by Xcode 9 and later are 56 tall (17 of
    /// the default style, 2 minimal), 8 are 44, the rest vary (51, 50, 78, 29 minimal); all 11
    /// stored by earlier Xcode are 44, the height before iOS 11 (`beforeIOS11`).
    case searchBar
    /// UINavigationBar: 44 tall, no width of its own (393 × 44 on an iPhone 16, iOS 26.1, in
    /// openuikit's navitem_* dumps; DrawnBar draws a subclass at the same height).
    case navigationBar
    /// UIToolbar: 54 tall, no width of its own (393 × 54 in openuikit's toolbar_basic dump).
    case toolbar

    /// The control by its UIKit class name, with what configures it: nil for any other class.
    public init?(className: String, largeIndicator: Bool = false, pages: Int = 0) {
        switch className {
        case "UISwitch": self = .uiSwitch
        case "UISlider": self = .slider
        case "UIProgressView": self = .progressView
        case "UIActivityIndicatorView": self = .activityIndicator(large: largeIndicator)
        case "UIPageControl": self = .pageControl(pages: pages)
        case "UISegmentedControl": self = .segmentedControl
        case "UIStepper": self = .stepper
        case "UIPickerView": self = .pickerView
        case "UISearchBar": self = .searchBar
        case "UINavigationBar": self = .navigationBar
        case "UIToolbar": self = .toolbar
        default: return nil
        }
    }

    /// Whether UIKit's class is a UIControl, which a finger taps (a progress view and an
    /// activity indicator are plain views).
    public var isUIControl: Bool {
        switch self {
        case .progressView, .activityIndicator, .pickerView, .searchBar, .navigationBar, .toolbar: return false
        default: return true
        }
    }

    /// The names scenes use (`"control": "switch"`).
    public static let sceneNames = ["switch", "slider", "progress", "activityIndicator", "activityIndicatorLarge",
                                    "pageControl", "segmentedControl", "stepper", "picker", "searchBar", "navigationBar", "toolbar"]

    /// The control a scene names, with `pages` for a page control.
    public init?(sceneName: String, pages: Int = 0) {
        switch sceneName {
        case "switch": self = .uiSwitch
        case "slider": self = .slider
        case "progress": self = .progressView
        case "activityIndicator": self = .activityIndicator(large: false)
        case "activityIndicatorLarge": self = .activityIndicator(large: true)
        case "pageControl": self = .pageControl(pages: pages)
        case "segmentedControl": self = .segmentedControl
        case "stepper": self = .stepper
        case "picker": self = .pickerView
        case "searchBar": self = .searchBar
        case "navigationBar": self = .navigationBar
        case "toolbar": self = .toolbar
        default: return nil
        }
    }

    /// Where the frame reaches past what constraints place (UIView.alignmentRectInsets): a
    /// switch's frame is 2 points wider on its right (intrinsic 61 × 28, frame 63 × 28 in the
    /// iOS 26.1 dumps; 49 × 31 and 51 × 31 in Xcode 9 … 16's stored frames).
    public var alignmentRectInsets: EdgeInsets {
        self == .uiSwitch ? EdgeInsets(top: 0, left: 0, bottom: 0, right: 2) : .zero
    }

    public var intrinsicSize: IntrinsicSize {
        switch self {
        case .uiSwitch: IntrinsicSize(width: 61, height: 28)
        case .slider: IntrinsicSize(width: nil, height: 34)
        case .progressView: IntrinsicSize(width: nil, height: 4)
        case .activityIndicator(let large): large ? IntrinsicSize(width: 37, height: 37) : IntrinsicSize(width: 20, height: 20)
        case .pageControl(let pages): pages > 0 ? IntrinsicSize(width: Double(18 * pages + 20), height: 26) : IntrinsicSize(width: nil, height: 26)
        case .segmentedControl: IntrinsicSize(width: nil, height: 32)
        case .stepper: IntrinsicSize(width: 94, height: 32)
        case .pickerView: IntrinsicSize(width: nil, height: 216)
        case .searchBar: IntrinsicSize(width: nil, height: 56)
        case .navigationBar: IntrinsicSize(width: nil, height: 44)
        case .toolbar: IntrinsicSize(width: nil, height: 54)
        }
    }

    /// UISearchBar before iOS 11 (files saved by Xcode 8 and before): 44 tall.
    public static let searchBarBeforeIOS11 = IntrinsicSize(width: nil, height: 44)

    /// UISegmentedControl with titled segments (SegmentedContent).
    public static func segmented(_ titles: [String], beforeIOS13: Bool = false) -> SegmentedContent {
        beforeIOS13 ? SegmentedContent(titles: titles, padding: 14.7, height: 29) : SegmentedContent(titles: titles, padding: 20, height: 32)
    }

    /// UITextField with `borderStyle = .roundedRect`: its text plus 28 wide, and 34 tall at the
    /// default 17 pt (attrtext_fields: "total open" in 17 pt, 108 × 34); a larger font keeps the
    /// same 13.71 around its line (34 less SF's 17-pt line height, 20.287), a smaller one stays
    /// 34 tall (all 20 fields in 14 pt that Xcode 10.2 to 16 stored, in 5 repositories, are 34).
    /// Before iOS 13 (`beforeIOS13`: files saved by Xcode 10.1 and before) it was 30 tall
    /// whatever its font (all 22 such fields stored, in 14, 15 and 20 pt, 10 repositories).
    public static func roundedRectField(textWidth: Double, lineHeight: Double, beforeIOS13: Bool = false) -> IntrinsicSize {
        IntrinsicSize(width: textWidth + 28, height: beforeIOS13 ? 30 : max(34, lineHeight + 34 - SanFrancisco.lineHeight(17)))
    }
}

/// A UISegmentedControl's segments: every segment is as wide as the widest title in the
/// system font at 13 points, rounded up to the pixel, plus `padding`; the control is that
/// times the number of segments wide and `height` tall (`UIKitControl.segmented`).
///
/// From the frames Xcode stored for segmented controls that constraints place but do not size
/// (the mirrored repositories' Interface Builder files; titles measured as masrender measures
/// San Francisco): from iOS 13 (Xcode 11 on) 32 tall and, per segment, the widest title plus
/// 19.94 on average over 8 controls in 5 repositories ("Small | Medium | Large" 206 wide,
/// "Unsubscribe | Subscribe" 195, "All | Chocolate | Candy | Jelly" 327), taken as 20; before,
/// 29 tall and plus 14.7 (the mean over 10 controls in 6 repositories: "Matrix Users | Local
/// Contacts" 211, "Red | Blue | Yellow | Green | Random" 324). iOS 26's are taken as iOS 13's:
/// no recorded frame of one was found.
public struct SegmentedContent: Sendable, Equatable {
    public var titles: [String]
    public var padding: Double
    public var height: Double
    public static let font = "system 13"
    public init(titles: [String], padding: Double, height: Double) {
        self.titles = titles; self.padding = padding; self.height = height
    }
}
