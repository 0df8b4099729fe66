/// The CLASSES argument of a command: the positional arguments joined with single spaces, or all
/// of standard input for a lone `-`.
enum ClassesInput {
    /// - Throws: ``UsageError`` when there is no class string, or `-` is mixed with others.
    static func read(_ parsed: ParsedArguments, io: CommandIO) throws(UsageError) -> [UInt8] {
        guard !parsed.positionals.isEmpty else { throw UsageError("missing CLASSES (or '-' to read standard input)") }
        if parsed.positionals == ["-"] { return io.readInput() }
        if parsed.positionals.contains("-") {
            throw UsageError("'-' (standard input) cannot be combined with other class strings")
        }
        return Array(parsed.positionals.joined(separator: " ").utf8)
    }

    /// The class string as text; a trailing newline from standard input is dropped.
    static func readString(_ parsed: ParsedArguments, io: CommandIO) throws(UsageError) -> String {
        var text = String(decoding: try read(parsed, io: io), as: UTF8.self)
        while text.hasSuffix("\n") || text.hasSuffix("\r") { text.removeLast() }
        return text
    }
}
