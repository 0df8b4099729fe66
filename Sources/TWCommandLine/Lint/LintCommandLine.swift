import Foundation
import TWLint
import TWResolve
import TWSyntax

extension TWCommandLine {
    /// Runs `twlint`. `arguments` includes the program name. Exit status: 0 when no
    /// finding is an error, 1 when one is (or any finding with `--strict`), 2 for usage and
    /// configuration errors.
    public static func lintMain(_ arguments: [String], io: CommandIO = .standard, currentDirectory: String? = nil) -> Int32 {
        let arguments = Array(arguments.dropFirst())
        if arguments.first == "rules" { return RulesCommand.run(Array(arguments.dropFirst()), io: io) }
        if arguments.first == "registrations" { return RegistrationsCommand.run(Array(arguments.dropFirst()), io: io) }
        if arguments.first == "sinks" { return SinksCommand.run(Array(arguments.dropFirst()), io: io) }
        if arguments.first == "--version" {
            io.write("twlint \(version)\n")
            return 0
        }
        do {
            let parsed = try ArgumentParser.parse(arguments, spec: LintOptions.spec)
            if parsed.has("--help") {
                io.write(LintOptions.help)
                return 0
            }
            let options = try LintOptions(parsed)
            return LintRun(options: options, io: io, currentDirectory: currentDirectory ?? FileManager.default.currentDirectoryPath).run()
        } catch {
            io.writeError("twlint: error: \(error.message); see 'twlint --help'\n")
            return 2
        }
    }
}
