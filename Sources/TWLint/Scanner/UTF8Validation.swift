import TWJSON

/// A strict UTF-8 validator (RFC 3629: no overlong forms, no surrogates, nothing above U+10FFFF).
///
/// Linear, one pass, with a fast path over runs of ASCII eight bytes at a time.
enum UTF8Validation {
    /// The offset of the first byte of the first invalid sequence, or nil when `bytes` is valid.
    static func firstInvalidOffset(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        let count = bytes.count
        guard let base = bytes.baseAddress else { return nil }
        var index = 0
        while index < count {
            // ASCII fast path: eight bytes at a time.
            while index + 8 <= count {
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                if word & 0x8080_8080_8080_8080 != 0 { break }
                index += 8
            }
            guard index < count else { return nil }
            let lead = base[index]
            if lead < 0x80 { index += 1; continue }
            let length: Int
            var low: UInt8 = 0x80, high: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; low = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; high = 0x9F
            case 0xF0: length = 4; low = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; high = 0x8F
            default: return index
            }
            guard index + length <= count else { return index }
            let second = base[index + 1]
            guard second >= low, second <= high else { return index }
            var next = index + 2
            while next < index + length {
                guard base[next] & 0xC0 == 0x80 else { return index }
                next += 1
            }
            index += length
        }
        return nil
    }
}
