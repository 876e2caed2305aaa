import Layout
import SourceSyntax

/// C's and UIKit's functions and value types: `CGRectMake`, `CGSize(width:height:)`,
/// `UIEdgeInsetsMake`, `MIN`/`MAX`, `ceil`, `CGRectGetWidth`, fonts and colours, and an app's
/// colour helpers (`RGB(51, 51, 51)`, `UIColorFromRGB(0xFF8800)`).
extension Interpreter {
    func numbers(_ a: [CallArgument]) -> [Double]? {
        let n = a.compactMap { $0.value.number }
        return n.count == a.count ? n : nil
    }

    func firstUnknown(_ a: [CallArgument]) -> Value? {
        a.first { $0.value.isUnknown }?.value
    }

    func builtin(_ n: String, _ given: [CallArgument], range: SourceRange) -> Value? {
        let a = given.map { arg in var arg = arg; arg.value = asFrameNumber(arg.value, range: range); return arg }
        if let v = structFunction(n, a) { return v }
        if let u = firstUnknown(a), ["MIN", "MAX", "min", "max", "ceil", "floor", "round", "fabs", "abs", "ceilf", "floorf", "roundf", "sqrt",
                                     "CGRectGetWidth", "CGRectGetHeight"].contains(n) { return u }
        switch n {
        // (`where` on each pattern: Swift applies one written once to the last alone.)
        case "dispatch_async" where enqueueOnMainQueue(a, queueAt: 0), "dispatch_after" where enqueueOnMainQueue(a, queueAt: 1):
            return .null
        case "dispatch_once":
            // A shared instance's one-time set-up (`dispatch_once(&onceToken, ^{ app = [[LZApp
            // alloc] init]; [app configInit]; })`): run where it is called. The first call is the
            // one that runs it, and `static` locals are read afresh each call here, so each call
            // makes the instance again the same way.
            if case .closure(let c)? = a.last?.value { _ = callClosure(c, [], range: range) }
            return .null
        case "CGSizeEqualToSize", "CGRectEqualToRect", "CGPointEqualToPoint":
            // An app's model test (`CGSizeEqualToSize(CGSizeMake(1125, 2436), [[UIScreen mainScreen]
            // currentMode].size)`): decided by the device drawn.
            guard a.count == 2 else { return nil }
            switch (a[0].value, a[1].value) {
            case (.size(let x), .size(let y)): return .bool(abs(x.width - y.width) < 0.01 && abs(x.height - y.height) < 0.01)
            case (.rect(let x), .rect(let y)): return .bool(x == y)
            case (.point(let x), .point(let y)): return .bool(x == y)
            default: return firstUnknown(a)
            }
        case "NSClassFromString":
            // A class named by a text the code holds (`Class cls = NSClassFromString(obj); [[cls
            // alloc] init]` over a list of controller names): that class, as the runtime finds
            // it; Swift's are named with their module (`"App.HomeViewController"`).
            guard case .string(let name)? = a.first?.value, let last = name.split(separator: ".").last, !last.isEmpty else { return firstUnknown(a) }
            return .type(String(last))
        case "MIN", "min", "fmin", "fminf": return numbers(a).flatMap { $0.min() }.map(Value.number)
        case "MAX", "max", "fmax", "fmaxf": return numbers(a).flatMap { $0.max() }.map(Value.number)
        case "ceil", "ceilf": return a.first?.value.number.map { .number($0.rounded(.up)) }
        case "floor", "floorf": return a.first?.value.number.map { .number($0.rounded(.down)) }
        case "round", "roundf", "lround": return a.first?.value.number.map { .number($0.rounded()) }
        case "fabs", "abs", "fabsf": return a.first?.value.number.map { .number(abs($0)) }
        case "sqrt", "sqrtf": return a.first?.value.number.map { .number($0.squareRoot()) }
        case "CGRectGetWidth", "CGRectGetHeight", "CGRectGetMaxX", "CGRectGetMaxY", "CGRectGetMinX", "CGRectGetMinY", "CGRectGetMidX", "CGRectGetMidY":
            guard case .rect(let r)? = a.first?.value else { return a.first?.value.isUnknown == true ? a.first!.value : nil }
            let part = ["CGRectGetWidth": r.width, "CGRectGetHeight": r.height, "CGRectGetMaxX": r.minX + r.width, "CGRectGetMaxY": r.minY + r.height,
                        "CGRectGetMinX": r.minX, "CGRectGetMinY": r.minY, "CGRectGetMidX": r.minX + r.width / 2, "CGRectGetMidY": r.minY + r.height / 2]
            return part[n].map(Value.number)
        case "UIEdgeInsetsInsetRect", "CGRectInset", "CGRectOffset":
            guard a.count >= 2, case .rect(let r) = a[0].value else { return firstUnknown(a) }
            if n == "UIEdgeInsetsInsetRect" {
                guard case .insets(let i) = a[1].value else { return firstUnknown(a) }
                return .rect(Self.inset(r, by: i))
            }
            guard a.count == 3, let dx = a[1].value.number, let dy = a[2].value.number else { return firstUnknown(a) }
            return (n == "CGRectInset" ? Self.inset(r, dx: dx, dy: dy) : Self.offset(r, dx: dx, dy: dy)).map(Value.rect)
        case "NSLog", "print", "debugPrint", "NSAssert", "assert", "precondition", "fatalError", "dispatch_async", "NSLocalizedString":
            // The development language's text where the project has it; the key, as UIKit shows a missing one.
            if n == "NSLocalizedString", case .string(let key)? = a.first?.value {
                if let text = assets.strings[key], let file = assets.stringsFile { usedDefinition("string \"\(key)\"", file: file); return .string(text) }
                return .string(key)
            }
            return .null
        default:
            return colorCall(n, a, range: range)
        }
    }

    /// `CGRectMake(…)`, `CGSizeMake`, `CGPointMake`, `UIEdgeInsetsMake`, `NSDirectionalEdgeInsetsMake`.
    func structFunction(_ n: String, _ a: [CallArgument]) -> Value? {
        guard ["CGRectMake", "CGSizeMake", "CGPointMake", "UIOffsetMake", "UIEdgeInsetsMake", "NSDirectionalEdgeInsetsMake"].contains(n) else { return nil }
        if let u = firstUnknown(a) { return u }
        guard let v = numbers(a) else { return nil }
        switch (n, v.count) {
        case ("CGRectMake", 4): return .rect(Rect(x: v[0], y: v[1], width: v[2], height: v[3]))
        case ("CGSizeMake", 2): return .size(Size(width: v[0], height: v[1]))
        case ("CGPointMake", 2), ("UIOffsetMake", 2): return .point(Point(x: v[0], y: v[1]))
        case ("UIEdgeInsetsMake", 4), ("NSDirectionalEdgeInsetsMake", 4): return .insets(EdgeInsets(top: v[0], left: v[1], bottom: v[2], right: v[3]))
        default: return nil
        }
    }

    /// Swift's initialisers of the same: `CGSize(width:height:)`, `UIEdgeInsets(top:left:bottom:right:)`, …
    func structConstructor(_ type: String, _ a: [CallArgument]) -> Value? {
        guard ["CGRect", "CGSize", "CGPoint", "UIOffset", "UIEdgeInsets", "NSDirectionalEdgeInsets"].contains(type) else { return nil }
        if let u = firstUnknown(a) { return u }
        var byLabel: [String: Double] = [:]
        for arg in a { if let l = arg.label, let n = arg.value.number { byLabel[l] = n } }
        func v(_ k: String) -> Double { byLabel[k] ?? 0 }
        switch type {
        case "CGRect":
            // `CGRect(origin: .zero, size: CGSize(width: w, height: 160))`: `.zero` is the type's zero.
            let origin = a.first(where: { $0.label == "origin" })?.value, size = a.first(where: { $0.label == "size" })?.value
            func zeroed(_ v: Value?) -> Value? { if case .symbol(let s)? = v, s == "zero" || s.hasSuffix(".zero") { return nil } else { return v } }
            if origin != nil, size != nil {
                var o: Point?, s: Size?
                switch zeroed(origin) { case nil: o = Point(x: 0, y: 0); case .point(let p)?: o = p; default: break }
                switch zeroed(size) { case nil: s = Size(width: 0, height: 0); case .size(let z)?: s = z; default: break }
                if let o, let s { return .rect(Rect(x: o.x, y: o.y, width: s.width, height: s.height)) }
            }
            // EZSwiftExtensions' `CGRect(x: 0, y: 0, w: width, h: 98)` (an app's extension written so).
            return .rect(Rect(x: v("x"), y: v("y"), width: byLabel["w"] ?? v("width"), height: byLabel["h"] ?? v("height")))
        case "CGSize":
            // An app's `extension CGSize { init(_ size: CGFloat) { self.init(width: size, height: size) } }`: a square.
            if a.count == 1, a[0].label == nil, let side = a[0].value.number,
               classes.classes["CGSize"]?.method(MethodKey.make("init", labels: [nil])) != nil { return .size(Size(width: side, height: side)) }
            return .size(Size(width: v("width"), height: v("height")))
        case "CGPoint": return .point(Point(x: v("x"), y: v("y")))
        case "UIOffset": return .point(Point(x: v("horizontal"), y: v("vertical")))
        case "NSDirectionalEdgeInsets": return .insets(EdgeInsets(top: v("top"), left: v("leading"), bottom: v("bottom"), right: v("trailing")))
        default:
            if let all = a.first(where: { $0.label == nil })?.value.number, a.count == 1 { return .insets(EdgeInsets(top: all, left: all, bottom: all, right: all)) }
            let h = byLabel["horizontal"], vert = byLabel["vertical"]
            if h != nil || vert != nil { return .insets(EdgeInsets(top: vert ?? 0, left: h ?? 0, bottom: vert ?? 0, right: h ?? 0)) }
            return .insets(EdgeInsets(top: v("top"), left: v("left"), bottom: v("bottom"), right: v("right")))
        }
    }

    /// A C struct from `{…}` (`(CGRect){0, 0, 1, 1}`, `UIEdgeInsets e = {10, 10, 10, 10}`).
    func structValue(_ type: String, _ items: [Value]) -> Value? {
        let v = items.compactMap(\.number)
        guard v.count == items.count else { return nil }
        switch (type, v.count) {
        case ("CGRect", 4): return .rect(Rect(x: v[0], y: v[1], width: v[2], height: v[3]))
        case ("CGSize", 2): return .size(Size(width: v[0], height: v[1]))
        case ("CGPoint", 2), ("UIOffset", 2): return .point(Point(x: v[0], y: v[1]))
        case ("UIEdgeInsets", 4): return .insets(EdgeInsets(top: v[0], left: v[1], bottom: v[2], right: v[3]))
        default: return nil
        }
    }

    /// `systemFont(ofSize:weight:)`, `systemFontOfSize:`, `boldSystemFont…`, `preferredFont(forTextStyle:)`,
    /// `fontWithName:size:`: the font as masrender names it.
    func fontCall(_ base: String, _ a: [CallArgument]) -> String? {
        let size = a.first?.value.number
        func weight() -> FontWeight {
            guard let w = a.first(where: { $0.label == "weight" })?.value else { return .regular }
            switch w {
            case .symbol(let s): return FontWeight(name: s) ?? .regular
            case .number(let n), .integer(let n): return FontWeight(rawWeight: n)
            default: return .regular
            }
        }
        switch base {
        case "systemFont", "systemFontOfSize":
            guard let size else { return nil }
            return FontName.system(size, weight: weight()).text
        case "boldSystemFont", "boldSystemFontOfSize":
            guard let size else { return nil }
            return FontName.system(size, weight: .bold).text
        case "italicSystemFont", "italicSystemFontOfSize":
            guard let size else { return nil }
            return FontName.system(size, italic: true).text
        case "monospacedDigitSystemFont", "monospacedDigitSystemFontOfSize":
            guard let size else { return nil }
            var f = FontName.system(size, weight: weight())
            f.monospacedDigits = true
            return f.text
        case "preferredFont", "preferredFontForTextStyle":
            guard case .symbol(let s)? = a.first?.value else { return nil }
            let name = s.split(separator: ".").last.map(String.init) ?? s
            let key = name.hasPrefix("UIFontTextStyle") ? String(name.dropFirst(15)) : name
            return TextStyle.allCases.first { $0.rawValue.lowercased() == key.lowercased() }?.rawValue
        case "fontWithName":
            guard let size = a.first(where: { $0.label == "size" })?.value.number ?? (a.count > 1 ? a[1].value.number : nil) else { return nil }
            return namedFont(a, size: size)
        default:
            return nil
        }
    }

    /// `UIFont(name: "PingFangSC-Light", size: 12)`, `[UIFont fontWithName:… size:…]`: drawn as
    /// the system font at the weight its PostScript name ends in, italic if it says so.
    func namedFont(_ a: [CallArgument], size: Double) -> String {
        guard case .string(let name)? = a.first?.value else { return FontName.system(size).text }
        let lower = name.lowercased()
        return FontName.system(size, weight: FontWeight(postScriptName: name), italic: lower.includes("italic") || lower.includes("oblique")).text
    }

    /// UIFontMetrics' `scaledFont(for:)` and `scaledValue(for:)`: the font's size or the number
    /// grown as `style` grows at the text size drawn, to whole points for a font as UIKit
    /// returns it (TextStyle.scaledValue).
    func fontMetricsCall(_ style: TextStyle, _ base: String, _ a: [CallArgument]) -> Value? {
        switch (base, a.first?.value) {
        case ("scaledFont", .font(let f)?), ("scaledFontForFont", .font(let f)?):
            guard var font = try? FontName(parsing: f), let size = font.size else { return .font(f) }
            font.size = style.scaledValue(size, category: contentSizeCategory, scale: 1)
            return .font(font.text)
        case ("scaledValue", .number(let n)?), ("scaledValueForValue", .number(let n)?),
             ("scaledValue", .integer(let n)?), ("scaledValueForValue", .integer(let n)?):
            return .number(style.scaledValue(n, category: contentSizeCategory, scale: scale))
        default:
            return nil
        }
    }

    func resized(_ font: String, _ size: Double) -> String {
        guard var f = try? FontName(parsing: font) else { return FontName.system(size).text }
        f.size = size
        return f.text
    }

    /// `UIColor(red:green:blue:alpha:)`, `UIColor(white:alpha:)`.
    func colorConstructor(_ a: [CallArgument], range: SourceRange) -> Value {
        var byLabel: [String: Double] = [:]
        for arg in a { if let l = arg.label, let n = arg.value.number { byLabel[l] = n } }
        if let r = byLabel["red"], let g = byLabel["green"], let b = byLabel["blue"] { return .color(Color(red: r, green: g, blue: b, alpha: byLabel["alpha"] ?? 1)) }
        if let w = byLabel["white"] { return .color(Color(red: w, green: w, blue: w, alpha: byLabel["alpha"] ?? 1)) }
        if let c = colorCall("hex", a, range: range) { return c }
        return .unknown(Unknown(name: "UIColor", range: range, why: "a colour the file does not define"))
    }

    /// `colorWithRed:green:blue:alpha:`, `colorWithWhite:alpha:`, and an app's helpers named
    /// with `RGB`, `hex` or `color` given 0–255 components or a hex number or string.
    func colorCall(_ n: String, _ a: [CallArgument], range: SourceRange) -> Value? {
        // UIKit's own initialisers, in 0–1 (`UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)`,
        // `.init(white: 0.2, alpha: 1)`), before an app's 0–255 helpers.
        if n == "UIColor" || n == "init", a.contains(where: { ["red", "white"].contains($0.label) }) { return colorConstructor(a, range: range) }
        let lower = n.lowercased()
        if n == "colorWithRed", let v = numbers(a), v.count >= 3 { return .color(Color(red: v[0], green: v[1], blue: v[2], alpha: v.count > 3 ? v[3] : 1)) }
        if n == "colorWithWhite", let v = numbers(a), !v.isEmpty { return .color(Color(red: v[0], green: v[0], blue: v[0], alpha: v.count > 1 ? v[1] : 1)) }
        guard lower.includes("rgb") || lower.includes("hex") || lower.includes("color") else { return nil }
        if let v = numbers(a), v.count >= 3, v.prefix(3).allSatisfy({ $0 >= 0 && $0 <= 255 }) {
            let alpha = v.count > 3 ? (v[3] > 1 ? v[3] / 255 : v[3]) : 1
            return .color(Color(red: v[0] / 255, green: v[1] / 255, blue: v[2] / 255, alpha: alpha))
        }
        var hex: Int?
        switch a.first?.value {
        case .number(let x)?, .integer(let x)?: hex = Int(exactly: x)
        case .string(let s)?:
            let digits = s.hasPrefix("#") ? String(s.dropFirst()) : s.hasPrefix("0x") ? String(s.dropFirst(2)) : s
            if digits.count == 6 { hex = Int(digits, radix: 16) }
        default: break
        }
        if let h = hex, h >= 0, h <= 0xFFFFFF {
            return Self.color(hex: h)
        }
        return nil
    }

    /// The colour of a 0xRRGGBB number.
    static func color(hex h: Int, alpha: Double = 1) -> Value {
        .color(Color(red: Double((h >> 16) & 0xFF) / 255, green: Double((h >> 8) & 0xFF) / 255, blue: Double(h & 0xFF) / 255, alpha: alpha))
    }

    /// `dispatch_async(dispatch_get_main_queue(), ^{ … })`, `dispatch_after(…, dispatch_get_main_queue(),
    /// ^{ … })`: the block is kept to run once the set-up has, as the main queue runs it right
    /// after (a view's `configureUI` and `configureConstraints` called 0.01 s after its
    /// initialiser). Another queue's block (a background fetch) is not the set-up's: false.
    func enqueueOnMainQueue(_ a: [CallArgument], queueAt index: Int) -> Bool {
        guard a.count > index, source.text(a[index].expr.range).contains("main_queue"), case .closure(let c)? = a.last?.value else { return false }
        if index > 0, !Self.isPromptly(source.text(a[0].expr.range)) { return false }
        mainQueueBlocks.append(c)
        return true
    }

    /// Whether a delay as written (`dispatch_time(DISPATCH_TIME_NOW, (int64_t)(0.01 *
    /// NSEC_PER_SEC))`, `.now() + 0.3`) is at most half a second: the block is as good as run
    /// right after the set-up. A longer one (`.now() + 5`, a banner hidden after five seconds) is
    /// no part of the first picture.
    static func isPromptly(_ delay: String) -> Bool {
        let scale = delay.contains("MSEC") || delay.contains("milliseconds") ? 0.001 : delay.contains("USEC") || delay.contains("microseconds") ? 0.000_001 : 1
        // Numbers written alone (not the `64` of `int64_t`).
        var numbers: [Double] = []
        var current = ""
        var inWord = false
        for c in delay + " " {
            if inWord { inWord = c.isLetter || c.isNumber || c == "_"; continue }
            if c.isNumber || (c == "." && !current.isEmpty) { current.append(c); continue }
            if let n = Double(current) { numbers.append(n) }
            current = ""
            inWord = c.isLetter || c == "_"
        }
        return (numbers.max() ?? 0) * scale <= 0.5
    }
}

extension Interpreter {
    /// Core Graphics' and UIKit's rectangle arithmetic, as they define it: `UIEdgeInsetsInsetRect`
    /// (Swift's `rect.inset(by:)`) takes each inset off its edge whatever the result;
    /// `CGRectInset` (`insetBy(dx:dy:)`) both sides by dx and dy, and gives the null rectangle
    /// where that leaves a negative width or height (nil here: no frame); `CGRectOffset`
    /// (`offsetBy(dx:dy:)`) moves it.
    static func inset(_ r: Rect, by i: EdgeInsets) -> Rect {
        Rect(x: r.minX + i.left, y: r.minY + i.top, width: r.width - i.left - i.right, height: r.height - i.top - i.bottom)
    }

    static func inset(_ r: Rect, dx: Double, dy: Double) -> Rect? {
        let width = r.width - 2 * dx, height = r.height - 2 * dy
        guard width >= 0, height >= 0 else { return nil }
        return Rect(x: r.minX + dx, y: r.minY + dy, width: width, height: height)
    }

    static func offset(_ r: Rect, dx: Double, dy: Double) -> Rect { Rect(x: r.minX + dx, y: r.minY + dy, width: r.width, height: r.height) }

    /// A method of a rectangle (`frame.inset(by: insets)`, `bounds.insetBy(dx: 8, dy: 8)`,
    /// `frame.offsetBy(dx: 0, dy: 10)`); nil for any other.
    static func rectMethod(_ r: Rect, _ base: String, _ a: [CallArgument]) -> Value? {
        switch (base, a.count) {
        case ("inset", 1):
            guard a[0].label == "by", case .insets(let i) = a[0].value else { return nil }
            return .rect(inset(r, by: i))
        case ("insetBy", 2), ("offsetBy", 2):
            guard let dx = a[0].value.number, let dy = a[1].value.number else { return nil }
            return (base == "insetBy" ? inset(r, dx: dx, dy: dy) : offset(r, dx: dx, dy: dy)).map(Value.rect)
        default: return nil
        }
    }
}
