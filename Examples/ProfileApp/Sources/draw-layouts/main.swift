import Foundation
import Masrender
import ProfileLayouts

// Draws the app's layouts to PNG: draw-layouts [FOLDER] (default: the current folder).
let folder = CommandLine.arguments.dropFirst().first ?? "."
do {
    let cell = try ProfileCell()
    // A cell: its width, its height fitted to the content.
    let drawn: [(String, Picture)] = [
        ("profile-cell.png", try picture(of: cell.contentView, scale: 2, fitting: .height)),
        ("login-screen.png", try picture(of: try LoginScreen().view, device: "iPhone 15")),
    ]
    for (name, picture) in drawn {
        let path = folder + "/" + name
        try Data(try picture.png()).write(to: URL(fileURLWithPath: path), options: .atomic)
        print("wrote \(path): \(picture.result.conflicts.count) conflicts")
    }
} catch {
    FileHandle.standardError.write(Data("draw-layouts: \(error)\n".utf8))
    exit(1)
}
