/// Whitespace as swiftcn's runtime tokenizer sees it (reference §1.2: Swift's
/// `Character.isWhitespace`), decided on UTF-8 bytes without building `Character`s.
///
/// The Unicode White_Space characters are U+0009–U+000D, U+0020, U+0085, U+00A0, U+1680,
/// U+2000–U+200A, U+2028, U+2029, U+202F, U+205F and U+3000. Invalid UTF-8 is never whitespace.
enum Whitespace {
    /// The byte length of the whitespace character starting at `index`, or 0 when the bytes there
    /// are not whitespace.
    @inline(__always)
    static func length(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        let b0 = bytes[index]
        if b0 < 0x80 {
            return (b0 == 0x20 || (b0 >= 0x09 && b0 <= 0x0D)) ? 1 : 0
        }
        let remaining = bytes.count - index
        switch b0 {
        case 0xC2:
            // U+0085, U+00A0
            guard remaining >= 2 else { return 0 }
            let b1 = bytes[index + 1]
            return (b1 == 0x85 || b1 == 0xA0) ? 2 : 0
        case 0xE1:
            // U+1680 = E1 9A 80
            guard remaining >= 3 else { return 0 }
            return (bytes[index + 1] == 0x9A && bytes[index + 2] == 0x80) ? 3 : 0
        case 0xE2:
            guard remaining >= 3 else { return 0 }
            let b1 = bytes[index + 1], b2 = bytes[index + 2]
            if b1 == 0x80 {
                // U+2000–U+200A = E2 80 80–8A; U+2028, U+2029 = E2 80 A8, A9; U+202F = E2 80 AF
                if (b2 >= 0x80 && b2 <= 0x8A) || b2 == 0xA8 || b2 == 0xA9 || b2 == 0xAF { return 3 }
                return 0
            }
            // U+205F = E2 81 9F
            return (b1 == 0x81 && b2 == 0x9F) ? 3 : 0
        case 0xE3:
            // U+3000 = E3 80 80
            guard remaining >= 3 else { return 0 }
            return (bytes[index + 1] == 0x80 && bytes[index + 2] == 0x80) ? 3 : 0
        default:
            return 0
        }
    }
}
