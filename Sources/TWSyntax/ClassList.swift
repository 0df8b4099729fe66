/// The AST of one class string: its tokens in source order, over the UTF-8 bytes that were parsed.
///
/// Text is not copied per token: tokens hold ``ByteRange``s, and ``text(_:)`` and
/// ``decodedText(_:)`` read the bytes on demand.
public struct ClassList: Sendable {
    /// The parsed text, as UTF-8 bytes (invalid UTF-8 is kept as given).
    public let utf8: [UInt8]
    /// The tokens, in source order.
    public var tokens: [ClassToken]
    /// The dynamic parts the caller supplied, sorted by start.
    public let dynamicRanges: [ByteRange]

    public init(utf8: [UInt8], tokens: [ClassToken], dynamicRanges: [ByteRange]) {
        self.utf8 = utf8
        self.tokens = tokens
        self.dynamicRanges = dynamicRanges
    }

    /// The source text of a range; invalid UTF-8 becomes U+FFFD.
    public func text(_ range: ByteRange) -> String {
        let clamped = clamp(range)
        return String(decoding: utf8[clamped.start..<clamped.end], as: UTF8.self)
    }

    /// The text of a bracket body after decoding (reference §1.5): `\x` gives `x`, `_` gives a
    /// space.
    public func decodedText(_ range: ByteRange) -> String {
        let clamped = clamp(range)
        // Most bodies have neither: their text as written, without a copy of the bytes first.
        if !utf8[clamped.start..<clamped.end].contains(where: { $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "_") }) {
            return String(decoding: utf8[clamped.start..<clamped.end], as: UTF8.self)
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(clamped.count)
        var index = clamped.start
        while index < clamped.end {
            let byte = utf8[index]
            if byte == UInt8(ascii: "\\"), index + 1 < clamped.end {
                bytes.append(utf8[index + 1])
                index += 2
                continue
            }
            bytes.append(byte == UInt8(ascii: "_") ? UInt8(ascii: " ") : byte)
            index += 1
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The whole token's text.
    public func text(of token: ClassToken) -> String { text(token.range) }
    /// The class name (the text after the last variant).
    public func name(of token: ClassToken) -> String { text(token.nameRange) }
    /// The utility root.
    public func root(of token: ClassToken) -> String { text(token.rootRange) }

    /// The syntax diagnostics of every token, ignoring named classes: what the grammar alone says.
    /// Use the validator of `TWResolve` for the full verdict.
    public var syntaxDiagnostics: [Diagnostic] {
        tokens.flatMap { token in
            token.issues.map(\.diagnostic)
        }
    }

    private func clamp(_ range: ByteRange) -> ByteRange {
        ByteRange(start: min(max(range.start, 0), utf8.count), end: min(max(range.end, 0), utf8.count))
    }
}
