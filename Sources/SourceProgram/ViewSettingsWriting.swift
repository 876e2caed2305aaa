import Layout
import SourceSyntax
import Scene

/// A view's settings written in code (`label.text = …`, `v.frame = …`, `stack.axis = …`), kept
/// on the view for the picture and its layout; for setMember.
extension Interpreter {
    /// The text, font, colours, style, frame and alignment a view is given.
    func setViewSetting(_ v: ViewObject, _ name: String, _ value: Value, range: SourceRange) {
        switch name {
        case "text", "placeholder", "title":
            if case .string(let s) = value { v.text = s }
        case "font":
            if case .font(let f) = value { v.font = f }
            // An app's font helper read at design scale (`v2Font(14)`): the system font of that size.
            if value.isNumeric, let size = value.number, size > 0, size < 200 { v.font = FontName.system(size).text }
        case "textColor":
            if let c = colorValue(value) { v.textColor = c }
        case "backgroundColor":
            if let c = colorValue(value) { v.backgroundColor = c }
        case "numberOfPages":
            if let n = value.number { v.pageCount = Int(n) }
        case "style", "activityIndicatorViewStyle":
            if case .symbol(let s) = value { v.largeIndicator = s.lowercased().hasSuffix("large") }
        case "isScrollEnabled", "scrollEnabled":
            if let t = truth(value) { v.scrollDisabled = !t }
        case "textAlignment":
            // `.center`, `NSTextAlignmentCenter`
            let word: String? = { switch value { case .symbol(let s), .type(let s): return s; default: return nil } }()
            if let word {
                let last = String(word.split(separator: ".").last ?? Substring(word))
                let key = last.hasPrefix("NSTextAlignment") ? String(last.dropFirst(15)) : last
                v.textAlignment = TextAlignment(rawValue: key.prefix(1).lowercased() + key.dropFirst())
            }
        case "numberOfLines":
            if let n = value.number { v.numberOfLines = Int(n) }
        case "frame", "bounds":
            // (A subview's bounds set in code move no frame here; the drawn view's own are its size.)
            if name == "bounds" && !v.isRoot { break }
            if case .rect(let r) = value {
                v.frame = r; v.frameUnknown = false
                if v.isRoot { ownFrame = (r, range) }
                if name == "frame" { keepFrameOfConstruction(v, r) }
            }
            // A frame from values only the app knows: said, with what to give (it was dropped silently).
            if case .unknown(let u) = value {
                v.frameUnknown = true
                warn(range, "\(v.name ?? v.className)'s frame uses \(u.name) (\(u.why)); the view keeps no frame here")
                if !unknownNames.contains(u.name) { unknownNames.append(u.name) }
            }
            framesSet.append((v, SourceRange(max(range.start, range.end - 5), range.end)))
        default:
            setViewLayoutSetting(v, name, value, range: range)
        }
    }

    /// The table headers, frame categories, stack, margins and flags a view is given; any other
    /// setting is kept to be read back.
    func setViewLayoutSetting(_ v: ViewObject, _ name: String, _ value: Value, range: SourceRange) {
        switch name {
        case "tableHeaderView", "tableFooterView":
            // The table adds it and places it (Materializer's placeTableHeaders).
            guard case .view(let header) = value else { break }
            v.addSubview(header)
            header.tableSlot = (v, name == "tableFooterView")
            // One kept in no variable (`tableView.tableFooterView = UIView.new`) is named by its
            // place, not as a plain `view` (which reads as the screen's own).
            if header.name == nil { header.name = (v.name ?? "tableView") + "." + name }
            tableHeadersSet.append(header)
        case "leftView" where v.className.hasSuffix("TextField"), "rightView" where v.className.hasSuffix("TextField"):
            // The field adds it and places it while its mode shows it (TextFieldSides); read back as set.
            v.settings[name] = value
            if case .view(let side) = value { textFieldSidesSet.append((v, side, name == "rightView", range)) }
        case "width", "height", "size":
            // An app's frame category (UIView+Frame: `self.height = 282`, `view.size = CGSizeMake(…)`),
            // common in Objective-C apps: the frame's size, as the category's setter makes it.
            setFrameSize(v, name, value, range: range)
        case "center" where !v.isRoot:
            // UIKit's `center` (`button.center = CGPoint(x: w * 0.75, y: 183)`), on any view.
            setFramePosition(v, name, value, range: range)
        case _ where Self.frameCategoryPositions.contains(name) && !v.isRoot && v.frame != nil:
            // The same categories' position setters (`tView.centerX = self.view.centerX`), on a
            // view whose frame the code set: its origin moves, its size stays.
            setFramePosition(v, name, value, range: range)
        case "preferredMaxLayoutWidth":
            if let n = value.number { v.preferredMaxLayoutWidth = n }
        case "image" where v.className.hasSuffix("ImageView"):
            if case .image(let name) = value { v.imageName = name }; imagesSet.append((v, SourceRange(max(range.start, range.end - 5), range.end)))
        case "hidden", "isHidden":
            if let t = truth(value) { v.hidden = t }
        case "tag":
            // Found again by `viewWithTag:` (an app's way to reach a view it kept no name for).
            if let n = value.number { v.tag = Int(n); v.tagUnknown = false } else { v.tagUnknown = true }
        case "clipsToBounds", "masksToBounds":
            // `view.layer.masksToBounds` reaches the view (a layer is its view here).
            if let t = truth(value) { v.clips = t }
        case "axis":
            if let s = Self.enumCase(value) { v.stackAxisVertical = s.lowercased().hasSuffix("vertical") }
        case "spacing":
            if let n = value.number { v.stackSpacing = n }
        case "layoutMargins", "directionalLayoutMargins":
            if case .insets(let i) = value { v.margins = i }
        case "configuration" where v.className.hasSuffix("Button"):
            if case .buttonConfiguration(let c) = value { v.configuration = c }
            if case .null = value { v.configuration = nil }
        case "attributedText", "attributedTitle":
            // `label.attributedText = NSAttributedString(string: "Hi", attributes: [.font: f])`.
            if case .attributedText(let t) = value {
                if let text = t.text { v.text = text }
                if let font = t.font { v.font = font }
            }
        case "contentEdgeInsets" where v.className.hasSuffix("Button"):
            if case .insets(let i) = value { v.contentEdgeInsets = i }
        case "insetsLayoutMarginsFromSafeArea":
            if let t = truth(value) { v.marginsFromSafeArea = t }
        case "viewRespectsSystemMinimumLayoutMargins":
            if let t = truth(value) { v.respectsSystemMinimumMargins = t }
        case "borderStyle":
            if case .symbol(let s) = value { v.roundedBorder = s.lowercased().hasSuffix("roundedrect") }
        case "alignment", "distribution":
            if let s = Self.enumCase(value) {
                let word = String(s.split(separator: ".").last ?? Substring(s))
                if name == "alignment" { v.stackAlignment = Self.stackWord(word) } else { v.stackDistribution = Self.stackWord(word) }
            }
        default:
            // Any other setting the code reads back later (`segment.selectedSegmentIndex = 0`
            // then `if (segment.selectedSegmentIndex == 0)`): the value it set.
            if !value.isUnknown { v.settings[name] = value }
        }
    }
}
