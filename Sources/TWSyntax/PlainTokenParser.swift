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

    /// Appends the token of a plain span to `tokens`; false, appending nothing, when the general
    /// parser must read it.
    func read(_ span: TokenReader.Span, into tokens: inout [ClassToken]) -> Bool {
        let start = span.lastColon < 0 ? span.range.start : span.lastColon + 1, end = span.range.end
        // An empty name or a negative marker (`-p-4`) is an issue.
        guard start < end, bytes[start] != UInt8(ascii: "-") else { return false }
        let name = ByteRange(inBounds: start, end: end)
        // The name without its modifier, then split as ``UtilityRoots/split(_:in:)`` does.
        let baseEnd = span.slash >= 0 ? span.slash : end
        let modifier = span.slash >= 0 ? ByteRange(inBounds: span.slash + 1, end: end) : nil
        let rootLength = UtilityRoots.rootLength(in: bytes, start: start, end: baseEnd)
        let root = ByteRange(inBounds: start, end: rootLength > 0 ? start + rootLength : baseEnd)
        let value = rootLength > 0 ? ClassValue.named(ByteRange(inBounds: start + rootLength + 1, end: baseEnd)) : .none
        // Built in place in the array: a token is large, and copying it costs more than reading it.
        tokens.append(
            ClassToken(
                range: span.range, variants: VariantList(), nameRange: name, rootRange: root, value: value, modifierRange: modifier,
                isDynamic: false, isUncheckable: false, issues: []
            ))
        if span.lastColon >= 0, !readVariants(span.range.start, span.lastColon, into: &tokens[tokens.count - 1].variants) {
            tokens.removeLast()
            return false
        }
        return true
    }

    /// Reads the variants of `start..<lastColon` (every `:` splits, as there are no brackets);
    /// false at the first one swiftcn does not know.
    private func readVariants(_ start: Int, _ lastColon: Int, into variants: inout VariantList) -> Bool {
        var partStart = start
        var index = start
        while index <= lastColon {
            if bytes[index] == UInt8(ascii: ":") {
                guard case .variant(let variant) = VariantReader.read(ByteRange(inBounds: partStart, end: index), in: bytes) else { return false }
                variants.append(variant)
                partStart = index + 1
            }
            index += 1
        }
        return true
    }
}
