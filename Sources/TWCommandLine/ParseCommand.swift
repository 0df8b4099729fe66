import Foundation
import TWSyntax
import TWResolve
import TWEmit

/// `tw parse [--json] CLASSES | -`: prints the AST of a class string and its diagnostics.
public struct ParseCommand: Command {
    public let validator: Validator

    /// - Parameter validator: what decides the diagnostics; by default the syntax alone
    ///   (`ClassList.syntaxDiagnostics`).
    public init(validator: @escaping Validator = { $0.syntaxDiagnostics }) {
        self.validator = validator
    }

    public var name: String { "parse" }
    public var summary: String { "Print the tokens of a class string and its diagnostics" }
    public var help: String {
        """
        Usage: tw parse [--json] CLASSES
               tw parse [--json] -          (read the class string from standard input)

        Prints one line per token (byte range, variants, root, value, dynamic flag), then one
        line per diagnostic as LINE:COLUMN: SEVERITY: MESSAGE [CODE RULE]. Ranges are UTF-8 byte
        offsets into the class string; columns are 1-based UTF-8 byte columns. Several CLASSES
        arguments are joined with single spaces. Put '--' before a class string that starts
        with '-'.

        Options:
          --json          Print {"tokens":[...],"diagnostics":[...]} instead
          --theme PATH    Validate against this theme (merged over the built-in default):
                          its colours, radii and named classes exist
          --source        Validate as a Swift string literal: a bracket colour name such as
                          [red] must be a theme token (by default it stands for the native
                          SwiftUI colour, with a TW210 note)
          -h, --help      Show this help

        Exit status: 0 when no diagnostic is an error, 1 when one is, 2 for a usage error or a
        bad theme file.

        """
    }

    public func run(_ arguments: [String], io: CommandIO) throws(UsageError) -> Int32 {
        let parsed = try ArgumentParser.parse(arguments, spec: ArgumentSpec(flags: ["--json", "--source"], options: ["--theme"]))
        if parsed.has("--help") {
            io.write(help)
            return 0
        }
        var validator = self.validator
        if parsed.options["--theme"] != nil || parsed.has("--source") {
            let theme = try parsed.options["--theme"].map { (path) throws(UsageError) in try ContextOptions.loadTheme(path) } ?? .builtIn
            var context = ResolutionContext()
            context.nativeColorNames = !parsed.has("--source")
            let chosen = context
            validator = { ClassValidator(theme: theme, context: chosen).diagnostics($0) }
        }
        let input = try ClassesInput.read(parsed, io: io)
        let list = ClassParser.parse(utf8: input)
        let diagnostics = validator(list)
        if parsed.has("--json") {
            // Streamed in chunks: 1 MB of classes is about 60 MB of JSON.
            ParseJSON.write(list, diagnostics) { io.write(String(decoding: $0, as: UTF8.self)) }
            io.write("\n")
        } else {
            io.write(ParseOutput.readable(list, diagnostics))
        }
        return diagnostics.contains { $0.severity == .error } ? 1 : 0
    }
}
