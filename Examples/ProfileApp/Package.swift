// swift-tools-version: 6.1
import PackageDescription

// An app's layout files, drawn and snapshot-tested with masrender: how a user's own package
// depends on it (here by path; in an app, by its repository URL).
let package = Package(
    name: "ProfileApp",
    products: [
        .library(name: "ProfileLayouts", targets: ["ProfileLayouts"]),
        .executable(name: "draw-layouts", targets: ["draw-layouts"]),
    ],
    dependencies: [
        .package(name: "masrender", path: "../.."),
    ],
    targets: [
        .target(name: "ProfileLayouts", dependencies: [.product(name: "Masrender", package: "masrender")]),
        .executableTarget(name: "draw-layouts", dependencies: ["ProfileLayouts", .product(name: "Masrender", package: "masrender")]),
        .testTarget(name: "ProfileLayoutsTests", dependencies: [
            "ProfileLayouts",
            .product(name: "Masrender", package: "masrender"),
            .product(name: "MasrenderTesting", package: "masrender"),
        ]),
    ]
)
