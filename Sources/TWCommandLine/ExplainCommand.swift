import TWResolve
import TWEmit

/// `tw explain CLASSES | -`: for each resolved field, the class that won and the rule that decided.
public struct ExplainCommand: Command {
    public init() {}

    public var name: String { "explain" }
    public var summary: String { "Show which class decided each field, and by which rule" }
    public var help: String {
        """
        Usage: tw explain [CONTEXT FLAGS] CLASSES
               tw explain [CONTEXT FLAGS] -

        For each resolved field: its value, the class that won and the rule that decided (last
        wins, state precedence, local over global, one fill, policy override, renderer); then
        the ignored and overridden classes.

        Options:
          -h, --help  Show this help

        \(ContextOptions.help)
        Exit status: 0 when swiftcn accepts the classes, 1 when it rejects them, 2 for a usage
        error or a bad theme file.

        """
    }

    public func run(_ arguments: [String], io: CommandIO) throws(UsageError) -> Int32 {
        let spec = ArgumentSpec(flags: ContextOptions.flags, options: ContextOptions.options)
        let parsed = try ArgumentParser.parse(arguments, spec: spec)
        if parsed.has("--help") {
            io.write(help)
            return 0
        }
        let options = try ContextOptions.read(parsed)
        let classes = try ClassesInput.readString(parsed, io: io)
        let resolution = Resolver(theme: options.theme).resolve(classes, context: options.context, lenient: options.lenient)
        io.write(Explainer().render(resolution))
        return resolution.valid ? 0 : 1
    }
}
