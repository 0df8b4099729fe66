import Foundation
import PackagePlugin

/// `swift package twlint [--target NAME …] [twlint options]`: runs `twlint` on the Swift files of
/// the package's source targets (or the named ones), from the package directory, passing every other
/// argument through (`--format github`, `--strict`, `--config FILE`, `rules one-fill`, …).
///
/// `--fix` rewrites files: on macOS run it as
/// `swift package --allow-writing-to-package-directory twlint --fix`, or use `swift run twlint --fix`.
@main
struct TWLintCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let passThrough = extractor.remainingArguments
        let targets = targetNames.isEmpty ? context.package.targets : try context.package.targets(named: targetNames)
        // Arguments that are not about files (help, version, rules, stdin) get no target paths.
        let standsAlone = passThrough.first == "rules" || passThrough.contains { ["--help", "-h", "--version", "--stdin"].contains($0) }
        // The targets' Swift files, relative to the package directory so findings name them so.
        let root = context.package.directoryURL.standardizedFileURL.path + "/"
        let files = targets.compactMap { $0 as? SourceModuleTarget }.flatMap { target in
            target.sourceFiles(withSuffix: "swift").map { file -> String in
                let path = file.url.standardizedFileURL.path
                return path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path
            }
        }
        let process = Process()
        process.executableURL = try context.tool(named: "twlint").url
        process.arguments = passThrough + (standsAlone ? [] : ["--"] + files)
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        if process.terminationReason == .exit, process.terminationStatus == 0 { return }
        Diagnostics.error("twlint exited with status \(process.terminationStatus)")
        // The status tells CI what happened: 1 findings that fail, 2 usage or configuration.
        exit(process.terminationStatus)
    }
}
