import TWSyntax

/// Decodes a string literal's text into its run-time bytes, building the source map as it goes.
///
/// Escapes (`\n`, `\t`, `\r`, `\0`, `\\`, `\"`, `\'`, `\u{…}`; in a raw string `\#n` and so on,
/// with as many `#` as the delimiter) become their bytes; an unknown escape is kept as written.
/// Multi-line literals follow the compiler: the line after the opening `"""` starts the value, the
/// line break before the closing `"""` ends it, the closing line's indentation is removed from the
/// start of every line (whitespace-only lines may be shorter), a `\` at the end of a line joins it
/// with the next, and every line break (LF, CRLF, CR) becomes `\n`.
///
/// Source: The Swift Programming Language, "String Literals" and "Multiline String Literals".
struct StringLiteralDecoder {
    let source: [UInt8]
    let hashes: Int
    var output: [UInt8] = []
    var map = SourceMap()
    var dynamicRanges: [ByteRange] = []

    init(source: [UInt8], hashes: Int) {
        self.source = source
        self.hashes = hashes
    }

    mutating func decode(_ literal: SwiftStringLiteral) {
        let body = literal.isMultiline ? Self.multilineBody(literal, source) : (literal.contentRange, ByteRange(start: 0, end: 0))
        output.reserveCapacity(body.0.count)
        var cursor = body.0.start
        var atLineStart = literal.isMultiline
        for interpolation in literal.interpolations {
            let textEnd = min(max(interpolation.range.start, cursor), body.0.end)
            decodeText(ByteRange(start: cursor, end: textEnd), multiline: literal.isMultiline, indentation: body.1, atLineStart: &atLineStart)
            let start = output.count
            output.append(contentsOf: StringLiteralValue.placeholder)
            dynamicRanges.append(ByteRange(start: start, end: output.count))
            map.appendAtomic(length: StringLiteralValue.placeholder.count, source: interpolation.range)
            cursor = max(cursor, interpolation.range.end)
            atLineStart = false
        }
        decodeText(ByteRange(start: cursor, end: max(cursor, body.0.end)), multiline: literal.isMultiline, indentation: body.1, atLineStart: &atLineStart)
    }

    /// The part of a multi-line literal's content that forms the value, and the indentation to
    /// strip (the whitespace before the closing `"""`).
    static func multilineBody(_ literal: SwiftStringLiteral, _ source: [UInt8]) -> (ByteRange, ByteRange) {
        let content = literal.contentRange
        var bodyStart = content.start
        var p = content.start
        while p < content.end, isBlank(source[p]) { p += 1 }
        if p < content.end, isLineBreak(source[p]) {
            bodyStart = p + (source[p] == 0x0D && p + 1 < content.end && source[p + 1] == 0x0A ? 2 : 1)
        } else if p == content.end {
            bodyStart = content.end
        }
        var bodyEnd = content.end
        var indentation = ByteRange(start: 0, end: 0)
        if literal.isTerminated {
            var q = content.end
            while q > bodyStart, isBlank(source[q - 1]) { q -= 1 }
            if q == bodyStart {
                indentation = ByteRange(start: q, end: content.end)
                bodyEnd = bodyStart
            } else if isLineBreak(source[q - 1]) {
                indentation = ByteRange(start: q, end: content.end)
                bodyEnd = q - 1
                if source[q - 1] == 0x0A, bodyEnd > bodyStart, source[bodyEnd - 1] == 0x0D { bodyEnd -= 1 }
            }
        }
        return (ByteRange(start: bodyStart, end: max(bodyStart, bodyEnd)), indentation)
    }

    mutating func decodeText(_ range: ByteRange, multiline: Bool, indentation: ByteRange, atLineStart: inout Bool) {
        var i = range.start
        var run = i
        while i < range.end {
            if atLineStart {
                flush(run, i)
                var k = indentation.start
                while k < indentation.end, i < range.end, source[i] == source[k] { i += 1; k += 1 }
                atLineStart = false
                run = i
                continue
            }
            let c = source[i]
            if c == UInt8(ascii: "\\") {
                var j = i + 1
                var count = 0
                while count < hashes, j < range.end, source[j] == UInt8(ascii: "#") { count += 1; j += 1 }
                guard count == hashes, j < range.end else { i = j; continue }
                let escaped = source[j]
                if let simple = Self.simpleEscape(escaped) {
                    flush(run, i)
                    appendAtomic([simple], ByteRange(start: i, end: j + 1))
                    i = j + 1
                    run = i
                } else if escaped == UInt8(ascii: "u"), let (scalar, stop) = unicodeEscape(after: j, limit: range.end) {
                    flush(run, i)
                    appendAtomic(Array(String(Character(scalar)).utf8), ByteRange(start: i, end: stop))
                    i = stop
                    run = i
                } else if multiline, Self.isLineBreak(escaped) {
                    // Line continuation: neither the backslash nor the line break is in the value.
                    flush(run, i)
                    i = j + (escaped == 0x0D && j + 1 < range.end && source[j + 1] == 0x0A ? 2 : 1)
                    run = i
                    atLineStart = true
                } else {
                    i = j + 1
                }
                continue
            }
            if multiline, c == 0x0D {
                flush(run, i)
                let width = i + 1 < range.end && source[i + 1] == 0x0A ? 2 : 1
                appendAtomic([0x0A], ByteRange(start: i, end: i + width))
                i += width
                run = i
                atLineStart = true
                continue
            }
            i += 1
            if multiline, c == 0x0A {
                flush(run, i)
                run = i
                atLineStart = true
            }
        }
        flush(run, min(i, range.end))
    }

    private mutating func flush(_ start: Int, _ stop: Int) {
        guard stop > start else { return }
        output.append(contentsOf: source[start..<stop])
        map.appendVerbatim(source: start, length: stop - start)
    }

    private mutating func appendAtomic(_ bytes: [UInt8], _ sourceRange: ByteRange) {
        output.append(contentsOf: bytes)
        map.appendAtomic(length: bytes.count, source: sourceRange)
    }

    /// `\u{1F600}`: the scalar and the offset after `}`; `uOffset` is the offset of `u`.
    private func unicodeEscape(after uOffset: Int, limit: Int) -> (Unicode.Scalar, Int)? {
        guard uOffset + 1 < limit, source[uOffset + 1] == UInt8(ascii: "{") else { return nil }
        var value: UInt32 = 0
        var k = uOffset + 2
        var digits = 0
        while k < limit, digits <= 8 {
            let c = source[k]
            if c == UInt8(ascii: "}") {
                guard digits > 0, let scalar = Unicode.Scalar(value) else { return nil }
                return (scalar, k + 1)
            }
            guard let digit = Self.hexValue(c) else { return nil }
            value = value &* 16 &+ UInt32(digit)
            digits += 1
            k += 1
        }
        return nil
    }

    static func simpleEscape(_ c: UInt8) -> UInt8? {
        switch c {
        case UInt8(ascii: "n"): 0x0A
        case UInt8(ascii: "t"): 0x09
        case UInt8(ascii: "r"): 0x0D
        case UInt8(ascii: "0"): 0x00
        case UInt8(ascii: "\\"), UInt8(ascii: "\""), UInt8(ascii: "'"): c
        default: nil
        }
    }

    static func hexValue(_ c: UInt8) -> UInt8? {
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): c - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): c - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): c - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    @inline(__always) static func isBlank(_ c: UInt8) -> Bool { c == 0x20 || c == 0x09 }
    @inline(__always) static func isLineBreak(_ c: UInt8) -> Bool { c == 0x0A || c == 0x0D }
}
