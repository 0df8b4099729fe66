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
    /// - Throws: ``UsageError`` for input that is not UTF-8, so that byte ranges in the output
    ///   always refer to the bytes given.
    static func readString(_ parsed: ParsedArguments, io: CommandIO) throws(UsageError) -> String {
        let bytes = try read(parsed, io: io)
        if let offset = firstInvalidUTF8Offset(bytes) {
            throw UsageError("the class string is not valid UTF-8 (first bad byte at offset \(offset))")
        }
        var text = String(decoding: bytes, as: UTF8.self)
        while text.hasSuffix("\n") || text.hasSuffix("\r") { text.removeLast() }
        return text
    }

    /// The offset of the first byte that does not belong to a well-formed UTF-8 sequence.
    static func firstInvalidUTF8Offset(_ bytes: [UInt8]) -> Int? {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar): offset += scalar.count
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }
}
