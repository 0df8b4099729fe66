import TWJSON
import TWResolve
import TWBridge
import TWEmit

/// `tw codegen CLASSES`: the sections a Figma Dev Mode codegen plugin shows.
public struct CodegenCommand: Command {
    public init() {}

    public var name: String { "codegen" }
    public var summary: String { "Print Figma codegen sections [{title, language, code}] for a class string" }
    public var help: String {
        """
        Usage: tw codegen [--compact] [CONTEXT FLAGS] CLASSES
               tw codegen [OPTIONS] -     (read the classes from standard input)

        Prints a JSON array in the shape of Figma's CodegenResult, one object per section of
        Dev Mode's Inspect panel, {"title", "language", "code"} with language SWIFT, JSON or
        PLAINTEXT: the class string; the .tw("…") call; SwiftUI code for every system (tw swift
        --availability); the resolution in the context (tw resolve --json); the matrix (tw matrix).
        `tw serve` answers the same at POST /codegen; Examples/figma-plugin shows a plugin using it.

        Options:
          --compact   One line
          -h, --help  Show this help

        \(ContextOptions.help)
        Exit status: 0 when swiftcn accepts the classes, 1 when it rejects them (the sections are
        still printed), 2 for a usage error.

        """
    }

    public func run(_ arguments: [String], io: CommandIO) throws(UsageError) -> Int32 {
        let spec = ArgumentSpec(flags: ContextOptions.flags.union(["--compact"]), options: ContextOptions.options)
        let parsed = try ArgumentParser.parse(arguments, spec: spec)
        if parsed.has("--help") {
            io.write(help)
            return 0
        }
        let options = try ContextOptions.read(parsed)
        let classes = try ClassesInput.readString(parsed, io: io)
        // The bridge's cost budget, counted before anything is resolved.
        if let excess = RequestBudget.excess("codegen", classes) { throw UsageError("the class string has \(excess); split it") }
        let resolver = Resolver(theme: options.theme)
        let sections = CodegenSections.make(classes, context: options.context, resolver: resolver, lenient: options.lenient)
        io.write(CodegenSections.json(sections, compact: parsed.has("--compact")) + "\n")
        return resolver.resolve(classes, context: options.context, lenient: options.lenient).valid ? 0 : 1
    }
}
