import Foundation
import PackagePlugin

/// Lints a target's Swift files with `twlint --format xcode` as part of its build, so findings
/// appear as build diagnostics (`path:line:column: warning: message [rule-id]`); an error finding
/// fails the build. Apply it to a target:
///
/// ```swift
/// .target(name: "App", plugins: [.plugin(name: "TWLintBuildToolPlugin", package: "TWKit")])
/// ```
/// The command declares every Swift file of the target as an input and a stamp file as its
/// output, so it runs again only when a file changes. The stamp is a Swift file holding one
/// comment (the summary), which the target compiles: SwiftPM only runs build commands whose
/// outputs the target consumes.
@main
struct TWLintBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let files = target.sourceFiles(withSuffix: "swift").map(\.url)
        guard !files.isEmpty else { return [] }
        let stamp = context.pluginWorkDirectoryURL.appendingPathComponent("\(target.name)+twlint.swift")
        // The findings cache: a build after editing one file lints that file (and every file
        // again only when a registration, the configuration or twlint changed).
        let cache = context.pluginWorkDirectoryURL.appendingPathComponent("cache")
        var inputs = files
        let configuration = context.package.directoryURL.appendingPathComponent(".twlint.json")
        if FileManager.default.fileExists(atPath: configuration.path) { inputs.append(configuration) }
        return [
            .buildCommand(
                displayName: "twlint \(target.name) (\(files.count) files)",
                executable: try context.tool(named: "twlint").url,
                arguments: ["--format", "xcode", "--no-progress", "--stamp", stamp.path, "--cache-path", cache.path] + files.map(\.path),
                inputFiles: inputs,
                outputFiles: [stamp]
            )
        ]
    }
}
