import Masrender
import MasrenderTesting
import ProfileLayouts
import Testing

/// The app's layouts as golden pictures (and layout goldens beside them) in
/// `__Snapshots__/LayoutSnapshotTests/`. A change of a constant in a layout file fails here,
/// saying what moved, with the reference, failure and diff images in SNAPSHOT_ARTIFACTS.
@Suite struct LayoutSnapshotTests {
    @Test func profileCell() throws {
        let cell = try ProfileCell()
        // The cell's height comes from its content: 16 + 56 + 16.
        let drawn = try picture(of: cell.contentView, fitting: .height)
        #expect(drawn.result.root.frame.height == 88)
        #expect(drawn.result.view(id: "avatarView")?.frame == Rect(x: 16, y: 16, width: 56, height: 56))
        assertLayoutSnapshot(of: cell.contentView, fitting: .height)
    }

    @Test func loginScreen() throws {
        let screen = try LoginScreen()
        assertLayoutSnapshot(of: screen.view, device: "iPhone 15")
        // Frames-only, the plain look for a golden of the UI itself.
        assertLayoutSnapshot(of: screen.view, named: "plain", device: "iPhone 15", overlay: .frames)
    }
}
