// swift-tools-version: 6.0
// TWKit: the swiftcn class language without SwiftUI. Layers, lowest first:
// TWSyntax -> TWResolve (-> TWConformance) -> TWEmit (-> TWKit, the façade) -> TWLint, TWLanguageServer -> TWBridge -> TWCommandLine -> executables.
import PackageDescription

let package = Package(
    name: "TWKit",
    platforms: [.macOS(.v13)],
    products: [
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
        .target(name: "TWSyntax", exclude: ["README.md"]),
        .target(
            name: "TWResolve",
            dependencies: ["TWSyntax"],
            exclude: ["README.md"],
            resources: [.embedInCode("Resources/default.json")]
        ),
        .target(
            name: "TWEmit",
            dependencies: ["TWSyntax", "TWResolve"],
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
        .target(name: "TWConformance", dependencies: ["TWSyntax", "TWResolve"], exclude: ["README.md"]),
        // The façade for library users: one call from classes and contexts to an analysis or a matrix.
        .target(name: "TWKit", dependencies: ["TWSyntax", "TWResolve", "TWEmit"], exclude: ["README.md"]),
        .target(name: "TWLint", dependencies: ["TWSyntax", "TWResolve", "TWEmit"], exclude: ["README.md"]),
        .target(name: "TWLanguageServer", dependencies: ["TWSyntax", "TWResolve", "TWEmit", "TWLint"], exclude: ["README.md"]),
        // `tw serve`: the design-tool methods over HTTP on loopback, with a playground.
        .target(
            name: "TWBridge",
            dependencies: ["TWSyntax", "TWResolve", "TWEmit", "TWLanguageServer"],
            exclude: ["README.md"],
            resources: [.embedInCode("Resources/playground.html")]
        ),
        .target(
            name: "TWCommandLine", dependencies: ["TWSyntax", "TWResolve", "TWConformance", "TWEmit", "TWLint", "TWLanguageServer", "TWBridge"],
            exclude: ["README.md"]),
        .executableTarget(name: "tw", dependencies: ["TWCommandLine"], exclude: ["README.md"]),
        .executableTarget(name: "twlint", dependencies: ["TWCommandLine", "TWLint"], exclude: ["README.md"]),
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
            dependencies: ["TWSyntax", "TWResolve", "TWEmit", "TWLint", "TWLanguageServer", "TWBridge"],
            exclude: ["README.md"]
        ),
        // Helpers the test targets share: package root, built executables, processes, temporary
        // folders, tools that must be present in CI. Not a product.
        .target(name: "TWTestSupport", exclude: ["README.md"]),
        .testTarget(name: "TWSyntaxTests", dependencies: ["TWTestSupport", "TWSyntax", "TWResolve"]),
        .testTarget(name: "TWResolveTests", dependencies: ["TWTestSupport", "TWSyntax", "TWResolve", "TWEmit"]),
        .testTarget(name: "TWConformanceTests", dependencies: ["TWTestSupport", "TWSyntax", "TWResolve", "TWConformance", "TWEmit", "TWCommandLine"]),
        .testTarget(name: "TWEmitTests", dependencies: ["TWTestSupport", "TWSyntax", "TWResolve", "TWEmit", "TWCommandLine"]),
        .testTarget(name: "TWCLITests", dependencies: ["TWTestSupport", "TWCommandLine"]),
        .testTarget(name: "TWLintTests", dependencies: ["TWTestSupport", "TWSyntax", "TWResolve", "TWLint"]),
        .testTarget(name: "TWLanguageServerTests", dependencies: ["TWTestSupport", "TWLanguageServer", "TWSyntax", "TWResolve"]),
        .testTarget(name: "TWKitTests", dependencies: ["TWTestSupport", "TWKit"]),
        .testTarget(name: "TWBridgeTests", dependencies: ["TWTestSupport", "TWBridge", "TWLanguageServer", "TWCommandLine", "TWResolve", "TWEmit"]),
    ],
    swiftLanguageModes: [.v6]
)
