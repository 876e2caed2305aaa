import ArgumentParser
import Render
import Scene

enum OutputFormat: String, CaseIterable, ExpressibleByArgument {
    case png, svg, json

    /// The format a file name asks for, by its extension.
    static func from(path: String) throws(UserError) -> OutputFormat {
        let name = fileName(of: path)
        guard let dot = name.lastIndex(of: "."), let format = OutputFormat(rawValue: name[name.index(after: dot)...].lowercased()) else {
            throw UserError("\(path): cannot tell the output format from the file name; name it .png, .svg or .json, or pass --format")
        }
        return format
    }
}

extension Overlay: ExpressibleByArgument {}
extension Theme: ExpressibleByArgument {}
