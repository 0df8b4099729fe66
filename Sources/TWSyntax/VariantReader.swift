/// Recognises the variant prefixes swiftcn knows (reference §1.4) from bytes, without building a
/// String: `hover`, `focus`, `active` / `pressed`, `disabled`, and their `group-` forms with an
/// optional `/name`.
enum VariantReader {
    /// What a variant part (its text without the `:`) is.
    enum Reading {
        case variant(Variant)
        /// A `group-` state whose name after `/` is not an identifier.
        case badGroupName
        /// Anything else: the caller builds the message.
        case unknown
    }

    static func read(_ part: ByteRange, in bytes: UnsafeBufferPointer<UInt8>) -> Reading {
        if let state = plainState(part.start, part.end, in: bytes) {
            return .variant(Variant(state: state, isGroup: false, groupName: nil, range: part))
        }
        let groupPrefix = 6  // "group-"
        guard part.count > groupPrefix, matches("group-", part.start, part.start + groupPrefix, in: bytes) else { return .unknown }
        let stateStart = part.start + groupPrefix
        var slash = stateStart
        while slash < part.end, bytes[slash] != UInt8(ascii: "/") { slash += 1 }
        guard let state = plainState(stateStart, slash, in: bytes) else { return .unknown }
        if slash == part.end {
            return .variant(Variant(state: state, isGroup: true, groupName: nil, range: part))
        }
        guard Identifier.isValid(bytes[(slash + 1)..<part.end]) else { return .badGroupName }
        let name = String(decoding: bytes[(slash + 1)..<part.end], as: UTF8.self)
        return .variant(Variant(state: state, isGroup: true, groupName: name, range: part))
    }

    /// The state a plain variant word names (`active` and `pressed` are synonyms).
    private static func plainState(_ start: Int, _ end: Int, in bytes: UnsafeBufferPointer<UInt8>) -> InteractionState? {
        func equals(_ word: StaticString) -> Bool { matches(word, start, end, in: bytes) }
        switch end - start {
        case 5: return equals("hover") ? .hover : equals("focus") ? .focus : nil
        case 6: return equals("active") ? .pressed : nil
        case 7: return equals("pressed") ? .pressed : nil
        case 8: return equals("disabled") ? .disabled : nil
        default: return nil
        }
    }

    /// True when the bytes `start..<end` are exactly `word`.
    @inline(__always)
    private static func matches(_ word: StaticString, _ start: Int, _ end: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = word.utf8CodeUnitCount
        guard end - start == count else { return false }
        let pointer = word.utf8Start
        for offset in 0..<count where bytes[start + offset] != pointer[offset] { return false }
        return true
    }
}
