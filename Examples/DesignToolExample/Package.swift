// swift-tools-version: 6.0
// A design tool's use of TWKit, as a separate package that depends on the TWKit package by path.
// `.ci/run` builds and runs it.
import PackageDescription

let package = Package(
    name: "DesignToolExample",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "TWKit", path: "../..")],
    targets: [
        .executableTarget(name: "DesignToolExample", dependencies: [.product(name: "TWKit", package: "TWKit")])
    ],
    swiftLanguageModes: [.v6]
)
