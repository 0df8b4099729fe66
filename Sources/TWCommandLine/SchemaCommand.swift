import TWJSON
import TWEmit

/// `tw schema resolution | matrix | explain | suggestion | codegen`: prints the JSON Schema of
/// `tw resolve --json`, `tw matrix --json`, `tw explain --json`, `tw suggest --json` or `tw codegen`.
public struct SchemaCommand: Command {
    public init() {}

    /// Schema names and their text.
    static let schemas: [(name: String, text: @Sendable () -> String)] = [
        ("resolution", { ResolutionSchema.text }),
        ("matrix", { MatrixSchema.text }),
        ("explain", { ExplainSchema.text }),
        ("suggestion", { DesignToolSchemas.suggestion }),
        ("codegen", { DesignToolSchemas.codegen }),
    ]

    public var name: String { "schema" }
    public var summary: String { "Print the JSON Schema of an output document" }
    public var help: String {
        """
        Usage: tw schema NAME

        Prints a JSON Schema (draft 2020-12). Names:
          resolution  the twkit.resolution/1 document of tw resolve --json
          matrix      the twkit.matrix/1 document of tw matrix --json
          explain     the twkit.explain/1 document of tw explain --json
          suggestion  the twkit.suggestion/1 document of tw suggest --json
          codegen     the sections of tw codegen (Figma's CodegenResult[])

        Options:
          -h, --help  Show this help

        """
    }

    public func run(_ arguments: [String], io: CommandIO) throws(UsageError) -> Int32 {
        let parsed = try ArgumentParser.parse(arguments, spec: ArgumentSpec())
        if parsed.has("--help") {
            io.write(help)
            return 0
        }
        let names = Self.schemas.map(\.name).joined(separator: ", ")
        guard parsed.positionals.count == 1 else { throw UsageError("expected one schema name: \(names)") }
        guard let schema = Self.schemas.first(where: { $0.name == parsed.positionals[0] }) else {
            throw UsageError("unknown schema '\(parsed.positionals[0])'; expected one of: \(names)")
        }
        let text = schema.text()
        io.write(text.hasSuffix("\n") ? text : text + "\n")
        return 0
    }
}
