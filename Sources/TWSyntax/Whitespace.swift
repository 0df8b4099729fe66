/// Whitespace as swiftcn's runtime tokenizer sees it (reference §1.2: Swift's
/// `Character.isWhitespace`), decided on UTF-8 bytes without building `Character`s.
///
/// The Unicode White_Space characters are U+0009–U+000D, U+0020, U+0085, U+00A0, U+1680,
/// U+2000–U+200A, U+2028, U+2029, U+202F, U+205F and U+3000. Invalid UTF-8 is never whitespace.
///
/// swiftcn splits on `Character`s, so a whitespace scalar and the combining marks after it (a
/// space followed by U+0301) are one whitespace character, the marks part of the separator; and a
/// whitespace scalar glued to the scalar before it (a prepended concatenation mark such as U+0600
/// followed by a space) is part of that non-whitespace character, which does not split.
enum Whitespace {
    /// The byte length of the whitespace character starting at `index` (with the marks that
    /// extend it), or 0 when the bytes there are not whitespace.
    @inline(__always)
    static func length(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        let width = scalarLength(in: bytes, at: index)
        // Only a non-ASCII scalar can extend a character: ASCII text after whitespace never does.
        guard width > 0, index + width < bytes.count, bytes[index + width] >= 0x80 else { return width }
        return characterLength(in: bytes, at: index, scalarWidth: width)
    }

    /// True when the whitespace scalar at `index` belongs to the character of the scalar before
    /// it (Unicode's Prepend class), as Swift groups them: it is then not a separator.
    static func gluesToPrevious(in bytes: UnsafeBufferPointer<UInt8>, at index: Int, width: Int) -> Bool {
        guard index > 0, bytes[index - 1] >= 0x80 else { return false }
        var start = index - 1
        while start > 0, index - start < 4, bytes[start] & 0xC0 == 0x80 { start -= 1 }
        let slice = UnsafeBufferPointer(rebasing: bytes[start..<(index + width)])
        let text = String(decoding: slice, as: UTF8.self)
        return text.utf8.count == slice.count && text.count == 1
    }

    /// The bytes of the `Character` that starts with the whitespace scalar at `index`, as Swift
    /// segments it, over the non-ASCII scalars that follow (at most 64 bytes are looked at).
    @inline(never)
    private static func characterLength(in bytes: UnsafeBufferPointer<UInt8>, at index: Int, scalarWidth: Int) -> Int {
        var end = index + scalarWidth
        while end < bytes.count, bytes[end] >= 0x80, end - index < 64 || bytes[end] & 0xC0 == 0x80 { end += 1 }
        let slice = UnsafeBufferPointer(rebasing: bytes[index..<end])
        let text = String(decoding: slice, as: UTF8.self)
        // Invalid UTF-8 is decoded with replacements, whose lengths differ: no extension then.
        guard text.utf8.count == slice.count, let first = text.first, first.isWhitespace else { return scalarWidth }
        return max(scalarWidth, first.utf8.count)
    }

    /// The byte length of the whitespace scalar starting at `index`, or 0.
    @inline(__always)
    static func scalarLength(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
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
