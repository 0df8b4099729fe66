import TWResolve
import TWEmit

/// `tw resolve [--json] CLASSES | -`: what one class string draws in one context, and why.
public struct ResolveCommand: Command {
    public init() {}

    public var name: String { "resolve" }
    public var summary: String { "Show what a class string draws in one context" }
    public var help: String {
        """
        Usage: tw resolve [--json] [CONTEXT FLAGS] CLASSES
               tw resolve [--json] [CONTEXT FLAGS] -     (read the classes from standard input)

        Resolves the classes as swiftcn does: surface role, fill, renderer, edge, shape, shadow,
        button style, padding, frame, type, colours and motion, with ignored and overridden
        classes. Lengths are points, durations seconds.

        Options:
          --json      Print the twkit.resolution/1 document (schema: tw schema resolution)
          --compact   With --json: one line
          -h, --help  Show this help

        \(ContextOptions.help)
        Exit status: 0 when swiftcn accepts the classes, 1 when it rejects them (the resolution
        is still printed), 2 for a usage error or a bad theme file.

        """
    }

    public func run(_ arguments: [String], io: CommandIO) throws(UsageError) -> Int32 {
        let spec = ArgumentSpec(flags: ContextOptions.flags.union(["--json", "--compact"]), options: ContextOptions.options)
        let parsed = try ArgumentParser.parse(arguments, spec: spec)
        if parsed.has("--help") {
            io.write(help)
            return 0
        }
        let options = try ContextOptions.read(parsed)
        let classes = try ClassesInput.readString(parsed, io: io)
        let resolver = Resolver(theme: options.theme)
        let resolution = resolver.resolve(classes, context: options.context, lenient: options.lenient)
        if parsed.has("--json") {
            io.write(ResolutionJSON.encode(resolution, compact: parsed.has("--compact")) + "\n")
        } else {
            let notes = NativeColorNotes.notes(for: classes, context: options.context, resolver: resolver)
            io.write(TextEmitter(notes: notes).render(resolution))
        }
        return resolution.valid ? 0 : 1
    }
}
