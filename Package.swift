// swift-tools-version: 6.1
import PackageDescription

// Module boundaries (see docs/architecture.md): Cassowary knows nothing else; Layout knows
// only Cassowary; Scene turns JSON into Layout; Render turns a solved Layout into pictures
// and never parses JSON; Diff compares PNGs. The CLI wires them together.
let package = Package(
    name: "masrender",
    products: [
        .executable(name: "masrender", targets: ["masrender"]),
        .executable(name: "masrender-bench", targets: ["masrender-bench"]),
        .executable(name: "masrender-layout-bench", targets: ["masrender-layout-bench"]),
        .executable(name: "masrender-reader-bench", targets: ["masrender-reader-bench"]),
        .library(name: "Cassowary", targets: ["Cassowary"]),
        .library(name: "Layout", targets: ["Layout"]),
        // What a Swift user imports: the chain DSL and pictures of a view tree.
        .library(name: "Masrender", targets: ["Masrender"]),
        // Golden tests in Swift: assertLayoutSnapshot for XCTest and Swift Testing.
        .library(name: "MasrenderTesting", targets: ["MasrenderTesting"]),
        // swift-snapshot-testing strategies; a product of its own so the core needs no
        // swift-snapshot-testing (and its swift-syntax) to build.
        .library(name: "MasrenderSnapshotTesting", targets: ["MasrenderSnapshotTesting"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        // Cairo, Pango and fontconfig, loaded when the first picture or text is made
        // (Sources/CCairo/include/CCairo.h), not at every start.
        .target(name: "CCairo", linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]),
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"]), .brew(["libpng"])]),
        // libdeflate inflates the common PNGs (8-bit RGB/RGBA) five times faster than zlib; libpng does the rest.
        .systemLibrary(name: "CDeflate", pkgConfig: "libdeflate", providers: [.apt(["libdeflate-dev"]), .brew(["libdeflate"])]),

        .target(name: "Cassowary"),
        .target(name: "Layout", dependencies: ["Cassowary"]),
        .target(name: "Gallery", dependencies: ["Layout"]),
        // Swift and Objective-C read into one code model (docs/source-files.md).
        .target(name: "SourceSyntax"),
        .target(name: "Scene", dependencies: ["Layout", "SourceSyntax"]),
        // Source files read as programs: the drawn class's set-up run by an interpreter (issue 29).
        .target(name: "SourceProgram", dependencies: ["Layout", "SourceSyntax", "Scene"]),
        .target(name: "ConsoleLog", dependencies: ["Layout"]),
        .target(name: "InterfaceBuilder", dependencies: ["Layout"]),
        // Where a screen breaks: every device, text size, orientation and direction (docs/audit.md).
        .target(name: "Audit", dependencies: ["Layout", "Scene"]),
        .target(name: "PNGCodec", dependencies: ["CPNG", "CDeflate"]),
        .target(name: "Render", dependencies: ["Layout", "CCairo", "PNGCodec"]),
        .target(name: "Diff", dependencies: ["PNGCodec"]),
        .target(name: "Goldens", dependencies: ["Diff", "PNGCodec", "Scene", "Layout"]),
        .target(name: "Masrender", dependencies: ["Layout", "Render", "Scene", "PNGCodec"]),
        .target(name: "MasrenderTesting", dependencies: ["Masrender", "Layout", "Render", "Goldens", "Diff", "PNGCodec", "Scene", "Audit"]),
        .target(name: "MasrenderSnapshotTesting", dependencies: [
            "MasrenderTesting", "Layout", "Render", "Diff", "PNGCodec",
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ]),
        .executableTarget(name: "masrender", dependencies: [
            "Scene", "Render", "Diff", "Goldens", "PNGCodec", "Layout", "Gallery", "ConsoleLog", "InterfaceBuilder", "SourceProgram", "Audit",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ], linkerSettings: [
            // Release builds carry Swift's runtime inside (35 MB instead of 14): ten shared
            // libraries fewer to load makes every command about 3.5 ms faster to start
            // (docs/performance.md). ArgumentParser uses FoundationEssentials, whose static
            // archive needs its two helper archives named (`--static-swift-stdlib` would
            // find them, but only as a flag to every build).
            .unsafeFlags(["-static-stdlib", "-Xlinker", "-l_FoundationCShims", "-Xlinker", "-l_FoundationCollections"],
                         .when(configuration: .release)),
        ]),
        .executableTarget(name: "masrender-bench", dependencies: ["Cassowary"]),
        .executableTarget(name: "masrender-layout-bench", dependencies: ["Layout"]),
        .executableTarget(name: "masrender-reader-bench", dependencies: ["SourceProgram", "Scene", "Layout"]),
        // The fuzzing harness (scripts/fuzz); a plain build replays inputs through it.
        .executableTarget(name: "masrender-fuzz", dependencies: ["Scene", "Layout", "ConsoleLog", "PNGCodec", "InterfaceBuilder", "SourceSyntax", "SourceProgram"]),

        .testTarget(name: "CassowaryTests", dependencies: [
            "Cassowary", .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
        .testTarget(name: "LayoutTests", dependencies: ["Layout", "Gallery"]),
        .testTarget(name: "SceneTests", dependencies: [
            "Scene", "Layout", "SourceProgram", .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
        .testTarget(name: "SourceSyntaxTests", dependencies: [
            "SourceSyntax", .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
        .testTarget(name: "SourceProgramTests", dependencies: ["SourceProgram", "Scene", "Layout"]),
        .testTarget(name: "ConsoleLogTests", dependencies: [
            "ConsoleLog", "Layout", .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
        .testTarget(name: "AuditTests", dependencies: [
            "Audit", "Layout", "Scene", .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
        .testTarget(name: "RenderTests", dependencies: ["Render", "Layout", "PNGCodec"]),
        .testTarget(name: "DiffTests", dependencies: [
            "Diff", "PNGCodec", .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
        .testTarget(name: "GoldensTests", dependencies: ["Goldens", "PNGCodec"]),
        .testTarget(name: "MasrenderTestingTests", dependencies: [
            "MasrenderTesting", "MasrenderSnapshotTesting", "Layout", "Goldens", "PNGCodec",
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ]),
        .testTarget(name: "GalleryTests", dependencies: ["Gallery", "Scene", "SourceProgram", "Render", "Layout", "ConsoleLog"]),
        .testTarget(name: "CLITests", dependencies: ["masrender", "Diff", "PNGCodec"]),
    ]
)
