import TWSyntax
import TWResolve

/// The `tw` and `twlint` command lines, callable in-process: `main` returns the exit status and
/// writes through a ``CommandIO``.
public enum TWCommandLine {
    /// The subcommands of `tw`, in the order `tw --help` lists them.
    public static func commands(validator: @escaping Validator = { ClassValidator().diagnostics($0) }) -> [any Command] {
        [
            ParseCommand(validator: validator), ResolveCommand(), MatrixCommand(), ExplainCommand(),
            RenderCommand(), SwiftCommand(), GlassFileCommand(kind: .group), GlassFileCommand(kind: .cluster),
            ConformanceCommand(), ComposeCommand(), FormatCommand(), ThemeCommand(), SchemaCommand(), LSPCommand(), ServeCommand(), CodegenCommand(),
            SuggestCommand(),
        ]
    }

    /// Runs `tw`. `arguments` includes the program name, as `CommandLine.arguments` does.
    public static func main(
        _ arguments: [String], io: CommandIO = .standard,
        commands: [any Command] = commands()
    ) -> Int32 {
        let arguments = Array(arguments.dropFirst())
        guard let first = arguments.first else {
            io.writeError(usage(commands))
            return 2
        }
        switch first {
        case "--help", "-h":
            io.write(usage(commands))
            return 0
        case "--version":
            io.write("tw \(version)\n")
            return 0
        case "help":
            guard arguments.count > 1 else {
                io.write(usage(commands))
                return 0
            }
            guard let command = commands.first(where: { $0.name == arguments[1] }) else {
                return usageError("unknown command '\(arguments[1])'; see 'tw --help'", io: io)
            }
            io.write(command.help)
            return 0
        default:
            guard let command = commands.first(where: { $0.name == first }) else {
                let what = first.hasPrefix("-") ? "unknown option '\(first)'" : "unknown command '\(first)'"
                return usageError("\(what); see 'tw --help'", io: io)
            }
            do {
                // One "did you mean" budget per run; the servers budget each request instead.
                if command.name == "lsp" || command.name == "serve" { return try command.run(Array(arguments.dropFirst()), io: io) }
                return try SuggestionBudget.run { () throws(UsageError) in try command.run(Array(arguments.dropFirst()), io: io) }
            } catch {
                return usageError("\(error.message); see 'tw help \(command.name)'", io: io, command: command.name)
            }
        }
    }

    static func usageError(_ message: String, io: CommandIO, command: String? = nil) -> Int32 {
        io.writeError("tw\(command.map { " \($0)" } ?? ""): error: \(message)\n")
        return 2
    }

    static func usage(_ commands: [any Command]) -> String {
        var text = """
            tw \(version): the swiftcn class language on the command line

            Usage: tw COMMAND [OPTIONS] [ARGUMENTS]

            Commands:

            """
        let rows = commands.map { ($0.name, $0.summary) } + [("help COMMAND", "Show the help of a command")]
        let width = rows.map(\.0.count).max() ?? 0
        for (name, summary) in rows {
            text += "  \(name.padding(toLength: width + 2, withPad: " ", startingAt: 0))\(summary)\n"
        }
        text += """

            Options:
              -h, --help  Show this help
              --version   Print the version

            """
        return text
    }
}
