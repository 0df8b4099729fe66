import TWResolve
import TWEmit

/// `tw explain CLASSES | -`: for each resolved field, the class that won and the rule that decided.
public struct ExplainCommand: Command {
    public init() {}

    public var name: String { "explain" }
    public var summary: String { "Show which class decided each field, and by which rule" }
    public var help: String {
        """
        Usage: tw explain [--json [--compact]] [CONTEXT FLAGS] CLASSES
               tw explain [--json [--compact]] [CONTEXT FLAGS] -

        For each resolved field: its value, the class that won and the rule that decided (last
        wins, state precedence, local over global, one fill, policy override, renderer); then
        the ignored and overridden classes.

        Options:
          --json      Print the twkit.explain/1 document (tw schema explain): classes, valid,
                      lenient, context, fields [{field, value, class, rule}], ignored,
                      overridden and diagnostics
          --compact   With --json: one line
          -h, --help  Show this help

        \(ContextOptions.help)
        Exit status: 0 when swiftcn accepts the classes, 1 when it rejects them, 2 for a usage
        error or a bad theme file.

        """
    }

    public func run(_ arguments: [String], io: CommandIO) throws(UsageError) -> Int32 {
        let spec = ArgumentSpec(flags: ContextOptions.flags.union(["--json", "--compact"]), options: ContextOptions.options)
        let parsed = try ArgumentParser.parse(arguments, spec: spec)
        if parsed.has("--help") {
            io.write(help)
            return 0
        }
        guard parsed.has("--json") || !parsed.has("--compact") else { throw UsageError("--compact goes with --json") }
        let options = try ContextOptions.read(parsed)
        let classes = try ClassesInput.readString(parsed, io: io)
        let resolution = Resolver(theme: options.theme).resolve(classes, context: options.context, lenient: options.lenient)
        if parsed.has("--json") {
            io.write(ExplainJSON.encode(resolution, compact: parsed.has("--compact")) + "\n")
        } else {
            io.write(Explainer().render(resolution))
        }
        return resolution.valid ? 0 : 1
    }
}
