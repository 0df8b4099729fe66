// swift-tools-version: 6.0
// TWKit: the swiftcn class language without SwiftUI. Layers, lowest first:
// TWJSON -> TWSyntax -> TWResolve (-> TWConformance) -> TWEmit (-> TWKit, the façade) -> TWLint, TWLanguageServer -> TWBridge -> TWCommandLine -> executables.
import PackageDescription

let package = Package(
    name: "TWKit",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "TWJSON", targets: ["TWJSON"]),
        .library(name: "TWSyntax", targets: ["TWSyntax"]),
        .library(name: "TWResolve", targets: ["TWResolve"]),
        .library(name: "TWEmit", targets: ["TWEmit"]),
        .library(name: "TWConformance", targets: ["TWConformance"]),
        .library(name: "TWKit", targets: ["TWKit"]),
        .executable(name: "tw", targets: ["tw"]),
        .executable(name: "twlint", targets: ["twlint"]),
        .plugin(name: "TWLintCommandPlugin", targets: ["TWLintCommandPlugin"]),
        .plugin(name: "TWLintBuildToolPlugin", targets: ["TWLintBuildToolPlugin"]),
    ],
    targets: [
        // JSON values, their text and Codable bridges, and the UTF-8 policy: no dependencies.
        .target(name: "TWJSON", exclude: ["README.md"]),
        .target(name: "TWSyntax", dependencies: ["TWJSON"], exclude: ["README.md"]),
        .target(
            name: "TWResolve",
            dependencies: ["TWJSON", "TWSyntax"],
            exclude: ["README.md"],
            resources: [.embedInCode("Resources/default.json")]
        ),
        .target(
            name: "TWEmit",
            dependencies: ["TWJSON", "TWSyntax", "TWResolve"],
            exclude: ["README.md"],
            resources: [
                .embedInCode("Resources/resolution.schema.json"),
                .embedInCode("Resources/matrix.schema.json"),
                .embedInCode("Resources/explain.schema.json"),
                .embedInCode("Resources/suggestion.schema.json"),
                .embedInCode("Resources/codegen.schema.json"),
            ]
        ),
        // The conformance runner: swiftcn's facts as data, checked against the resolver.
        .target(name: "TWConformance", dependencies: ["TWJSON", "TWSyntax", "TWResolve"], exclude: ["README.md"]),
        // The façade for library users: one call from classes and contexts to an analysis or a matrix.
        .target(name: "TWKit", dependencies: ["TWJSON", "TWSyntax", "TWResolve", "TWEmit"], exclude: ["README.md"]),
        .target(name: "TWLint", dependencies: ["TWJSON", "TWSyntax", "TWResolve", "TWEmit"], exclude: ["README.md"]),
        .target(name: "TWLanguageServer", dependencies: ["TWJSON", "TWSyntax", "TWResolve", "TWEmit", "TWLint"], exclude: ["README.md"]),
        // `tw serve`: the design-tool methods over HTTP on loopback, with a playground.
        .target(
            name: "TWBridge",
            dependencies: ["TWJSON", "TWSyntax", "TWResolve", "TWLanguageServer"],
            exclude: ["README.md"],
            resources: [.embedInCode("Resources/playground.html")]
        ),
        .target(
            name: "TWCommandLine",
            dependencies: ["TWJSON", "TWSyntax", "TWResolve", "TWConformance", "TWEmit", "TWLint", "TWLanguageServer", "TWBridge"],
            exclude: ["README.md"]),
        .executableTarget(name: "tw", dependencies: ["TWCommandLine"], exclude: ["README.md"]),
        .executableTarget(name: "twlint", dependencies: ["TWCommandLine"], exclude: ["README.md"]),
        // `swift package twlint`: twlint on the package's source targets.
        .plugin(
            name: "TWLintCommandPlugin",
            capability: .command(
                intent: .custom(verb: "twlint", description: "Lint swiftcn class strings in the package's Swift sources")
            ),
            dependencies: ["twlint"]
        ),
        // Findings as build diagnostics of the targets that apply it.
        .plugin(name: "TWLintBuildToolPlugin", capability: .buildTool(), dependencies: ["twlint"]),
        .executableTarget(
            name: "tw-bench",
            dependencies: ["TWJSON", "TWSyntax", "TWResolve", "TWEmit", "TWLint", "TWLanguageServer", "TWBridge"],
            exclude: ["README.md"]
        ),
        // Helpers the test targets share: package root, built executables, processes, temporary
        // folders, tools that must be present in CI. Not a product.
        .target(name: "TWTestSupport", exclude: ["README.md"]),
        .testTarget(name: "TWSyntaxTests", dependencies: ["TWTestSupport", "TWSyntax"]),
        .testTarget(name: "TWResolveTests", dependencies: ["TWTestSupport", "TWJSON", "TWSyntax", "TWResolve", "TWEmit"]),
        .testTarget(name: "TWConformanceTests", dependencies: ["TWTestSupport", "TWResolve", "TWConformance", "TWEmit"]),
        .testTarget(name: "TWEmitTests", dependencies: ["TWTestSupport", "TWJSON", "TWSyntax", "TWResolve", "TWEmit", "TWCommandLine"]),
        .testTarget(name: "TWCLITests", dependencies: ["TWTestSupport", "TWJSON", "TWSyntax", "TWResolve", "TWEmit", "TWCommandLine"]),
        .testTarget(name: "TWLintTests", dependencies: ["TWTestSupport", "TWSyntax", "TWResolve", "TWEmit", "TWLint"]),
        .testTarget(
            name: "TWLanguageServerTests", dependencies: ["TWTestSupport", "TWJSON", "TWSyntax", "TWResolve", "TWEmit", "TWLint", "TWLanguageServer"]),
        .testTarget(name: "TWKitTests", dependencies: ["TWTestSupport", "TWKit"]),
        .testTarget(
            name: "TWBridgeTests",
            dependencies: ["TWTestSupport", "TWJSON", "TWSyntax", "TWResolve", "TWEmit", "TWLanguageServer", "TWBridge", "TWCommandLine"]),
    ],
    swiftLanguageModes: [.v6]
)
