/// The tokenizer and recursive-descent parser of swiftcn class strings (reference §1; the grammar
/// is `Grammar/classes.ebnf`).
///
/// Reading goes class list -> tokens (split on every Unicode whitespace character) -> variants
/// (split on `:` at bracket depth 0) -> name -> root and value. Every token is parsed on its own,
/// so one broken token never hides the next. The parser never throws and never traps: problems
/// become ``SyntaxIssue``s on their token. Time is linear in the input.
public enum ClassParser {
    /// Parses a class string.
    ///
    /// - Parameters:
    ///   - text: the class string as swiftcn receives it at run time.
    ///   - dynamicRanges: byte ranges of `text` that stand for values only known at run time
    ///     (Swift interpolations, as twlint finds them). They are opaque: never whitespace, never
    ///     syntax. Overlapping or unsorted ranges are accepted.
    public static func parse(_ text: String, dynamicRanges: [ByteRange] = []) -> ClassList {
        parse(utf8: Array(text.utf8), dynamicRanges: dynamicRanges)
    }

    /// Parses a class string given as UTF-8 bytes, which may be invalid UTF-8.
    public static func parse(utf8: [UInt8], dynamicRanges: [ByteRange] = []) -> ClassList {
        parse(utf8: utf8, dynamicRanges: dynamicRanges, readsPlainTokensFast: true)
    }

    /// `readsPlainTokensFast: false` parses every token with the general parser, which the tests
    /// compare ``PlainTokenParser`` against.
    static func parse(utf8: [UInt8], dynamicRanges: [ByteRange], readsPlainTokensFast: Bool) -> ClassList {
        let dynamic = normalized(dynamicRanges, limit: utf8.count)
        let tokens = utf8.withUnsafeBufferPointer { bytes in
            dynamic.withUnsafeBufferPointer { dynamic in
                // The fast path builds its ranges unclamped, which needs every offset to fit in 32 bits.
                let fast = readsPlainTokensFast && bytes.count <= Int(Int32.max)
                var reader = TokenReader(bytes: bytes, dynamic: dynamic, readsPlainTokensFast: fast)
                return reader.readAll()
            }
        }
        return ClassList(utf8: utf8, tokens: tokens, dynamicRanges: dynamic)
    }

    private static func normalized(_ ranges: [ByteRange], limit: Int) -> [ByteRange] {
        guard !ranges.isEmpty else { return [] }
        var merged: [ByteRange] = []
        for range in ranges.sorted(by: { $0.start < $1.start }) {
            let clamped = ByteRange(start: min(max(range.start, 0), limit), end: min(max(range.end, 0), limit))
            if clamped.isEmpty { continue }
            if let last = merged.last, clamped.start <= last.end {
                merged[merged.count - 1] = last.union(clamped)
            } else {
                merged.append(clamped)
            }
        }
        return merged
    }
}
