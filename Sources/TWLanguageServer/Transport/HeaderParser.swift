/// Reads one JSON-RPC header block (`Name: value` lines, each ending in CR LF, then an empty
/// line) from a byte buffer, and says as early as it can when the bytes cannot be one.
///
/// Deciding early matters: a body sent without a header or a header with LF-only line ends
/// must be rejected when it arrives, not when a `\r\n\r\n` happens to come.
enum HeaderParser {
    enum Outcome: Equatable {
        /// The bytes so far are the start of a valid header block.
        case incomplete
        /// A valid block announcing `length` body bytes; the body starts at `end`.
        case valid(length: Int, end: Int)
        /// Not a header block.
        case invalid
    }

    /// Parses the header block that starts at `start` (after any blank lines, which are skipped).
    static func parse(_ bytes: [UInt8], from start: Int, maximumLength: Int) -> Outcome {
        var index = start
        while index < bytes.count, bytes[index] == 0x0D || bytes[index] == 0x0A { index += 1 }
        let blockStart = index
        var length: Int?
        while true {
            if index - blockStart > MessageFramer.maximumHeaderLength { return .invalid }
            // An empty line ends the block.
            if index < bytes.count, bytes[index] == 0x0D {
                guard index + 1 < bytes.count else { return .incomplete }
                guard bytes[index + 1] == 0x0A, index > blockStart, let length else { return .invalid }
                return .valid(length: length, end: index + 2)
            }
            switch line(bytes, from: index, maximumLength: maximumLength) {
            case .incomplete: return .incomplete
            case .invalid: return .invalid
            case .complete(let value, let next):
                if length == nil { length = value }
                index = next
            }
        }
    }

    private enum Line {
        case incomplete, invalid
        /// A whole `Name: value` line; `contentLength` when it is a valid `Content-Length`.
        case complete(contentLength: Int?, next: Int)
    }

    /// One `Name: value\r\n` line starting at `start`.
    private static func line(_ bytes: [UInt8], from start: Int, maximumLength: Int) -> Line {
        var index = start
        while index < bytes.count, isTokenByte(bytes[index]) { index += 1 }
        guard index < bytes.count else { return .incomplete }
        guard bytes[index] == UInt8(ascii: ":"), index > start else { return .invalid }
        let isLength = isContentLength(bytes[start..<index])
        index += 1
        var digits = 0, value = 0, seenDigit = false, afterDigits = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0D {
                guard index + 1 < bytes.count else { return .incomplete }
                guard bytes[index + 1] == 0x0A else { return .invalid }
                if isLength {
                    guard seenDigit, value <= maximumLength else { return .invalid }
                    return .complete(contentLength: value, next: index + 2)
                }
                return .complete(contentLength: nil, next: index + 2)
            }
            if byte == 0x0A { return .invalid }
            if isLength {
                // Only spaces around the digits, and no more digits than a length can have.
                if byte == 0x20 || byte == 0x09 {
                    if seenDigit { afterDigits = true }
                } else if byte >= 0x30, byte <= 0x39, !afterDigits, digits < 12 {
                    value = value * 10 + Int(byte - 0x30)
                    digits += 1
                    seenDigit = true
                } else {
                    return .invalid
                }
            }
            index += 1
        }
        return .incomplete
    }

    /// The offset of the next `content-length` (any case) that starts in `start..<end`, where a
    /// header may begin. A prefix of the name at the very end of `bytes` counts: the rest of it
    /// may be in the next read.
    static func findName(_ bytes: [UInt8], from start: Int, before end: Int) -> Int? {
        let name = Array("content-length".utf8)
        var index = start
        while index < end {
            if bytes[index] | 0x20 == name[0] {
                let available = min(name.count, bytes.count - index)
                if matches(bytes, at: index, name[0..<available]) { return index }
            }
            index += 1
        }
        return nil
    }

    private static func isContentLength(_ bytes: ArraySlice<UInt8>) -> Bool {
        let name = Array("content-length".utf8)
        return bytes.count == name.count && matches(Array(bytes), at: 0, name[...])
    }

    /// Case-insensitive ASCII match of `name` (lower case) at `index`.
    private static func matches(_ bytes: [UInt8], at index: Int, _ name: ArraySlice<UInt8>) -> Bool {
        for (offset, expected) in name.enumerated() {
            let byte = bytes[index + offset]
            let folded = byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
            if folded != expected { return false }
        }
        return true
    }

    /// RFC 9110 `tchar`: the bytes a header field name is made of.
    private static func isTokenByte(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: true
        case UInt8(ascii: "!"), UInt8(ascii: "#"), UInt8(ascii: "$"), UInt8(ascii: "%"), UInt8(ascii: "&"), UInt8(ascii: "'"),
            UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "^"), UInt8(ascii: "_"),
            UInt8(ascii: "`"), UInt8(ascii: "|"), UInt8(ascii: "~"):
            true
        default: false
        }
    }
}
