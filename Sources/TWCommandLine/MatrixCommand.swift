import TWBridge
import TWResolve
import TWEmit

/// `tw matrix [--json] CLASSES | -`: one class string on every standard system, side by side.
public struct MatrixCommand: Command {
    public init() {}

    public var name: String { "matrix" }
    public var summary: String { "Show a class string on iOS 18/26/27 and macOS 15/26, and under accessibility settings" }
    public var help: String {
        """
        Usage: tw matrix [--json | --markdown] [CONTEXT FLAGS] CLASSES
               tw matrix [--json | --markdown] [CONTEXT FLAGS] -

        Prints a table with a column per standard system (iOS 18, iOS 26, iOS 27, iOS 27 with
        --renderer swiftUI, macOS 15, macOS 26) and rows for fill, renderer, edge, shape, shadow
        and button style; then what changes under Reduce Transparency, Increase Contrast,
        UIDesignRequiresCompatibility and the solid policy ('·' = same as the base table).

        The columns set platform, OS and renderer; every other context flag applies to all of
        them (for example --target button, --scheme dark, --state focus).

        Options:
          --json      Print the twkit.matrix/1 document (tw schema matrix; Docs/resolving.md)
          --markdown  Print Markdown tables
          -h, --help  Show this help

        \(ContextOptions.help)
        Exit status: 0 when swiftcn accepts the classes, 1 when it rejects them (the matrix is
        still printed), 2 for a usage error or a bad theme file.

        """
    }

    public func run(_ arguments: [String], io: CommandIO) throws(UsageError) -> Int32 {
        let spec = ArgumentSpec(flags: ContextOptions.flags.union(["--json", "--markdown", "--compact"]), options: ContextOptions.options)
        let parsed = try ArgumentParser.parse(arguments, spec: spec)
        if parsed.has("--help") {
            io.write(help)
            return 0
        }
        if parsed.has("--json") && parsed.has("--markdown") { throw UsageError("--json and --markdown cannot be combined") }
        if parsed.has("--compact") && !parsed.has("--json") { throw UsageError("--compact goes with --json") }
        for flag in ["--platform", "--os", "--renderer"] where parsed.options[flag] != nil {
            throw UsageError("\(flag) does not apply: each column of the matrix sets platform, OS and renderer")
        }
        let options = try ContextOptions.read(parsed)
        let classes = try ClassesInput.readString(parsed, io: io)
        // The bridge's cost budget for /matrix, counted before anything is resolved.
        if let excess = RequestBudget.excess("matrix", classes) { throw UsageError("the class string has \(excess); split it") }
        let matrix = Matrix(classes: classes, base: options.context, resolver: Resolver(theme: options.theme), lenient: options.lenient)
        if parsed.has("--json") {
            io.write(MatrixJSON.encode(matrix, compact: parsed.has("--compact")) + "\n")
        } else if parsed.has("--markdown") {
            io.write(MatrixRenderer.markdown(matrix))
        } else {
            io.write(MatrixRenderer.text(matrix))
        }
        return matrix.valid ? 0 : 1
    }
}
