import TWSyntax

/// The kind of one ``SwiftToken``.
///
/// The lexer does not tell keywords from identifiers: `return`, `let` and `nil` are identifiers
/// whose text a reader compares. Comments are tokens too, so suppressions can be read from them.
public enum SwiftTokenKind: UInt8, Sendable, Hashable {
    /// `foo`, `$0`, `Text`, `let`; also non-ASCII identifiers.
    case identifier
    /// `` `default` ``: the range includes the backticks.
    case backtickIdentifier
    /// `#if`, `#selector`, `#available`: the range covers `#` and the word.
    case poundKeyword
    /// `42`, `1.5e-3`, `0xFF`, `1_000`.
    case number
    /// A string literal of any form; its parts are in ``SwiftTokenStream/literals``.
    case stringLiteral
    /// `/a+b/` (bare, where Swift would parse one) or `#/…/#`.
    case regexLiteral
    /// A lone `.` (member access, implicit member expression).
    case dot
    /// A run of operator characters: `+`, `==`, `??`, `?`, `->`, `...`, `=`.
    case `operator`
    case leftParen, rightParen, leftBrace, rightBrace, leftBracket, rightBracket
    case comma, colon, semicolon, at, backslash
    /// `// …` (not `///`).
    case lineComment
    /// `/// …`.
    case docLineComment
    /// `/* … */`, nested comments included in one token.
    case blockComment
    /// `/** … */`.
    case docBlockComment
    /// A byte that starts no Swift token (a stray `` ` ``, a control character).
    case unknown

    /// True for the four comment kinds.
    public var isComment: Bool {
        switch self {
        case .lineComment, .docLineComment, .blockComment, .docBlockComment: true
        default: false
        }
    }
}

/// One token of a Swift source file: a kind and a range of UTF-8 bytes of the file.
///
/// A string literal token covers its whole literal, delimiters included. The tokens of its
/// interpolations follow it in the token array (see ``SwiftStringLiteral/tokenEnd``).
public struct SwiftToken: Sendable, Hashable {
    public var kind: SwiftTokenKind
    /// Bit set of ``Flags``.
    var flagBits: UInt8
    /// Byte range in the file (BOM offsets included: offset 3 is the first byte after a BOM).
    public var range: ByteRange
    /// For ``SwiftTokenKind/stringLiteral``: the index of its ``SwiftStringLiteral``; else -1.
    var payload: Int32

    /// Spacing seen before a token.
    public struct Flags: OptionSet, Sendable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        /// A line break (or the start of the file) lies between the previous token and this one.
        public static let newlineBefore = Flags(rawValue: 1)
        /// Whitespace, a line break or a comment lies right before this token.
        public static let spaceBefore = Flags(rawValue: 2)
    }

    public var flags: Flags { Flags(rawValue: flagBits) }
    /// The index in ``SwiftTokenStream/literals`` of a string literal token.
    public var literalIndex: Int? { payload >= 0 ? Int(payload) : nil }
}
