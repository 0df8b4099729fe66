import TWResolve
import TWEmit

/// `tw theme check PATH`: validates a theme file and reports the WCAG contrast of its guaranteed
/// token pairs (reference §5.2) in both schemes.
public struct ThemeCommand: Command {
    public init() {}

    public var name: String { "theme" }
    public var summary: String { "Check a theme file and the contrast of its colour pairs" }
    public var help: String {
        """
        Usage: tw theme check PATH

        Loads the theme (merged over the built-in default, as swiftcn merges partial themes).
        A bad value is reported with the file and its JSON path. Then prints the WCAG 2
        contrast of the token pairs swiftcn guarantees, in light and dark:
          foreground on background, surface, muted, accent       at least 7:1
          mutedForeground on background, surface, muted, accent  at least 4.5:1
          onPrimary on primary, onAccent on accent,
          onDestructive on destructive                           at least 4.5:1

        Options:
          -h, --help  Show this help

        Exit status: 0 when the theme loads and every pair passes, 1 when the theme is invalid
        or a pair fails, 2 for a usage error.

        """
    }

    public func run(_ arguments: [String], io: CommandIO) throws(UsageError) -> Int32 {
        let parsed = try ArgumentParser.parse(arguments, spec: ArgumentSpec())
        if parsed.has("--help") {
            io.write(help)
            return 0
        }
        guard parsed.positionals.first == "check" else {
            throw UsageError(parsed.positionals.isEmpty ? "missing subcommand; expected 'check PATH'" : "unknown subcommand '\(parsed.positionals[0])'; expected 'check PATH'")
        }
        guard parsed.positionals.count == 2 else { throw UsageError("expected exactly one PATH after 'check'") }
        let path = parsed.positionals[1]
        let theme: Theme
        do {
            theme = try Theme.load(path: path)
        } catch {
            io.writeError("tw theme: error: \(error.description)\n")
            io.write("\(path): invalid theme\n")
            return 1
        }
        let check = ThemeClassCheck(theme: theme)
        let classProblems = check.problems()
        let classErrors = classProblems.count
        io.write("\(path): theme '\(theme.name)' \(classErrors == 0 ? "is valid" : "has \(classErrors) class error\(classErrors == 1 ? "" : "s")")\n")
        if !classProblems.isEmpty {
            io.write("\nClass strings (named classes, view and button defaults):\n")
            for problem in classProblems { io.write("  \(problem.severity.rawValue): \(problem.path): \(problem.message)\n") }
        }
        let scoped = check.componentScoped()
        if !scoped.isEmpty {
            io.write("\nnote: \(scoped.count) named classes use component-scoped cn-* modifiers, which resolve only inside the swiftcn component that registers them: \(scoped.joined(separator: ", "))\n")
        }
        let report = ContrastReport(theme: theme)
        io.write("\nWCAG contrast (reference 5.2):\n")
        io.write(report.table().aligned())
        let failures = report.checks.filter { !$0.passes }.count
        io.write(failures == 0 ? "\nAll \(report.checks.count) checks pass.\n" : "\n\(failures) of \(report.checks.count) checks fail.\n")
        return failures == 0 && classErrors == 0 ? 0 : 1
    }
}
