import Layout

/// Interface Builder's element names and the UIKit classes they stand for.
enum InterfaceBuilderClasses {
    static let viewElements: [String: (className: String, kind: ViewKind)] = [
        "view": ("UIView", .view), "label": ("UILabel", .label), "button": ("UIButton", .view), "imageView": ("UIImageView", .image),
        "stackView": ("UIStackView", .view), "scrollView": ("UIScrollView", .scroll), "tableView": ("UITableView", .scroll),
        "collectionView": ("UICollectionView", .scroll), "textView": ("UITextView", .view), "textField": ("UITextField", .view),
        "switch": ("UISwitch", .view), "slider": ("UISlider", .view), "activityIndicatorView": ("UIActivityIndicatorView", .view),
        "progressView": ("UIProgressView", .view), "segmentedControl": ("UISegmentedControl", .view), "pageControl": ("UIPageControl", .view),
        "stepper": ("UIStepper", .view), "datePicker": ("UIDatePicker", .view), "pickerView": ("UIPickerView", .view),
        "searchBar": ("UISearchBar", .view), "navigationBar": ("UINavigationBar", .view), "toolbar": ("UIToolbar", .view),
        "tabBar": ("UITabBar", .view), "visualEffectView": ("UIVisualEffectView", .view), "tableViewCell": ("UITableViewCell", .view),
        "collectionViewCell": ("UICollectionViewCell", .view), "collectionReusableView": ("UICollectionReusableView", .view),
        "tableViewCellContentView": ("UITableViewCellContentView", .view), "collectionViewCellContentView": ("UIView", .view),
        "mapView": ("MKMapView", .view), "wkWebView": ("WKWebView", .view), "containerView": ("UIView", .view),
        "tableViewHeaderFooterView": ("UITableViewHeaderFooterView", .view),
    ]

    /// `UICTFontTextStyleHeadline` → headline; Title0 is the large title.
    static func textStyle(_ name: String) -> TextStyle? {
        var key = name
        if key.hasPrefix("UICTFontTextStyle") { key = String(key.dropFirst("UICTFontTextStyle".count)) }
        if key.lowercased() == "title0" { return .largeTitle }
        if key.hasPrefix("Emphasized") { key = String(key.dropFirst("Emphasized".count)) }
        return TextStyle(name: key)
    }

    /// A `<fontDescription>` as a font name: system fonts by type and weight, text styles, and
    /// named fonts as the system font at the weight their name ends in (the stand-in says so).
    static func font(_ e: XMLElement) -> String? {
        if let style = e["style"], let textStyle = textStyle(style) { return textStyle.rawValue }
        let size = e["pointSize"].flatMap(Double.init) ?? 17
        var font = FontName.system(size)
        switch e["type"] {
        case "boldSystem": font.weight = .bold
        case "italicSystem": font.italic = true
        default: break
        }
        if let weight = e["weight"].flatMap(FontWeight.init(name:)) { font.weight = weight }
        if let name = e["name"] {
            font.weight = FontWeight(postScriptName: name)
            if name.lowercased().contains("italic") || name.lowercased().contains("oblique") { font.italic = true }
        }
        return font.text
    }

    /// `<color key="backgroundColor" red= green= blue= alpha=/>`, `white=`, and the system
    /// colours of a light appearance that fill a view (`systemBackgroundColor` white).
    static func color(_ e: XMLElement) -> Color? {
        let alpha = e["alpha"].flatMap(Double.init) ?? 1
        if let r = e["red"].flatMap(Double.init), let g = e["green"].flatMap(Double.init), let b = e["blue"].flatMap(Double.init) {
            return Color(red: r, green: g, blue: b, alpha: alpha)
        }
        if let w = e["white"].flatMap(Double.init) { return Color(red: w, green: w, blue: w, alpha: alpha) }
        switch e["systemColor"] ?? e["cocoaTouchSystemColor"] {
        case "systemBackgroundColor", "whiteColor", "secondarySystemGroupedBackgroundColor", "tableCellGroupedBackgroundColor":
            return Color(red: 1, green: 1, blue: 1)
        case "systemGroupedBackgroundColor", "groupTableViewBackgroundColor", "secondarySystemBackgroundColor":
            return Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255)
        case "blackColor", "labelColor", "darkTextColor": return Color(red: 0, green: 0, blue: 0)
        case "systemBlueColor", "tintColor": return LabelContent.buttonTitleColor
        case "systemRedColor": return Color(red: 1, green: 59 / 255, blue: 48 / 255)
        case "systemGray6Color": return Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255)
        case "secondaryLabelColor": return Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6)
        default: return nil
        }
    }
}
