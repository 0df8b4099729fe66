/// Splits a class string into tokens and parses each one (reference §1.2, §1.4, §1.5).
///
/// Works on UTF-8 bytes. Bytes inside the caller's dynamic ranges are opaque. A bracket argument
/// that whitespace cut in two (`offset-[12, -4]`) is rejoined into one token carrying one
/// whitespace-in-brackets issue, instead of the two unknown classes swiftcn would report.
struct TokenReader {
    let bytes: UnsafeBufferPointer<UInt8>
    /// Sorted, merged dynamic ranges; a buffer rather than an array so that copying the reader
    /// into each token's parser costs no reference counting.
    let dynamic: UnsafeBufferPointer<ByteRange>
    /// Whether plain tokens go through ``PlainTokenParser`` (always, but in the tests that pin it
    /// to the general parser).
    let readsPlainTokensFast: Bool

    /// How many following tokens may close a bracket that whitespace left open. Bounded so that a
    /// string of unclosed brackets stays linear.
    static let maximumBrokenGroupLength = 16

    /// A whitespace-separated span with its bracket balance: the depth it leaves open (`net`),
    /// the lowest depth it reaches (`lowest`), and whether it opens a bracket. Read on the same
    /// pass, for ``PlainTokenParser``: whether it is plain (printable ASCII without `\`, `!` or a
    /// dynamic part), how many `[` and `]` it has and where the first `[` is, its last `:`
    /// outside brackets and the first `/` after that (-1 when none).
    struct Span {
        var range: ByteRange
        var net: Int
        var lowest: Int
        var opens: Bool
        var isPlain: Bool
        var brackets: Int
        var firstOpen: Int
        var lastColon: Int
        var slash: Int
    }

    mutating func readAll() -> [ClassToken] {
        var tokens: [ClassToken] = []
        tokens.reserveCapacity(bytes.count / 8 + 1)
        var cursor = 0
        var cancellation = CancellationCheck()
        while let span = nextSpan(&cursor) {
            // A cancelled request's list is thrown away (``Cancellation``).
            if cancellation.shouldStop() { break }
            // Most tokens are plain: read them without the general parser (which gives the same token).
            if span.isPlain, readsPlainTokensFast, PlainTokenParser(bytes: bytes).read(span, into: &tokens) { continue }
            if span.net > 0, span.lowest >= 0, let last = brokenGroupEnd(after: cursor, opening: span) {
                let range = ByteRange(start: span.range.start, end: last.span.range.end)
                var token = parseToken(range)
                token.issues.insert(whitespaceIssue(range), at: 0)
                tokens.append(token)
                cursor = last.cursor
            } else {
                tokens.append(parseToken(span.range))
            }
        }
        return tokens
    }

    // MARK: Splitting

    /// The next span at or after `cursor`, moving `cursor` past it; nil at the end.
    @inline(__always)
    func nextSpan(_ cursor: inout Int) -> Span? {
        let count = bytes.count
        var index = cursor
        // Skip whitespace.
        while index < count {
            if !dynamic.isEmpty, dynamicEnd(at: index) != nil { break }
            let width = Whitespace.length(in: bytes, at: index)
            if width == 0 { break }
            index += width
        }
        guard index < count else {
            cursor = count
            return nil
        }
        let start = index
        var depth = 0, lowest = 0, opens = false
        var isPlain = dynamic.isEmpty, brackets = 0, firstOpen = -1, lastColon = -1, slash = -1
        while index < count {
            if dynamic.isEmpty {
                // Most bytes are letters, digits and `-`: step over them in a tight loop, lower-case
                // letters (the most common) tested first.
                while index < count, bytes[index] &- UInt8(ascii: "a") < 26 || Self.isOrdinary(bytes[index]) { index += 1 }
                if index == count { break }
            } else if let skip = dynamicEnd(at: index) {
                index = skip
                continue
            }
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "["):
                if firstOpen < 0 { firstOpen = index }
                depth += 1
                opens = true
                brackets += 1
            case UInt8(ascii: "]"):
                depth -= 1
                if depth < lowest { lowest = depth }
                brackets += 1
            case UInt8(ascii: "\\"):
                // An escape hides a bracket from the depth count, but never whitespace from the
                // split (reference §1.2: the split knows nothing of brackets or escapes).
                isPlain = false
                if index + 1 < count, Whitespace.length(in: bytes, at: index + 1) == 0 { index += 2 } else { index += 1 }
                continue
            case UInt8(ascii: ":") where depth == 0:
                lastColon = index
                slash = -1
            case UInt8(ascii: "/"):
                if slash < 0 { slash = index }
            case UInt8(ascii: "!"):
                isPlain = false
            case 0x21...0x7E:
                break
            default:
                let width = Whitespace.scalarLength(in: bytes, at: index)
                if width > 0, !Whitespace.gluesToPrevious(in: bytes, at: index, width: width) {
                    cursor = index
                    return Span(
                        range: ByteRange(start: start, end: index), net: depth, lowest: lowest, opens: opens,
                        isPlain: isPlain, brackets: brackets, firstOpen: firstOpen, lastColon: lastColon, slash: slash)
                }
                isPlain = false
            }
            index += 1
        }
        cursor = count
        return Span(
            range: ByteRange(start: start, end: min(index, count)), net: depth, lowest: lowest, opens: opens,
            isPlain: isPlain, brackets: brackets, firstOpen: firstOpen, lastColon: lastColon, slash: slash)
    }

    /// True for printable ASCII other than `[`, `]`, `\`, `:`, `/` and `!`: a byte that
    /// ``nextSpan(_:)`` only steps over. Bit `b` of the first mask for `b < 64`, of the second for
    /// `64 <= b < 128`.
    @inline(__always)
    static func isOrdinary(_ byte: UInt8) -> Bool {
        if byte < 64 { return (0xFBFF_7FFC_0000_0000 as UInt64) &>> byte & 1 != 0 }
        return byte < 128 && (0x7FFF_FFFF_C7FF_FFFF as UInt64) &>> (byte &- 64) & 1 != 0
    }

    // MARK: Broken bracket groups

    /// When `opening` leaves a bracket open that a following span closes, that span and the cursor
    /// after it.
    private func brokenGroupEnd(after cursor: Int, opening: Span) -> (span: Span, cursor: Int)? {
        var depth = opening.net
        var look = cursor
        var taken = 0
        while taken < Self.maximumBrokenGroupLength, let next = nextSpan(&look) {
            // A piece that opens a bracket of its own is a new class, not the rest of this one.
            if next.opens || depth + next.lowest < 0 { return nil }
            depth += next.net
            taken += 1
            if depth == 0 { return (next, look) }
        }
        return nil
    }

    private func whitespaceIssue(_ range: ByteRange) -> SyntaxIssue {
        // Rejoin the pieces. Whitespace next to a comma or a bracket only separated numbers, so it
        // goes; elsewhere it meant a space, which swiftcn spells `_`.
        var joined: [UInt8] = []
        var index = range.start
        while index < range.end {
            let width = Whitespace.length(in: bytes, at: index)
            if width == 0 {
                joined.append(bytes[index])
                index += 1
                continue
            }
            var after = index + width
            while after < range.end, Whitespace.length(in: bytes, at: after) > 0 { after += Whitespace.length(in: bytes, at: after) }
            let separators: [UInt8] = [UInt8(ascii: ","), UInt8(ascii: "["), UInt8(ascii: "]")]
            if let before = joined.last, after < range.end, !separators.contains(before), !separators.contains(bytes[after]) {
                joined.append(UInt8(ascii: "_"))
            }
            index = after
        }
        let replacement = String(decoding: joined, as: UTF8.self)
        return SyntaxIssue(.whitespaceInBrackets(rejoined: replacement, at: range), excusedByNamedClass: false)
    }

    // MARK: Tokens

    /// The end of the dynamic range that contains `index`, if any.
    @inline(__always)
    func dynamicEnd(at index: Int) -> Int? {
        if dynamic.isEmpty { return nil }
        return dynamicEndSearch(index)
    }

    @inline(never)
    private func dynamicEndSearch(_ index: Int) -> Int? {
        var low = 0, high = dynamic.count - 1
        while low <= high {
            let mid = (low + high) / 2
            let range = dynamic[mid]
            if index < range.start { high = mid - 1 } else if index >= range.end { low = mid + 1 } else { return range.end }
        }
        return nil
    }

    func parseToken(_ range: ByteRange) -> ClassToken {
        var parser = TokenParser(reader: self, range: range)
        return parser.parse()
    }
}
