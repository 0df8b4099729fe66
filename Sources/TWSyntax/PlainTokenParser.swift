/// The fast path of the token parser for a plain token (``TokenReader/Span/isPlain``: printable
/// ASCII without brackets, escapes, `!` or dynamic parts), such as `px-4`, `hover:bg-accent` or
/// `group-hover/hero:opacity-80`.
///
/// Such a token has no bracket argument and no marker, so its split needs only what
/// ``TokenReader`` saw while finding the span: the last `:` and the first `/` after it. The token
/// is the one ``TokenParser`` gives; a plain token that would carry an issue (an unknown variant,
/// an empty name, a leading `-`) is left to ``TokenParser``, which builds the messages.
struct PlainTokenParser {
    let bytes: UnsafeBufferPointer<UInt8>

    /// The token of a plain span; nil when the general parser must read it.
    func parse(_ span: TokenReader.Span) -> ClassToken? {
        let name = ByteRange(start: span.lastColon < 0 ? span.range.start : span.lastColon + 1, end: span.range.end)
        // An empty name or a negative marker (`-p-4`) is an issue.
        guard !name.isEmpty, bytes[name.start] != UInt8(ascii: "-") else { return nil }
        var variants = VariantList()
        if span.lastColon >= 0, !readVariants(span.range.start, span.lastColon, into: &variants) { return nil }
        var base = name
        var modifier: ByteRange?
        if span.slash >= 0 {
            base = ByteRange(start: name.start, end: span.slash)
            modifier = ByteRange(start: span.slash + 1, end: name.end)
        }
        let (root, value) = UtilityRoots.split(base, in: bytes)
        return ClassToken(
            range: span.range, variants: variants, nameRange: name, rootRange: root, value: value, modifierRange: modifier,
            isDynamic: false, isUncheckable: false, issues: []
        )
    }

    /// Reads the variants of `start..<lastColon` (every `:` splits, as there are no brackets);
    /// false at the first one swiftcn does not know.
    private func readVariants(_ start: Int, _ lastColon: Int, into variants: inout VariantList) -> Bool {
        var partStart = start
        var index = start
        while index <= lastColon {
            if bytes[index] == UInt8(ascii: ":") {
                guard case .variant(let variant) = VariantReader.read(ByteRange(start: partStart, end: index), in: bytes) else { return false }
                variants.append(variant)
                partStart = index + 1
            }
            index += 1
        }
        return true
    }
}
