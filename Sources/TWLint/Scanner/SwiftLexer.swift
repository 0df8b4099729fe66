import TWJSON
import TWSyntax

/// A linear-time lexer for Swift source files, over UTF-8 bytes, with no dependency on the
/// compiler.
///
/// ```
/// Text("a").tw(#"p-[13] \#(x)"#) // done
/// ^^^^ identifier
///          ^ dot  ^^^^^^^^^^^^^^^^ stringLiteral (interpolation tokens `x` follow it)
///                                ^^^^^^^ lineComment
/// ```
/// It reads comments (line, doc, nested block), string literals of every form (single-line,
/// `"""` multi-line, raw `#"…"#` with any number of `#`) with their interpolations (lexed
/// recursively, with nested parentheses and nested literals), regex literals (`#/…/#` always;
/// bare `/…/` after an operator, `(`, `[`, `{`, `,`, `:`, `;`, `return` and similar keywords or at
/// the start of a line, when not followed by a space and closed on the same line), CRLF line
/// endings and a leading byte-order mark (skipped). A file that is not UTF-8 is rejected with
/// ``SwiftSourceError/invalidUTF8(offset:)``.
///
/// Unterminated comments and multi-line literals end at the end of the file; a single-line
/// literal ends at the end of its line. Every byte is visited a bounded number of times, so time
/// is linear in the file size whatever the input. Interpolations nest at most
/// ``maximumInterpolationDepth`` deep; deeper `\(` is read as text, and the stream says where
/// (``SwiftTokenStream/tooDeepInterpolations``) so that the linter can say its strings were not
/// checked.
///
/// Source: The Swift Programming Language, "Lexical Structure".
public enum SwiftLexer {
    /// How deep interpolations may nest (a string in an interpolation in a string …).
    public static let maximumInterpolationDepth = 64

    /// Tokenizes a whole file given as bytes.
    ///
    /// - Returns: the tokens, or an error when the file is not valid UTF-8.
    public static func tokenize(_ bytes: [UInt8]) -> Result<SwiftTokenStream, SwiftSourceError> {
        bytes.withUnsafeBufferPointer { tokenize(utf8: $0) }
    }

    /// Tokenizes a whole file given as a buffer of bytes.
    public static func tokenize(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Result<SwiftTokenStream, SwiftSourceError> {
        if let offset = UTF8Validation.firstInvalidOffset(bytes) {
            return .failure(.invalidUTF8(offset: offset))
        }
        if bytes.isEmpty { return .success(SwiftTokenStream(tokens: [], literals: [], contentStart: 0)) }
        var core = SwiftLexerCore(bytes: bytes)
        core.run()
        var stream = SwiftTokenStream(tokens: core.tokens, literals: core.literals, contentStart: core.contentStart)
        stream.tooDeepInterpolations = core.tooDeepInterpolations.map { ByteRange(start: $0.lowerBound, end: $0.upperBound) }
        return .success(stream)
    }
}
