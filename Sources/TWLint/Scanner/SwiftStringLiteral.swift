import TWSyntax

/// One string literal as the lexer found it: its delimiters and its interpolations.
///
/// ```
/// ##"px-4 \##(extra) \#(notInterp)"##
///    ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^      contentRange
///         ^^^^^^^^^^                     interpolations[0].range
/// ```
/// Literal text parts are the parts of ``contentRange`` outside the interpolations; escapes are
/// not decoded here (``StringLiteralValue`` does that).
public struct SwiftStringLiteral: Sendable, Hashable {
    /// The whole literal, delimiters included (UTF-8 bytes of the file).
    public var range: ByteRange
    /// The bytes between the opening and closing delimiters. For a multi-line literal this starts
    /// right after the opening `"""` (the rest of that line included) and ends right before the
    /// closing `"""` (its indentation included).
    public var contentRange: ByteRange
    /// The number of `#` of a raw string (0 for `"…"`).
    public var hashCount: Int
    /// True for `"""…"""`.
    public var isMultiline: Bool
    /// False when the file (or, for a single-line literal, the line) ends before the closing
    /// delimiter.
    public var isTerminated: Bool
    /// The interpolations, in source order.
    public var interpolations: [SwiftInterpolation]
    /// The index of the literal's token in the token array.
    public var tokenIndex: Int
    /// The index just past the last token of its interpolations: a reader that skips the literal
    /// continues there.
    public var tokenEnd: Int
}

/// One interpolation `\(…)` (or `\#(…)` in a raw string with one `#`) of a string literal.
public struct SwiftInterpolation: Sendable, Hashable {
    /// From the backslash to the closing parenthesis, both included (to the end of the file when
    /// unterminated).
    public var range: ByteRange
    /// The indices of the tokens between the parentheses.
    public var tokens: Range<Int>
}
