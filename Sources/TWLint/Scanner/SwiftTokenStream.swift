import TWSyntax

/// The tokens of one Swift file, with the string literals they refer to.
public struct SwiftTokenStream: Sendable {
    /// Every token in source order; the tokens of an interpolation follow its string literal.
    public var tokens: [SwiftToken]
    /// The string literals, in the order their opening delimiters appear.
    public var literals: [SwiftStringLiteral]
    /// The offset of the first byte after a UTF-8 byte-order mark (0 without one).
    public var contentStart: Int
    /// Where an interpolation nested deeper than ``SwiftLexer/maximumInterpolationDepth`` was read
    /// as text (the `\(`, the first in each outermost literal): the strings inside it are not tokens.
    public var tooDeepInterpolations: [ByteRange] = []

    public init(tokens: [SwiftToken], literals: [SwiftStringLiteral], contentStart: Int) {
        self.tokens = tokens
        self.literals = literals
        self.contentStart = contentStart
    }

    /// The literal of a string literal token.
    public func literal(of token: SwiftToken) -> SwiftStringLiteral? {
        token.literalIndex.map { literals[$0] }
    }
}

/// Why a file could not be scanned.
public enum SwiftSourceError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file is not UTF-8: `offset` is the first byte of the first invalid sequence. The file is
    /// reported once and skipped.
    case invalidUTF8(offset: Int)

    public var description: String {
        switch self {
        case .invalidUTF8(let offset): "the file is not valid UTF-8 (first invalid byte at offset \(offset)); skipped"
        }
    }
}
