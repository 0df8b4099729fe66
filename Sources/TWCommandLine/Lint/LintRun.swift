import Foundation
import TWLint
import TWResolve
import TWSyntax

/// One `twlint` run: configuration, discovery, linting, output, exit status.
struct LintRun {
    let options: LintOptions
    let io: CommandIO
    let currentDirectory: String

    func run() -> Int32 {
        let known = Set(Linter.rules.map(\.id))
        var configuration = LintConfiguration()
        let searchFrom = options.stdin ? (options.stdinPath.map { (absolute($0) as NSString).deletingLastPathComponent } ?? currentDirectory)
            : (options.paths.first.map { path in isDirectory(absolute(path)) ? absolute(path) : (absolute(path) as NSString).deletingLastPathComponent } ?? currentDirectory)
        if let path = options.configPath.map(absolute) ?? LintConfiguration.find(from: searchFrom) {
            do {
                let (loaded, warnings) = try LintConfiguration.load(path: path, knownRules: known)
                configuration = loaded
                for warning in warnings { io.writeError("twlint: warning: \(warning)\n") }
            } catch {
                io.writeError("twlint: error: \(error)\n")
                return 2
            }
        } else {
            configuration.directory = currentDirectory
        }
        let theme: Theme
        do {
            if let path = options.themePath {
                theme = try Theme.load(path: absolute(path))
            } else if let path = configuration.themePath {
                theme = try Theme.load(path: (path as NSString).isAbsolutePath ? path : (configuration.directory as NSString).appendingPathComponent(path))
            } else {
                theme = .builtIn
            }
        } catch {
            io.writeError("twlint: error: \(error)\n")
            return 2
        }
        let linter = Linter(configuration: configuration, theme: theme)
        if options.stdin { return lintStandardInput(linter) }

        // Files are read through absolute paths (relative ones resolve against the current
        // directory) and named as the user gave them: relative paths stay relative.
        var named: [String: String] = [:]
        var problems: [(path: String, reason: String, skipped: Bool)] = []
        var excluded: Set<String> = []
        for path in options.paths.isEmpty ? ["."] : options.paths {
            let root = absolute(path)
            let found = SourceDiscovery.files(for: [root], configuration: configuration)
            excluded.formUnion(SourceDiscovery.excludedFiles(for: [root], configuration: configuration))
            for problem in found.problems {
                // Named as the user gave the path: the root itself, or a path below it.
                let shown = problem.path == root ? path : relativeName(problem.path)
                let reason = problem.failure.isMissing && problem.path == root && !isSymbolicLink(root) ? "no such file or directory" : problem.failure.reason
                if !problems.contains(where: { $0.path == shown }) { problems.append((shown, reason, problem.isSkippedEntry)) }
            }
            for file in found.files where named[file] == nil {
                named[file] = (path as NSString).isAbsolutePath ? file : relativeName(file)
            }
        }
        // Each problem once; the rest is linted. An entry skipped inside a tree is a warning, a
        // path that could not be read at all an error (exit 2 once the rest is reported).
        for problem in problems {
            if problem.skipped {
                io.writeError("twlint: warning: skipped \(problem.path): \(problem.reason)\n")
            } else if problem.reason == "no such file or directory" {
                io.writeError("twlint: error: no such file or directory: \(problem.path)\n")
            } else {
                io.writeError("twlint: error: cannot read \(problem.path): \(problem.reason)\n")
            }
        }
        let unreadable = problems.contains { !$0.skipped }
        let ordered = named.sorted { ($0.value, $0.key) < ($1.value, $1.key) }
        let files = ordered.map(\.key)
        let showProgress = options.progress && isatty(2) == 1 && files.count >= 200
        let total = files.count
        let errorWriter = io.writeError
        var progress: (@Sendable (Int) -> Void)?
        if showProgress {
            progress = { (done: Int) in
                if done % 50 == 0 || done == total { errorWriter("\rtwlint: \(done)/\(total) files") }
            }
        }
        let outcomes = ProjectLinter(linter: linter).lint(files, names: ordered.map(\.value), definitionSources: excluded.subtracting(files).sorted(),
                                                          fix: options.fix, progress: progress)
        if showProgress { io.writeError("\n") }
        var findings: [Finding] = []
        var failed = unreadable
        for outcome in outcomes {
            findings += outcome.findings
            if let error = outcome.error {
                io.writeError("twlint: error: \(error)\n")
                failed = true
            }
        }
        return report(findings, files: files.count, skipped: outcomes.filter(\.skipped).count, fixedFiles: outcomes.filter { $0.fixed }.count, failed: failed)
    }

    private func lintStandardInput(_ linter: Linter) -> Int32 {
        let bytes: [UInt8]
        do {
            bytes = try DocumentInput.standardInput(io, requireUTF8: false)
        } catch {
            io.writeError("twlint: error: \(error.message)\n")
            return 2
        }
        let path = options.stdinPath ?? "<stdin>"
        let result = linter.lint(bytes, path: path)
        if options.fix {
            io.write(String(decoding: Linter.apply(result.fixes, to: bytes), as: UTF8.self))
            return 0
        }
        return report(result.findings, files: 1, skipped: result.isSkipped ? 1 : 0, fixedFiles: 0, failed: false)
    }

    private func report(_ findings: [Finding], files: Int, skipped: Int, fixedFiles: Int, failed: Bool) -> Int32 {
        let summary = LintSummary(files: files, findings: findings, skipped: skipped)
        io.write(options.format.render(findings, summary: summary, rules: Linter.rules, toolVersion: TWCommandLine.version))
        if !options.quiet, options.format != .summary, options.format != .json, options.format != .sarif {
            io.writeError(summary.line + (fixedFiles > 0 ? ", \(fixedFiles) file\(fixedFiles == 1 ? "" : "s") fixed" : "") + "\n")
        }
        if let stamp = options.stampPath {
            let text = "// twlint: \(summary.line)\n"
            do {
                try AtomicWriter.write(Array(text.utf8), to: absolute(stamp))
            } catch {
                io.writeError("twlint: error: cannot write \(stamp): \(error.reason)\n")
                return 2
            }
        }
        if failed { return 2 }
        if summary.errors > 0 || (options.strict && summary.findings > 0) { return 1 }
        return 0
    }

    /// A path resolved against the current directory.
    private func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: currentDirectory, isDirectory: true)).standardizedFileURL.path
    }

    /// An absolute path below the current directory relative to it (as `Sources/A.swift`).
    private func relativeName(_ path: String) -> String {
        let base = URL(fileURLWithPath: currentDirectory).standardizedFileURL.path
        return path.hasPrefix(base + "/") ? String(path.dropFirst(base.count + 1)) : path
    }

    private func isSymbolicLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
    }

    private func isDirectory(_ path: String) -> Bool {
        var flag: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &flag) && flag.boolValue
    }
}
