import Layout
import SourceSyntax
import Scene

/// Members of values that are no view: an object of the app's own class, an image's size, an
/// array's count, a text's length and number, a number's scaling extension, a kept
/// constraint's constant, a font's size and line height.
extension Interpreter {
    /// A property of an object of the app's own class, or of its view (a controller's).
    func instanceMember(_ inst: Instance, _ name: String, range: SourceRange, scope: Scope, selfValue: Value, viaSuper: Bool) -> Value {
        // The app delegate's window is the screen's, as `delegate.window` was before its own values were known.
        if name == "window", inst === appDelegate { return .type("UIWindow.key") }
        if !viaSuper, let v = property(name, of: inst, range: range, viaGetter: true) { return v }
        if ["childViewControllers", "children"].contains(name), inst.view != nil, ClassRole.of(inst.type) == .viewController { return .array(inst.children) }
        if let view = inst.view {
            if name == "view" || name == "contentView" { return contentView(view, asked: name) }
            // A tab bar controller's own bar (`tabBar.addSubview(customTabBar)`).
            if name == "tabBar", view.isRoot, inst.type.lineage.last?.superclass == "UITabBarController" { return .view(ownTabBar(in: view)) }
            // A table or collection view controller's list is its view (SetUpPath's controllersList).
            if view.isRoot, (name == "tableView" && view.className == "UITableView") || (name == "collectionView" && view.className == "UICollectionView") { return .view(view) }
            let v = member(.view(view), name, range: range, scope: scope, selfValue: selfValue)
            // A property the file does not declare (its header's, its base class's): named by itself.
            if case .unknown = v, !viaSuper {
                if let given = values[name] ?? values["self." + name] { return .number(given) }
                if ["navigationController", "tabBarController"].contains(name) {
                    let navigation = name == "navigationController"
                    return .unknown(Unknown(name: name, range: range, why: "the \(navigation ? "navigation" : "tab bar") controller the app shows it in, if any; drawn in none",
                                            container: navigation ? .navigation : .tabBar))
                }
                return .unknown(Unknown(name: name, range: range, why: "a property this file does not declare"))
            }
            return v
        }
        return .unknown(Unknown(name: source.text(range), range: range, why: "a property of an object the file does not make"))
    }

    /// A member of a simple value; nil when it is none this reader knows.
    func valueMember(_ base: Value, _ name: String, range: SourceRange) -> Value? {
        switch base {
        case .buttonConfiguration(let c):
            return c.value(of: name)
        case .attributedText(let t) where name == "font":
            return t.font.map(Value.font) ?? .null
        case .image(let imageName) where name == "size":
            // `UIImage *icon = [UIImage imageNamed:@"login_photo"]; … icon.size.height`: the
            // size UIImage(named:) gives it, from the project's asset catalog, as an image
            // view showing it is sized.
            guard let found = assets.images[imageName] else { return nil }
            usedDefinition("image " + imageName, file: found.file)
            return .size(found.size)
        case .array(let items):
            switch name {
            case "count": return .integer(Double(items.count))
            case "first", "firstObject": return items.first ?? .null
            case "last", "lastObject": return items.last ?? .null
            // An NSSet's (`[UIApplication sharedApplication].connectedScenes`): its one member;
            // of several, "chosen at the set's convenience" (NSSet.anyObject, Apple's documentation).
            case "anyObject" where items.count == 1: return items[0]
            case "anyObject": return items.isEmpty ? .null : nil
            case "allObjects": return .array(items)
            case "isEmpty": return .bool(items.isEmpty)
            default: break
            }
        case .string(let s):
            if name == "count" || name == "length" { return .integer(Double(s.count)) }
            // `systemVersion.floatValue`: NSString's number, read as far as it is one (`"17.0"` → 17).
            if let whole = Self.stringNumberReaders[name] { return Self.leadingNumber(s, whole: whole) }
            if name == "isEmpty" { return .bool(s.isEmpty) }
            // `"title".localized`, an app's translation: the text as written.
            if ["localized", "localizedString", "uppercased", "lowercased", "capitalized", "string", "description"].contains(name) { return base }
        case .number(let n), .integer(let n):
            // `16.fit` where the app's extension of CGFloat, Int, … is here: its getter.
            if let v = extensionProperty(on: base, name, range: range) { return v }
            // `20.0.auto`, `16.fit`: an app's scaling extension whose code is not here, at design scale.
            if ["auto", "fit", "adapt", "scale", "fitW", "fitH", "autoWidth", "autoHeight", "w", "h", "dp", "pt", "px"].contains(name) {
                take(.designScale, name, at: range)
                return .number(n)
            }
            if name == "cgFloat" || name == "f" || name == "double" { return .number(n) }
        case .constraint(let k):
            if name == "constant" { return .number(k.installed.first?.constant ?? 0) }
        case .font(let f):
            // `label.font.pointSize`, `font.lineHeight`: the font's size at the text size drawn, and
            // San Francisco's line height (2444/2048 of it, as UIFont gives; layout.md).
            guard let font = try? FontName(parsing: FontName.sized(f, category: contentSizeCategory)), let size = font.size else { return nil }
            if name == "pointSize" { return .number(size) }
            if name == "lineHeight", case .system = font.face { return .number(size * 2444 / 2048) }
        default:
            break
        }
        return nil
    }
}
