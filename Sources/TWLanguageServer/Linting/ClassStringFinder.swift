import TWSyntax

/// PROVISIONAL: finds `.tw("…")` string literals on one line with a plain byte scan. It does not
/// understand Swift (comments, raw strings, multi-line literals, `cn(...)`, other sinks); twlint's
/// real scanner replaces it.
///
/// `\(…)` interpolations become dynamic ranges of the class string, as ``ClassParser`` expects.
public enum ClassStringFinder {
    private static let opener = Array(".tw(\"".utf8)

    public static func find(in text: [UInt8]) -> [ClassStringOccurrence] {
        var found: [ClassStringOccurrence] = []
        var index = 0
        while let start = nextOpener(in: text, from: index) {
            let contentStart = start + opener.count
            if contentStart < text.count, text[contentStart] == UInt8(ascii: "\"") {
                index = contentStart + 1 // `""` or the start of `"""`
                continue
            }
            guard let (end, dynamic) = literalEnd(in: text, from: contentStart) else {
                index = contentStart
                continue
            }
            let bytes = Array(text[contentStart..<end])
            let local = dynamic.map { ByteRange(start: $0.start - contentStart, end: $0.end - contentStart) }
            found.append(ClassStringOccurrence(range: ByteRange(start: contentStart, end: end),
                                               list: ClassParser.parse(utf8: bytes, dynamicRanges: local)))
            index = end + 1
        }
        return found
    }

    private static func nextOpener(in text: [UInt8], from index: Int) -> Int? {
        var position = index
        while position + opener.count <= text.count {
            if text[position] == opener[0], text[position..<(position + opener.count)].elementsEqual(opener) { return position }
            position += 1
        }
        return nil
    }

    /// The offset of the closing quote and the interpolations, or nil when the line ends first.
    private static func literalEnd(in text: [UInt8], from start: Int) -> (Int, [ByteRange])? {
        var dynamic: [ByteRange] = []
        var index = start
        while index < text.count {
            switch text[index] {
            case UInt8(ascii: "\""):
                return (index, dynamic)
            case 0x0A, 0x0D:
                return nil
            case UInt8(ascii: "\\"):
                guard index + 1 < text.count else { return nil }
                if text[index + 1] == UInt8(ascii: "(") {
                    guard let close = interpolationEnd(in: text, from: index + 2) else { return nil }
                    dynamic.append(ByteRange(start: index, end: close + 1))
                    index = close + 1
                } else {
                    index += 2
                }
            default:
                index += 1
            }
        }
        return nil
    }

    /// The `)` closing an interpolation that starts at `start`, skipping nested parentheses and
    /// string literals on the same line.
    private static func interpolationEnd(in text: [UInt8], from start: Int) -> Int? {
        var depth = 0, index = start, inString = false
        while index < text.count {
            let byte = text[index]
            if byte == 0x0A || byte == 0x0D { return nil }
            if inString {
                if byte == UInt8(ascii: "\\") { index += 1 } else if byte == UInt8(ascii: "\"") { inString = false }
            } else if byte == UInt8(ascii: "\"") {
                inString = true
            } else if byte == UInt8(ascii: "(") {
                depth += 1
            } else if byte == UInt8(ascii: ")") {
                if depth == 0 { return index }
                depth -= 1
            }
            index += 1
        }
        return nil
    }
}
