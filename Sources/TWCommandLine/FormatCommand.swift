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
        Usage: tw format [--check] [--config FILE] [--theme FILE] FILE...
               tw format [--check] [--config FILE] [--theme FILE] -

        Rewrites every class string of the Swift files (or of the Swift source on standard input,
        written to standard output) with the rules shorthand (`px-4 py-4` -> `p-4`),
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
        class sink (a string the app shows or the user edits is left as written).

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
        let searchFrom = fromStandardInput ? current : (absolute(parsed.positionals[0]) as NSString).deletingLastPathComponent
        if let path = parsed.options["--config"].map(absolute) ?? LintConfiguration.find(from: searchFrom) {
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
        for name in parsed.positionals {
            let path = absolute(name)
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
            guard let (output, changes) = formatter.format(bytes, path: path) else {
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

    /// A class string as Swift writes it.
    static func quoted(_ text: String) -> String { "\"" + text + "\"" }
}
