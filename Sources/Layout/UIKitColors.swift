/// UIKit's named colours in a light appearance, by the names code writes them: `red`,
/// `UIColor.systemBlue`, `[UIColor whiteColor]` (`whiteColor`). One table for every reader of
/// code (the source reader, the program reader).
extension Color {
    public static func uikit(named name: String) -> Color? {
        let base = name.hasSuffix("Color") && name != "UIColor" ? String(name.dropLast(5)) : name
        return uikitTable[base]
    }

    static let uikitTable: [String: Color] = [
        "red": Color(red: 1, green: 0, blue: 0), "green": Color(red: 0, green: 1, blue: 0), "blue": Color(red: 0, green: 0, blue: 1),
        "black": .black, "white": .white, "gray": Color(red: 0.5, green: 0.5, blue: 0.5),
        "lightGray": Color(red: 2 / 3, green: 2 / 3, blue: 2 / 3), "darkGray": Color(red: 1 / 3, green: 1 / 3, blue: 1 / 3),
        "yellow": Color(red: 1, green: 1, blue: 0), "orange": Color(red: 1, green: 0.5, blue: 0), "purple": Color(red: 0.5, green: 0, blue: 0.5),
        "brown": Color(red: 0.6, green: 0.4, blue: 0.2), "cyan": Color(red: 0, green: 1, blue: 1), "magenta": Color(red: 1, green: 0, blue: 1),
        "systemBlue": Color(red: 0, green: 122 / 255, blue: 1), "systemRed": Color(red: 1, green: 59 / 255, blue: 48 / 255),
        "systemGreen": Color(red: 52 / 255, green: 199 / 255, blue: 89 / 255), "systemGray": Color(red: 142 / 255, green: 142 / 255, blue: 147 / 255),
        "clear": .clear, "systemBackground": .white, "secondarySystemBackground": Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255),
        "groupTableViewBackground": Color(red: 239 / 255, green: 239 / 255, blue: 244 / 255), "systemGroupedBackground": Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255),
    ]
}
