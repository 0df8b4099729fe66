/// Splits a class string into tokens and parses each one (reference §1.2, §1.4, §1.5).
///
/// Works on UTF-8 bytes. Bytes inside the caller's dynamic ranges are opaque. A bracket argument
/// that whitespace cut in two (`offset-[12, -4]`) is rejoined into one token carrying one
/// whitespace-in-brackets issue, instead of the two unknown classes swiftcn would report.
struct TokenReader {
    let bytes: UnsafeBufferPointer<UInt8>
    let dynamic: [ByteRange]

    /// How many following tokens may close a bracket that whitespace left open. Bounded so that a
    /// string of unclosed brackets stays linear.
    static let maximumBrokenGroupLength = 16

    mutating func readAll() -> [ClassToken] {
        let spans = splitOnWhitespace()
        var tokens: [ClassToken] = []
        tokens.reserveCapacity(spans.count)
        var index = 0
        while index < spans.count {
            if let last = brokenGroupEnd(startingAt: index, in: spans) {
                let range = ByteRange(start: spans[index].start, end: spans[last].end)
                var token = parseToken(range)
                token.issues.insert(whitespaceIssue(range, pieces: spans[index...last]), at: 0)
                tokens.append(token)
                index = last + 1
            } else {
                tokens.append(parseToken(spans[index]))
                index += 1
            }
        }
        return tokens
    }

    // MARK: Splitting

    private func splitOnWhitespace() -> [ByteRange] {
        var spans: [ByteRange] = []
        var tokenStart = -1
        var index = 0
        var nextDynamic = 0
        let count = bytes.count
        while index < count {
            if nextDynamic < dynamic.count, index >= dynamic[nextDynamic].start {
                if index < dynamic[nextDynamic].end {
                    if tokenStart < 0 { tokenStart = index }
                    index = dynamic[nextDynamic].end
                }
                nextDynamic += 1
                continue
            }
            let width = Whitespace.length(in: bytes, at: index)
            if width > 0 {
                if tokenStart >= 0 {
                    spans.append(ByteRange(start: tokenStart, end: index))
                    tokenStart = -1
                }
                index += width
            } else {
                if tokenStart < 0 { tokenStart = index }
                index += 1
            }
        }
        if tokenStart >= 0 { spans.append(ByteRange(start: tokenStart, end: count)) }
        return spans
    }

    // MARK: Broken bracket groups

    /// The bracket depth a span leaves open (`net`), the lowest depth it reaches (`lowest`) and
    /// whether it opens any bracket.
    private func depthChange(_ span: ByteRange) -> (net: Int, lowest: Int, opens: Bool) {
        var depth = 0, lowest = 0, opens = false
        var index = span.start
        while index < span.end {
            if let skip = dynamicEnd(at: index) {
                index = skip
                continue
            }
            switch bytes[index] {
            case UInt8(ascii: "\\"):
                index += 2
                continue
            case UInt8(ascii: "["):
                depth += 1
                opens = true
            case UInt8(ascii: "]"):
                depth -= 1
                lowest = min(lowest, depth)
            default:
                break
            }
            index += 1
        }
        return (depth, lowest, opens)
    }

    /// When the span at `first` opens a bracket that a later span closes, the index of that span.
    private func brokenGroupEnd(startingAt first: Int, in spans: [ByteRange]) -> Int? {
        let opening = depthChange(spans[first])
        guard opening.lowest >= 0, opening.net > 0 else { return nil }
        var depth = opening.net
        var index = first + 1
        while index < spans.count, index - first <= Self.maximumBrokenGroupLength {
            let change = depthChange(spans[index])
            // A piece that opens a bracket of its own is a new class, not the rest of this one.
            if change.opens || depth + change.lowest < 0 { return nil }
            depth += change.net
            if depth == 0 { return index }
            index += 1
        }
        return nil
    }

    private func whitespaceIssue(_ range: ByteRange, pieces: ArraySlice<ByteRange>) -> SyntaxIssue {
        // Rejoin the pieces. Whitespace next to a comma or a bracket only separated numbers, so it
        // goes; elsewhere it meant a space, which swiftcn spells `_`.
        var joined: [UInt8] = []
        var previous: ByteRange?
        for piece in pieces {
            if let previous {
                let before = bytes[previous.end - 1]
                let after = bytes[piece.start]
                let separators: [UInt8] = [UInt8(ascii: ","), UInt8(ascii: "["), UInt8(ascii: "]")]
                if !separators.contains(before), !separators.contains(after) { joined.append(UInt8(ascii: "_")) }
            }
            joined.append(contentsOf: bytes[piece.start..<piece.end])
            previous = piece
        }
        let replacement = String(decoding: joined, as: UTF8.self)
        return SyntaxIssue(
            code: .whitespaceInBrackets,
            message: "Whitespace inside a bracket argument splits the class in two; write `\(replacement)`",
            range: range,
            fix: Fix(range: range, replacement: replacement),
            excusedByNamedClass: false
        )
    }

    // MARK: Tokens

    /// The end of the dynamic range that contains `index`, if any.
    @inline(__always)
    func dynamicEnd(at index: Int) -> Int? {
        if dynamic.isEmpty { return nil }
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
