import Foundation
import Gallery
import Layout
import Render
import Scene
import SourceProgram
import Testing

/// Each gallery layout exists twice: as Swift (Sources/Gallery) and as a scene
/// (Fixtures/scenes/gallery-NAME.json). Both must solve to the same frames in every state,
/// with labels measured by the same Pango text engine.
@Suite struct GallerySceneTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures/scenes").path

    @Test(arguments: Gallery.layouts.map(\.name))
    func swiftAndSceneGiveTheSameFrames(name: String) throws {
        let layout = try #require(Gallery.layout(named: name))
        let text = try TextEngine()
        let document = try SceneDocument.load(path: "\(Self.fixtures)/gallery-\(name).json", codeReader: ProgramCodeReader())
        #expect(document.stateCount == layout.states.count, "\(name): the same number of states")
        for (state, stateName) in layout.states.enumerated() {
            let sceneState = try #require(document.state(named: stateName), "\(name): the scene has state \(stateName)")
            // The same screen: labels are sized to its pixels (the scene's canvas scale).
            let view = try layout.makeView(state: state)
            view.displayScale = document.canvas.scale
            let swift = try view.layout(text: text)
            let scene = try document.layout(state: sceneState, text: text)
            #expect(swift.views.map(\.id) == scene.views.map(\.id), "\(name).\(stateName): the same views in the same order")
            for (a, b) in zip(swift.views, scene.views) {
                let close = abs(a.frame.minX - b.frame.minX) < 1e-6 && abs(a.frame.minY - b.frame.minY) < 1e-6
                    && abs(a.frame.width - b.frame.width) < 1e-6 && abs(a.frame.height - b.frame.height) < 1e-6
                #expect(close, "\(name).\(stateName): \(a.id) is \(a.frame) in Swift, \(b.frame) in the scene")
                #expect(a.ambiguous == b.ambiguous, "\(name).\(stateName): \(a.id) ambiguity")
            }
            #expect(swift.constraints.count == scene.constraints.count, "\(name).\(stateName): constraint count")
            #expect(swift.conflicts == scene.conflicts, "\(name).\(stateName): the same conflicts")
        }
    }

    @Test func everyGalleryLayoutHasItsScene() throws {
        for layout in Gallery.layouts {
            #expect(FileManager.default.fileExists(atPath: "\(Self.fixtures)/gallery-\(layout.name).json"), "\(layout.name)")
        }
    }
}
