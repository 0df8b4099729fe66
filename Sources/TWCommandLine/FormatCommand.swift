import Foundation
import TWLint
import TWResolve
import TWSyntax

/// `tw format [--check] FILE… | -`: class strings in their canonical form, each rewrite proved to
/// draw the same (``ClassFormatter`` in TWLint).
public struct FormatCommand: Command {
    public init() {}

    public var name: String { "format" }
    public var summary: String { "Rewrite class strings in Swift files to their canonical form, when it draws the same" }
    public var help: String {
        """
        Usage: tw format [--check] [--config FILE] [--theme FILE] PATH...
               tw format [--check] [--config FILE] [--theme FILE] -

        Rewrites every class string of the Swift files (every `.swift` file below a directory,
        skipped and excluded as twlint skips them), or of the Swift source on standard input,
        written to standard output, with the rules shorthand (`px-4 py-4` -> `p-4`),
        canonical-value (`p-[16]` -> `p-4`) and class-order (the order of Docs/Rules.md). A
        rewrite is applied only when the resolver shows that it draws the same on every system,
        state, scheme and accessibility setting of `tw matrix`; otherwise the string is left as
        written and the reason is printed. Files are replaced atomically.

        Options:
          --check          Write nothing; list what would change and exit 1 if anything would
          --config FILE    The .twlint.json to use (default: found from the first file upwards)
          --theme FILE     Theme file (overrides the configuration's theme)
          -h, --help       Show this help

        Each change and note is printed as FILE:LINE:COLUMN: "BEFORE" -> "AFTER". With '-' the
        list goes to standard error, with or without --check, and standard output carries only
        the formatted source (nothing with --check).

        Rules: shorthand and canonical-value unless .twlint.json disables them; class-order only
        when it enables it, as twlint does. A literal is rewritten only when every use of it is a
        class sink (a string the app shows or the user edits is left as written); a constant
        other files can read is rewritten only when no Swift file of the project (the
        .twlint.json's folder, else the enclosing package or git work tree) uses it elsewhere.

        Exit status: 0 when done (with --check: nothing would change), 1 when --check finds a
        string to change, 2 for a usage error, an unreadable file or one that could not be written.

        """
    }

    public func run(_ arguments: [String], io: CommandIO) throws(UsageError) -> Int32 {
        let parsed = try ArgumentParser.parse(arguments, spec: ArgumentSpec(flags: ["--check"], options: ["--config", "--theme"]))
        if parsed.has("--help") {
            io.write(help)
            return 0
        }
        guard !parsed.positionals.isEmpty else { throw UsageError("missing FILE (or '-' to read standard input)") }
        let fromStandardInput = parsed.positionals == ["-"]
        if !fromStandardInput && parsed.positionals.contains("-") { throw UsageError("'-' (standard input) cannot be combined with files") }
        let current = FileManager.default.currentDirectoryPath
        func absolute(_ path: String) -> String { (path as NSString).isAbsolutePath ? path : (current as NSString).appendingPathComponent(path) }
        var configuration = LintConfiguration()
        configuration.directory = current
        let searchFrom =
            fromStandardInput
            ? current
            : Self.isDirectory(absolute(parsed.positionals[0]))
                ? absolute(parsed.positionals[0]) : (absolute(parsed.positionals[0]) as NSString).deletingLastPathComponent
        let configurationPath = parsed.options["--config"].map(absolute) ?? LintConfiguration.find(from: searchFrom)
        if let path = configurationPath {
            do {
                configuration = try LintConfiguration.load(path: path, knownRules: Set(Linter.rules.map(\.id))).0
            } catch {
                io.writeError("tw format: error: \(error)\n")
                return 2
            }
        }
        let theme: Theme
        do {
            if let path = parsed.options["--theme"] {
                theme = try Theme.load(path: absolute(path))
            } else if let path = configuration.themePath {
                theme = try Theme.load(path: (path as NSString).isAbsolutePath ? path : (configuration.directory as NSString).appendingPathComponent(path))
            } else {
                theme = .builtIn
            }
        } catch {
            io.writeError("tw format: error: \(error)\n")
            return 2
        }
        let formatter = ClassFormatter(linter: Linter(configuration: configuration, theme: theme))
        let check = parsed.has("--check")
        var wouldChange = false
        var failed = false
        func report(_ name: String, _ changes: [ClassFormatter.Change], to write: (String) -> Void) {
            for change in changes {
                let place = "\(name):\(change.line):\(change.column)"
                if change.changes {
                    write("\(place): \(Self.quoted(change.before)) -> \(Self.quoted(change.after))\n")
                }
                for note in change.notes {
                    write("\(place): \(Self.quoted(change.before)): \(note)\n")
                }
            }
        }
        if fromStandardInput {
            let bytes = io.readInput()
            guard let (output, changes) = formatter.format(bytes, path: "<stdin>") else {
                io.writeError("tw format: error: standard input is not valid UTF-8\n")
                return 2
            }
            wouldChange = changes.contains(where: \.changes)
            // Standard output carries only the source (none with --check), as `swift format`
            // keeps its diagnostics on standard error: the list never mixes into the text.
            report("<stdin>", changes, to: io.writeError)
            if !check { io.write(String(decoding: output, as: UTF8.self)) }
            return check && wouldChange ? 1 : 0
        }
        // The files: each named file, and the Swift files below each named directory.
        var targets: [(path: String, name: String)] = []
        for name in parsed.positionals {
            let path = absolute(name)
            guard Self.isDirectory(path) else {
                targets.append((path, name))
                continue
            }
            let found = SourceDiscovery.files(for: [path], configuration: configuration)
            for problem in found.problems {
                let shown = Self.shown(problem.path, given: name, root: path, current: current)
                if problem.isSkippedEntry {
                    io.writeError("tw format: warning: skipped \(shown): \(problem.failure.reason)\n")
                } else {
                    io.writeError("tw format: error: cannot read \(shown): \(problem.failure.reason)\n")
                    failed = true
                }
            }
            for file in found.files where !targets.contains(where: { $0.path == file }) {
                targets.append((file, Self.shown(file, given: name, root: path, current: current)))
            }
        }
        let projectRoot = configurationPath.map { ($0 as NSString).deletingLastPathComponent } ?? Self.enclosingProject(of: searchFrom)
        let projectFiles = projectRoot.map { SourceDiscovery.files(for: [$0], configuration: configuration).files } ?? []
        let elsewhere = ProjectUses(
            files: Array(Set(projectFiles + targets.map(\.path))).sorted().map { ($0, Self.shown($0, given: nil, root: nil, current: current)) },
            linter: formatter.linter)
        for (path, name) in targets {
            let snapshot: FileSnapshot
            let bytes: [UInt8]
            do {
                let read = try InputFile.readWithStatus(path)
                bytes = read.bytes
                snapshot = FileSnapshot(status: read.status, bytes: read.bytes)
            } catch {
                io.writeError("tw format: error: cannot read \(name): \(error.reason)\n")
                failed = true
                continue
            }
            guard let (output, changes) = formatter.format(bytes, path: path, elsewhere: elsewhere) else {
                io.writeError("tw format: error: \(name) is not valid UTF-8\n")
                failed = true
                continue
            }
            report(name, changes, to: io.write)
            guard output != bytes else { continue }
            wouldChange = true
            if check { continue }
            do {
                try AtomicWriter.write(output, to: path, expected: snapshot, activity: "formatting")
            } catch {
                io.writeError("tw format: error: \(name) was not written: \(error.reason)\n")
                failed = true
            }
        }
        if failed { return 2 }
        return check && wouldChange ? 1 : 0
    }

    private static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// A file found below a directory the user named, shown as twlint shows it: relative to the
    /// current directory when it lies below it, else absolute.
    static func shown(_ file: String, given: String?, root: String?, current: String) -> String {
        if let given, let root, (given as NSString).isAbsolutePath { return file == root ? given : file }
        let prefix = current.hasSuffix("/") ? current : current + "/"
        return file.hasPrefix(prefix) ? String(file.dropFirst(prefix.count)) : file
    }

    /// The nearest folder at or above `directory` holding `Package.swift`, `.git` or an Xcode
    /// project: the files a constant may be read from when no `.twlint.json` says where the
    /// project is. Nil when there is none (then only the named files are looked at).
    static func enclosingProject(of directory: String) -> String? {
        var folder = URL(fileURLWithPath: directory).standardizedFileURL.path
        let manager = FileManager.default
        while true {
            if manager.fileExists(atPath: folder + "/Package.swift") || manager.fileExists(atPath: folder + "/.git") { return folder }
            if let names = try? manager.contentsOfDirectory(atPath: folder), names.contains(where: { $0.hasSuffix(".xcodeproj") }) {
                return folder
            }
            let parent = (folder as NSString).deletingLastPathComponent
            if parent == folder || parent.isEmpty { return nil }
            folder = parent
        }
    }

    /// A class string as Swift writes it.
    /// A class string as the report shows it: invisible characters escaped (``EchoedText``).
    static func quoted(_ text: String) -> String { "\"" + EchoedText.visible(text.unicodeScalars) + "\"" }
}
