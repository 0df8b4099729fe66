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
        let searchFrom =
            options.stdin
            ? (options.stdinPath.map { (absolute($0) as NSString).deletingLastPathComponent } ?? currentDirectory)
            : (options.paths.first.map { path in isDirectory(absolute(path)) ? absolute(path) : (absolute(path) as NSString).deletingLastPathComponent }
                ?? currentDirectory)
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
        var themeFile: String?
        do {
            if let path = options.themePath {
                themeFile = absolute(path)
                theme = try Theme.load(path: absolute(path))
            } else if let path = configuration.themePath {
                themeFile = (path as NSString).isAbsolutePath ? path : (configuration.directory as NSString).appendingPathComponent(path)
                theme = try Theme.load(path: themeFile!)
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
        // `--project`: the package's other files define named classes and sinks for the linted
        // ones (problems reading it are the package's, not the run's: they are not reported).
        if let project = options.projectPath {
            let root = absolute(project)
            excluded.formUnion(SourceDiscovery.files(for: [root], configuration: configuration).files)
            excluded.formUnion(SourceDiscovery.excludedFiles(for: [root], configuration: configuration))
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
        // The cache's seed: what every file's findings depend on beyond the Swift files.
        var cachePath = options.cachePath.map(absolute)
        if let path = cachePath, let problem = LintCache.problem(with: path) {
            io.writeError("twlint: warning: --cache-path \(path): \(problem); linting without a cache\n")
            cachePath = nil
        }
        let cache = cachePath.map { path in
            LintCache(
                directory: path,
                seed: LintCache.seed(
                    toolVersion: TWCommandLine.version, configuration: configuration.file.flatMap { try? InputFile.read($0) } ?? [],
                    theme: themeFile.flatMap { try? InputFile.read($0) } ?? [], configurationDirectory: configuration.directory))
        }
        let definitions = excluded.subtracting(files).sorted()
        let outcomes = ProjectLinter(linter: linter).lint(
            files, names: ordered.map(\.value), definitionSources: definitions,
            definitionNames: definitions.map(relativeName), fix: options.fix, cache: cache, progress: progress)
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
        var absoluteOf: [String: String] = [:]
        for (file, name) in ordered { absoluteOf[name] = file }
        let source = FindingSource(absolute: { absoluteOf[$0] ?? absolute($0) }, bytes: { path in try? InputFile.read(path) })
        if let path = options.writeBaselinePath { return writeBaseline(findings, to: path, source: source, failed: failed) }
        let selected: Selection
        do {
            selected = try select(findings, linted: files, source: source, configuration: configuration, searchFrom: searchFrom)
        } catch {
            io.writeError("twlint: error: \(error)\n")
            return 2
        }
        return report(
            selected.findings, files: files.count, skipped: outcomes.filter(\.skipped).count, fixedFiles: outcomes.filter { $0.fixed }.count,
            failed: failed, baselined: selected.baselined, stale: selected.stale)
    }

    /// Where a finding's file is and what it holds, for baseline entries and changed lines.
    struct FindingSource {
        /// The absolute path of a finding's file name.
        var absolute: (String) -> String
        /// The bytes of an absolute path, or nil when it cannot be read.
        var bytes: (String) -> [UInt8]?
    }

    /// The findings to report, how many the baseline covered, and the stale baseline entries
    /// (with `--strict-baseline`).
    struct Selection {
        var findings: [Finding]
        var baselined = 0
        var stale: [LintBaseline.Entry] = []
    }

    /// A problem with the baseline or with git, as the message twlint prints.
    struct SelectionProblem: Error, CustomStringConvertible {
        var description: String
    }

    /// The baseline path in force: `--baseline`, else the configuration's (relative to its
    /// directory), unless `--no-baseline`.
    private func baselinePath(_ configuration: LintConfiguration) -> String? {
        if options.noBaseline { return nil }
        if let path = options.baselinePath { return absolute(path) }
        guard let path = configuration.baselinePath else { return nil }
        return (path as NSString).isAbsolutePath
            ? path : URL(fileURLWithPath: (configuration.directory as NSString).appendingPathComponent(path)).standardizedFileURL.path
    }

    /// Applies the baseline, then `--since`: baselined findings are matched against every finding
    /// (so that `--strict-baseline` sees what still occurs), and the changed lines filter the rest.
    private func select(_ findings: [Finding], linted: [String], source: FindingSource, configuration: LintConfiguration, searchFrom: String)
        throws(SelectionProblem) -> Selection
    {
        var selection = Selection(findings: findings)
        if let path = baselinePath(configuration) {
            let baseline: LintBaseline
            do {
                baseline = try LintBaseline.load(path: path)
            } catch {
                throw SelectionProblem(description: "\(error)")
            }
            let directory = (path as NSString).deletingLastPathComponent
            let entries = baselineEntries(findings, directory: directory, source: source)
            let lintedNames = Set(linted.map { Self.entryName($0, directory: directory) })
            let matched = baseline.match(findings, entries: entries, linted: lintedNames)
            selection.findings = matched.reported
            selection.baselined = matched.baselined
            if options.strictBaseline { selection.stale = matched.unmatched }
        }
        if let revision = options.sinceRevision {
            let changed: ChangedLines
            do {
                changed = try ChangedLines.load(since: revision, mergeBase: options.sinceMergeBase, in: searchFrom)
            } catch {
                throw SelectionProblem(description: error.message)
            }
            selection.findings = selection.findings.filter { finding in
                let path = URL(fileURLWithPath: source.absolute(finding.file)).resolvingSymlinksInPath().path
                return changed.contains(file: path, line: finding.line, endLine: finding.endLine)
            }
        }
        return selection
    }

    /// The baseline entry of each finding, files named relative to `directory`.
    private func baselineEntries(_ findings: [Finding], directory: String, source: FindingSource) -> [LintBaseline.Entry] {
        var cache: [String: [UInt8]] = [:]
        return findings.map { finding in
            let path = source.absolute(finding.file)
            if cache[path] == nil { cache[path] = source.bytes(path) ?? [] }
            return LintBaseline.entry(for: finding, file: Self.entryName(path, directory: directory), bytes: cache[path]!)
        }
    }

    /// An absolute path relative to the absolute `directory` (`../Sources/A.swift` from `lint/`),
    /// so that a baseline committed with the code names the same files in every checkout.
    static func entryName(_ path: String, directory: String) -> String {
        let from = directory.split(separator: "/"), to = path.split(separator: "/")
        var common = 0
        while common < from.count, common < to.count - 1, from[common] == to[common] { common += 1 }
        return (Array(repeating: "..", count: from.count - common) + to[common...].map(String.init)).joined(separator: "/")
    }

    /// `--write-baseline FILE`: every finding of the run, written atomically; exit 0 unless a file
    /// could not be read or the baseline could not be written, 2 without writing when FILE exists
    /// and is not a baseline (Docs/Reliability.md: no user file is replaced by accident).
    private func writeBaseline(_ findings: [Finding], to path: String, source: FindingSource, failed: Bool) -> Int32 {
        let target = absolute(path)
        // Only a baseline is ever replaced: a mistyped path (`--write-baseline Card.swift`, the
        // README) must not lose the file it names.
        if FileManager.default.fileExists(atPath: target), (try? LintBaseline.load(path: target)) == nil {
            io.writeError(
                "twlint: error: \(path) exists and is not a twlint baseline (\(LintBaseline.schemaName)); it is left as it is: remove it or give another path\n"
            )
            return 2
        }
        let baseline = LintBaseline(findings: baselineEntries(findings, directory: (target as NSString).deletingLastPathComponent, source: source))
        do {
            // A baseline in a folder of its own (`lint/baseline.json`) gets the folder.
            try? FileManager.default.createDirectory(atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try AtomicWriter.write(baseline.encoded(), to: target)
        } catch {
            io.writeError("twlint: error: cannot write \(path): \(error.reason)\n")
            return 2
        }
        if !options.quiet { io.writeError("twlint: wrote \(findings.count) finding\(findings.count == 1 ? "" : "s") to the baseline \(path)\n") }
        return failed ? 2 : 0
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
        let findings: [Finding], fixes: [SourceFix], skipped: Bool
        // The file standard input stands for, in its project: the project's other files register
        // classes and declare sinks for it, as they do in a whole run (and in the language server).
        if let stdinPath = options.stdinPath, let root = standardInputProject(for: absolute(stdinPath), configuration: linter.configuration) {
            let file = absolute(stdinPath)
            let others = Set(
                SourceDiscovery.files(for: [root], configuration: linter.configuration).files
                    + SourceDiscovery.excludedFiles(for: [root], configuration: linter.configuration)
            ).subtracting([file]).sorted()
            var project = ProjectLinter(linter: linter)
            project.buffers = [file: bytes]
            let outcome = project.lint(
                [file], names: [stdinPath], definitionSources: others, definitionNames: others.map(relativeName), fix: options.fix)[0]
            (findings, fixes, skipped) = (outcome.findings, outcome.fixes, outcome.skipped)
        } else {
            let result = linter.lint(bytes, path: path)
            (findings, fixes, skipped) = (result.findings, result.fixes, result.isSkipped)
        }
        if options.fix {
            io.write(String(decoding: Linter.apply(fixes, to: bytes), as: UTF8.self))
            return 0
        }
        let source = FindingSource(absolute: { _ in absolute(path) }, bytes: { _ in bytes })
        let selected: Selection
        do {
            selected = try select(findings, linted: [absolute(path)], source: source, configuration: linter.configuration, searchFrom: currentDirectory)
        } catch {
            io.writeError("twlint: error: \(error)\n")
            return 2
        }
        return report(
            selected.findings, files: 1, skipped: skipped ? 1 : 0, fixedFiles: 0, failed: false, baselined: selected.baselined, stale: selected.stale)
    }

    /// The project whose file standard input stands for: `--project`, else, when the file's
    /// folder exists, the folder of the configuration or the nearest one above it holding
    /// `Package.swift`, `.git` or an Xcode project. Nil for a path in no project on disk.
    private func standardInputProject(for file: String, configuration: LintConfiguration) -> String? {
        if let project = options.projectPath { return absolute(project) }
        let folder = (file as NSString).deletingLastPathComponent
        guard isDirectory(folder) else { return nil }
        if configuration.file != nil, folder.hasPrefix(configuration.directory) { return configuration.directory }
        return FormatCommand.enclosingProject(of: folder)
    }

    private func report(
        _ findings: [Finding], files: Int, skipped: Int, fixedFiles: Int, failed: Bool, baselined: Int = 0,
        stale: [LintBaseline.Entry] = []
    ) -> Int32 {
        let summary = LintSummary(files: files, findings: findings, skipped: skipped, baselined: baselined)
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
        // Stale entries go to standard error, so that the json and sarif documents stay findings only.
        for entry in stale {
            io.writeError(
                "twlint: error: the baseline lists a finding that no longer occurs: \(entry.file): \(entry.rule) `\(entry.text)`; remove the entry, or rewrite the baseline with --write-baseline\n"
            )
        }
        if failed { return 2 }
        if summary.errors > 0 || (options.strict && summary.findings > 0) || !stale.isEmpty { return 1 }
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
