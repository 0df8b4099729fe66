/// Reads JSON text (RFC 8259, UTF-8) into a ``JSON`` value in one pass: time and memory are
/// linear in the text, whatever its nesting, and nesting deeper than ``JSON/maximumDepth`` is an
/// error with its location instead of work that grows with depth times size.
///
/// What it accepts follows Foundation's `JSONDecoder` reading ``JSON``, which every input of
/// TWKit (themes, `.twlint.json`, design tokens, JSON-RPC messages) used to go through: a value of
/// any kind at the top, a UTF-8 byte order mark, a comma before `]` or `}`, the first of two
/// equal keys; integers from whole numbers (`3.0`, `1e+16`), a number no `Double` holds
/// (`1e400`, `1e-400`) refused with its JSON path. One difference: an escaped lone surrogate
/// (`"\ud800"`, which JavaScript's `JSON.stringify` writes for a lone surrogate in a string)
/// reads as U+FFFD, one UTF-16 unit as the surrogate was, so that an editor's text keeps its
/// length in UTF-16 positions (Docs/Decisions.md).
struct JSONTextParser {
    private let bytes: [UInt8]
    private var index = 0
    private var depth = 0
    /// Keys and indices from the root to the value being read, for errors about a value.
    private var path: [JSONKey] = []

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The whole text as one value.
    mutating func parseDocument() throws(JSON.ParseError) -> JSON {
        if bytes.contains(where: { $0 >= 0x80 }), let offset = UTF8Validation.firstInvalidOffset(bytes) {
            throw failure("the text is not valid UTF-8 (first bad byte at offset \(offset))", at: offset)
        }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        skipWhitespace()
        guard index < bytes.count else { throw failure("no value (the text is empty)", at: index) }
        let value = try parseValue()
        skipWhitespace()
        guard index == bytes.count else { throw failure("unexpected \(describe(bytes[index])) after the value", at: index) }
        return value
    }

    // MARK: Values

    private mutating func parseValue() throws(JSON.ParseError) -> JSON {
        guard index < bytes.count else { throw failure("unexpected end of text, expected a value", at: index) }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): return try parseLiteral("true", .bool(true))
        case UInt8(ascii: "f"): return try parseLiteral("false", .bool(false))
        case UInt8(ascii: "n"): return try parseLiteral("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        default: throw failure("unexpected \(describe(bytes[index])), expected a value", at: index)
        }
    }

    private mutating func enter() throws(JSON.ParseError) {
        depth += 1
        guard depth <= JSON.maximumDepth else {
            throw failure("arrays and objects nest deeper than \(JSON.maximumDepth) levels", at: index)
        }
    }

    private mutating func parseObject() throws(JSON.ParseError) -> JSON {
        try enter()
        index += 1
        var members: [String: JSON] = [:]
        skipWhitespace()
        while true {
            guard index < bytes.count else { throw failure("unexpected end of text inside an object", at: index) }
            if bytes[index] == UInt8(ascii: "}") { break }
            guard bytes[index] == UInt8(ascii: "\"") else {
                throw failure("unexpected \(describe(bytes[index])), expected a key in double quotes or `}`", at: index)
            }
            let key = try parseString()
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw failure(
                    index < bytes.count ? "unexpected \(describe(bytes[index])), expected `:` after a key" : "unexpected end of text, expected `:`", at: index)
            }
            index += 1
            skipWhitespace()
            path.append(JSONKey(key))
            let value = try parseValue()
            path.removeLast()
            if members[key] == nil { members[key] = value }
            skipWhitespace()
            guard index < bytes.count else { throw failure("unexpected end of text inside an object", at: index) }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                skipWhitespace()
                continue
            }
            guard bytes[index] == UInt8(ascii: "}") else {
                throw failure("unexpected \(describe(bytes[index])), expected `,` or `}` in an object", at: index)
            }
        }
        index += 1
        depth -= 1
        return .object(members)
    }

    private mutating func parseArray() throws(JSON.ParseError) -> JSON {
        try enter()
        index += 1
        var elements: [JSON] = []
        skipWhitespace()
        while true {
            guard index < bytes.count else { throw failure("unexpected end of text inside an array", at: index) }
            if bytes[index] == UInt8(ascii: "]") { break }
            path.append(JSONKey(index: elements.count))
            elements.append(try parseValue())
            path.removeLast()
            skipWhitespace()
            guard index < bytes.count else { throw failure("unexpected end of text inside an array", at: index) }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                skipWhitespace()
                continue
            }
            guard bytes[index] == UInt8(ascii: "]") else {
                throw failure("unexpected \(describe(bytes[index])), expected `,` or `]` in an array", at: index)
            }
        }
        index += 1
        depth -= 1
        return .array(elements)
    }

    private mutating func parseLiteral(_ word: StaticString, _ value: JSON) throws(JSON.ParseError) -> JSON {
        let start = index
        for expected in UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount) {
            guard index < bytes.count, bytes[index] == expected else {
                throw failure("unexpected \(index < bytes.count ? describe(bytes[index]) : "end of text"), expected `\(word)`", at: start)
            }
            index += 1
        }
        return value
    }

    // MARK: Strings

    /// A string starting at its opening quote; the text is known to be UTF-8.
    private mutating func parseString() throws(JSON.ParseError) -> String {
        let start = index
        index += 1
        var units: [UInt8] = []
        var segment = index
        while true {
            guard index < bytes.count else { throw failure("unexpected end of text inside a string", at: start) }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                if units.isEmpty { defer { index += 1 }; return String(decoding: bytes[segment..<index], as: UTF8.self) }
                units.append(contentsOf: bytes[segment..<index])
                index += 1
                return String(decoding: units, as: UTF8.self)
            }
            if byte < 0x20 { throw failure("a control character (\(describe(byte))) inside a string must be escaped", at: index) }
            if byte == UInt8(ascii: "\\") {
                units.append(contentsOf: bytes[segment..<index])
                try parseEscape(into: &units)
                segment = index
                continue
            }
            index += 1
        }
    }

    /// One escape starting at its backslash, appended as UTF-8.
    private mutating func parseEscape(into units: inout [UInt8]) throws(JSON.ParseError) {
        let start = index
        index += 1
        guard index < bytes.count else { throw failure("unexpected end of text inside a string", at: start) }
        let letter = bytes[index]
        index += 1
        switch letter {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): units.append(letter)
        case UInt8(ascii: "b"): units.append(0x08)
        case UInt8(ascii: "f"): units.append(0x0C)
        case UInt8(ascii: "n"): units.append(0x0A)
        case UInt8(ascii: "r"): units.append(0x0D)
        case UInt8(ascii: "t"): units.append(0x09)
        case UInt8(ascii: "u"):
            let first = try hexUnit(escapeAt: start)
            var scalar = Unicode.Scalar(first)
            if (0xD800...0xDBFF).contains(first), index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") {
                let saved = index
                index += 2
                let second = try hexUnit(escapeAt: saved)
                if (0xDC00...0xDFFF).contains(second) {
                    scalar = Unicode.Scalar(0x10000 + ((UInt32(first) - 0xD800) << 10) + (UInt32(second) - 0xDC00))
                } else {
                    index = saved  // a lone high surrogate; the next escape is read on its own
                }
            }
            units.append(contentsOf: String(Character(scalar ?? "\u{FFFD}")).utf8)
        default:
            throw failure("unknown escape `\\\(String(decoding: [letter], as: UTF8.self))` in a string", at: start)
        }
    }

    /// The four hex digits after `\u`.
    private mutating func hexUnit(escapeAt start: Int) throws(JSON.ParseError) -> UInt16 {
        var value: UInt16 = 0
        for _ in 0..<4 {
            guard index < bytes.count, let digit = Self.hexDigit(bytes[index]) else {
                throw failure("`\\u` must be followed by four hex digits", at: start)
            }
            value = value << 4 | UInt16(digit)
            index += 1
        }
        return value
    }

    private static func hexDigit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    // MARK: Numbers

    /// `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`, as `.int` when it is a whole number an
    /// `Int` holds (as Foundation's decoder reads it), else `.double`.
    private mutating func parseNumber() throws(JSON.ParseError) -> JSON {
        let start = index
        func digits() -> Int {
            let first = index
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
            return index - first
        }
        func malformed() -> JSON.ParseError {
            failure("malformed number `\(String(decoding: bytes[start..<min(index + 1, bytes.count)], as: UTF8.self))`", at: start)
        }
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        let integerStart = index
        let integerDigits = digits()
        guard integerDigits > 0 else { throw malformed() }
        if integerDigits > 1, bytes[integerStart] == UInt8(ascii: "0") {
            throw failure("a number cannot start with 0 (`\(String(decoding: bytes[start..<index], as: UTF8.self))`)", at: start)
        }
        var isInteger = true
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            isInteger = false
            index += 1
            guard digits() > 0 else { throw malformed() }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            isInteger = false
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { throw malformed() }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        if isInteger, let integer = Int(text) { return .int(integer) }
        guard let double = Double(text), double.isFinite,
            double != 0 || !text.prefix(while: { $0 != "e" && $0 != "E" }).contains(where: { ("1"..."9").contains($0) })
        else {
            let location = JSON.ParseError.Location(location(of: start))
            throw JSON.ParseError(path: JSONPathError.path(path), message: JSON.unrepresentableNumberMessage, location: location)
        }
        if double == double.rounded(), let whole = JSONNumberReading.integer(double, ofText: text) { return .int(whole) }
        return .double(double)
    }

    // MARK: Errors

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }

    private func describe(_ byte: UInt8) -> String {
        switch byte {
        case 0x21...0x7E: "`\(String(decoding: [byte], as: UTF8.self))`"
        default: "byte 0x\(String(byte, radix: 16, uppercase: true))"
        }
    }

    private func location(of offset: Int) -> (offset: Int, line: Int, column: Int) {
        var line = 1, lineStart = 0
        for position in 0..<min(offset, bytes.count) where bytes[position] == 0x0A {
            line += 1
            lineStart = position + 1
        }
        return (offset, line, offset - lineStart + 1)
    }

    private func failure(_ message: String, at offset: Int) -> JSON.ParseError {
        let location = JSON.ParseError.Location(location(of: offset))
        return JSON.ParseError(path: "$", message: "\(message) at \(location)", location: location)
    }
}
