import Foundation
import TWJSON
import TWEmit
import TWResolve
import TWSyntax

/// `tw theme check PATH`: validates a theme file and reports the WCAG contrast of its guaranteed
/// token pairs (reference §5.2) in both schemes. `tw theme import FILE`: a W3C design tokens file
/// to a theme, then the same check.
public struct ThemeCommand: Command {
    public init() {}

    public var name: String { "theme" }
    public var summary: String { "Check a theme file (contrast of its colour pairs); import design tokens" }
    public var help: String {
        """
        Usage: tw theme check PATH
               tw theme import [--output OUT.json] [--name NAME] FILE

        check: loads the theme (merged over the built-in default, as swiftcn merges partial themes).
        A bad value is reported with the file and its JSON path. Then prints the WCAG 2
        contrast of the token pairs swiftcn guarantees, in light and dark:
          foreground on background, surface, muted, accent       at least 7:1
          mutedForeground on background, surface, muted, accent  at least 4.5:1
          onPrimary on primary, onAccent on accent,
          onDestructive on destructive                           at least 4.5:1

        import: reads W3C Design Tokens (DTCG format, .tokens.json): colours (light and dark modes
        from a `light`/`dark` path segment or $extensions.mode), radii, font sizes (snapped to text
        styles), shadows, spacing.unit and border width. Writes the theme to OUT (atomically) or,
        without --output, to standard output; reports each token it mapped, snapped or could not
        map, then runs `tw theme check` on the result. Token names are the path after the category
        group in lower camel case: color.brand -> bg-brand, radius.card -> rounded-card.

        Options:
          --output OUT.json   Where to write the theme, atomically and through a symbolic link;
                              never the tokens file itself (the report then goes to standard output;
                              without it the theme goes to standard output, the report to
                              standard error)
          --name NAME         The theme's name (default: FILE's name without .tokens.json)
          -h, --help          Show this help

        Exit status: 0 when the theme loads and every pair passes, 1 when the theme is invalid,
        a pair fails or no token was mapped, 2 for a usage error or an unreadable tokens file.

        """
    }

    public func run(_ arguments: [String], io: CommandIO) throws(UsageError) -> Int32 {
        let parsed = try ArgumentParser.parse(arguments, spec: ArgumentSpec(options: ["--output", "--name"]))
        if parsed.has("--help") {
            io.write(help)
            return 0
        }
        switch parsed.positionals.first {
        case "check"?:
            guard parsed.options.isEmpty else { throw UsageError("--output and --name go with 'import'") }
            guard parsed.positionals.count == 2 else { throw UsageError("expected exactly one PATH after 'check'") }
            return Self.check(path: parsed.positionals[1], write: io.write, writeError: io.writeError)
        case "import"?:
            guard parsed.positionals.count == 2 else { throw UsageError("expected exactly one FILE after 'import'") }
            return try importTokens(parsed.positionals[1], output: parsed.options["--output"], name: parsed.options["--name"], io: io)
        case let other?:
            throw UsageError("unknown subcommand '\(other)'; expected 'check PATH' or 'import FILE'")
        case nil:
            throw UsageError("missing subcommand; expected 'check PATH' or 'import FILE'")
        }
    }

    private func importTokens(_ path: String, output: String?, name: String?, io: CommandIO) throws(UsageError) -> Int32 {
        let input: (bytes: [UInt8], status: stat)
        do {
            input = try InputFile.readWithStatus(path)
        } catch {
            throw UsageError("cannot read '\(path)': \(error.reason)")
        }
        if let offset = InputFile.firstInvalidUTF8Offset(input.bytes) {
            throw UsageError("bad design tokens file '\(path)': the file is not valid UTF-8 (first bad byte at offset \(offset)); JSON text must be UTF-8")
        }
        if let output, ThemeOutput.isSameFile(output, as: input.status) {
            throw UsageError("--output '\(output)' is the tokens file itself; write the theme to another file")
        }
        let document: DesignTokenDocument
        do {
            document = try DesignTokenDocument.read(Data(input.bytes))
        } catch {
            throw UsageError("bad design tokens file '\(path)': \(error.description)")
        }
        var stem = URL(fileURLWithPath: path).lastPathComponent
        for suffix in [".tokens.json", ".tokens", ".json"] where stem.hasSuffix(suffix) { stem.removeLast(suffix.count); break }
        let imported = DesignTokenImport(document, name: name ?? stem)
        let report = output == nil ? io.writeError : io.write
        report("Imported \(path) as theme '\(imported.name)':\n")
        for note in imported.notes { report("  \(note.kind.rawValue): \(note.path): \(note.message)\n") }
        let notMapped = imported.notes.filter { $0.kind == .notMapped }.count
        report(notMapped == 0 ? "Every token was mapped.\n\n" : "\(notMapped) token\(notMapped == 1 ? "" : "s") not mapped.\n\n")
        if imported.mapsNothing {
            io.writeError("tw theme import: error: no token of '\(path)' was mapped, so the theme would be the default one; nothing written\n")
            return 1
        }
        let json = imported.themeJSON()
        guard let output else {
            io.write(json)
            // The check reads what was printed, from a scratch file.
            let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
                "tw-theme-import-\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max)).json")
            defer { try? FileManager.default.removeItem(at: scratch) }
            do { try Data(json.utf8).write(to: scratch) } catch { throw UsageError("cannot write a scratch file for the check: \(error.localizedDescription)") }
            return Self.check(path: scratch.path, label: "(imported theme)", write: io.writeError, writeError: io.writeError)
        }
        do {
            try ThemeOutput.write(json, to: output)
        } catch {
            throw UsageError("cannot write '\(output)': \(error.reason)")
        }
        report("Wrote \(output).\n\n")
        return Self.check(path: output, write: io.write, writeError: io.writeError)
    }

    /// `tw theme check PATH`: 0 when the theme loads and every check passes, else 1.
    static func check(path: String, label: String? = nil, write: (String) -> Void, writeError: (String) -> Void) -> Int32 {
        let label = label ?? path
        let theme: Theme
        do {
            theme = try Theme.load(path: path)
        } catch {
            writeError("tw theme: error: \(error.description)\n")
            write("\(label): invalid theme\n")
            return 1
        }
        let check = ThemeClassCheck(theme: theme)
        let classProblems = check.problems()
        let classErrors = classProblems.count
        write("\(label): theme '\(theme.name)' \(classErrors == 0 ? "is valid" : "has \(classErrors) class error\(classErrors == 1 ? "" : "s")")\n")
        if !classProblems.isEmpty {
            write("\nClass strings (named classes, view and button defaults):\n")
            for problem in classProblems { write("  \(problem.severity.rawValue): \(problem.path): \(problem.message)\n") }
        }
        let scoped = check.componentScoped()
        if !scoped.isEmpty {
            write(
                "\nnote: \(scoped.count) named classes use component-scoped cn-* modifiers, which resolve only inside the swiftcn component that registers them: \(scoped.joined(separator: ", "))\n"
            )
        }
        let report = ContrastReport(theme: theme)
        write("\nWCAG contrast (reference 5.2):\n")
        write(report.table().aligned())
        let failures = report.checks.filter { !$0.passes }.count
        write(failures == 0 ? "\nAll \(report.checks.count) checks pass.\n" : "\n\(failures) of \(report.checks.count) checks fail.\n")
        return failures == 0 && classErrors == 0 ? 0 : 1
    }
}
