/// The fast path of the token parser for a plain token (``TokenReader/Span/isPlain``: printable
/// ASCII without escapes, `!` or dynamic parts) that is a keyword class or a simple bracket class:
/// `px-4`, `hover:bg-accent`, `group-hover/hero:opacity-80`, `w-[240]`, `text-[length:18px]`.
///
/// Such a token has no marker and at most one bracket argument without brackets inside, so its
/// split needs only what ``TokenReader`` saw while finding the span: the last `:` outside
/// brackets, the first `/` after it and the first `[`. The token is the one ``TokenParser`` gives;
/// a token that would carry an issue (an unknown variant, an empty name, a leading `-`, a bad
/// prefix or an empty argument), nested brackets or a `shared-[…]` id is left to
/// ``TokenParser``, which builds the messages.
struct PlainTokenParser {
    let bytes: UnsafeBufferPointer<UInt8>

    /// Appends the token of a plain span to `tokens`; false, appending nothing, when the general
    /// parser must read it.
    @inline(__always)
    func read(_ span: TokenReader.Span, into tokens: inout [ClassToken]) -> Bool {
        let start = span.lastColon < 0 ? span.range.start : span.lastColon + 1, end = span.range.end
        // An empty name or a negative marker (`-p-4`) is an issue.
        guard start < end, bytes[start] != UInt8(ascii: "-") else { return false }
        let shape: (root: ByteRange, value: ClassValue, modifier: ByteRange?)
        switch span.brackets {
        case 0: shape = keywordShape(start, end, slash: span.slash)
        case 2:
            guard let bracket = bracketShape(start, end, open: span.firstOpen) else { return false }
            shape = (bracket.root, bracket.value, nil)
        default: return false
        }
        // Built in place in the array: a token is large, and copying it costs more than reading it.
        tokens.append(
            ClassToken(
                range: span.range, variants: VariantList(), nameRange: ByteRange(inBounds: start, end: end), rootRange: shape.root,
                value: shape.value, modifierRange: shape.modifier, isDynamic: false, isUncheckable: false, issues: []
            ))
        if span.lastColon >= 0, !readVariants(span.range.start, span.lastColon, into: &tokens[tokens.count - 1].variants) {
            tokens.removeLast()
            return false
        }
        return true
    }

    /// A keyword name `start..<end` as ``NameParser`` shapes it: the modifier after the first `/`,
    /// then the root and value as ``UtilityRoots/split(_:in:)`` splits the rest.
    @inline(__always)
    private func keywordShape(_ start: Int, _ end: Int, slash: Int) -> (root: ByteRange, value: ClassValue, modifier: ByteRange?) {
        let baseEnd = slash >= 0 ? slash : end
        let modifier = slash >= 0 ? ByteRange(inBounds: slash + 1, end: end) : nil
        let rootLength = UtilityRoots.rootLength(in: bytes, start: start, end: baseEnd)
        guard rootLength > 0 else { return (ByteRange(inBounds: start, end: baseEnd), .none, modifier) }
        return (ByteRange(inBounds: start, end: start + rootLength), .named(ByteRange(inBounds: start + rootLength + 1, end: baseEnd)), modifier)
    }

    /// A bracket name `start..<end` whose only brackets are the `[` at `open` and the last byte,
    /// as ``NameParser`` shapes it: `prefix-[hint:value]`. Nil when that is not the form or it
    /// carries an issue.
    private func bracketShape(_ start: Int, _ end: Int, open: Int) -> (root: ByteRange, value: ClassValue)? {
        // `prefix-[`, a non-empty argument, `]` last.
        guard open >= start + 2, bytes[open - 1] == UInt8(ascii: "-"), open + 2 < end, bytes[end - 1] == UInt8(ascii: "]") else { return nil }
        let prefix = ByteRange(inBounds: start, end: open - 1)
        // `shared-[id]` is an id, not an argument.
        guard !(prefix.count == 6 && bytes[start..<open - 1].elementsEqual("shared".utf8)) else { return nil }
        guard Identifier.isValid(bytes[start..<open - 1]) else { return nil }
        let inner = ByteRange(inBounds: open + 1, end: end - 1)
        var value = ArbitraryValue(bodyRange: inner, hintRange: nil, hint: nil, valueRange: inner, isDynamic: false)
        if let colon = bytes[inner.start..<inner.end].firstIndex(of: UInt8(ascii: ":")) {
            let hintRange = ByteRange(inBounds: inner.start, end: colon)
            value.hintRange = hintRange
            value.hint = NameParser.typeHint(bytes[hintRange.start..<hintRange.end])
            value.valueRange = ByteRange(inBounds: colon + 1, end: inner.end)
        }
        return (prefix, .arbitrary(value))
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
