import TWSyntax

/// The CLASSES argument of a command: the positional arguments joined with single spaces, or all
/// of standard input for a lone `-`.
enum ClassesInput {
    /// The class string's bytes, exactly as given (a trailing newline from standard input stays).
    ///
    /// One policy for every command: the input must be UTF-8, so that byte ranges
    /// in the output always refer to the bytes given, and at most ``InputLimits/classStringBytes``.
    /// - Throws: ``UsageError`` when there is no class string, `-` is mixed with others, the input
    ///   is not UTF-8 (with the offset of the first bad byte) or is over the limit.
    static func read(_ parsed: ParsedArguments, io: CommandIO) throws(UsageError) -> [UInt8] {
        guard !parsed.positionals.isEmpty else { throw UsageError("missing CLASSES (or '-' to read standard input)") }
        let bytes: [UInt8]
        if parsed.positionals == ["-"] {
            bytes = io.readInputPrefix(InputLimits.classStringBytes + 1)
        } else if parsed.positionals.contains("-") {
            throw UsageError("'-' (standard input) cannot be combined with other class strings")
        } else {
            bytes = Array(parsed.positionals.joined(separator: " ").utf8)
        }
        if bytes.count > InputLimits.classStringBytes {
            throw UsageError("the class string is larger than the limit of \(InputLimits.classStringDescription)")
        }
        if let offset = InputFile.firstInvalidUTF8Offset(bytes) {
            throw UsageError("the class string is not valid UTF-8 (first bad byte at offset \(offset))")
        }
        return bytes
    }

    /// The class string as text; a trailing newline from standard input is dropped.
    /// - Throws: as ``read(_:io:)``.
    static func readString(_ parsed: ParsedArguments, io: CommandIO) throws(UsageError) -> String {
        var text = String(decoding: try read(parsed, io: io), as: UTF8.self)
        while text.hasSuffix("\n") || text.hasSuffix("\r") { text.removeLast() }
        return text
    }
}
