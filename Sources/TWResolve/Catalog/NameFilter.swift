/// A quick "certainly not in the set" test for class names: one bit per signature of a name (its
/// UTF-8 length and first and last bytes), so that the common miss (a utility such as `px-4`
/// looked up among named classes, component-scoped modifiers or fixed keywords) costs a few
/// instructions instead of hashing the name. No false negatives: a name whose bit is
/// clear is not in the set; a set bit only means "look it up".
struct NameFilter: Sendable {
    private var words: [UInt64]

    /// A filter that holds every name of `names`.
    init<Names: Sequence>(_ names: Names) where Names.Element == String {
        words = Array(repeating: 0, count: Self.wordCount)
        for name in names {
            let bit = Self.signature(name)
            words[bit >> 6] |= 1 << UInt64(bit & 63)
        }
    }

    /// False when `name` is certainly not one of the filter's names.
    func mayContain(_ name: String) -> Bool {
        let bit = Self.signature(name)
        return words[bit >> 6] & (1 << UInt64(bit & 63)) != 0
    }

    /// `mayContain` of a name given as its UTF-8 bytes.
    @inline(__always)
    func mayContain(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let bit = (Int(bytes.first ?? 0) &* 31 &+ Int(bytes.last ?? 0) &* 7 &+ bytes.count) & (Self.wordCount * 64 - 1)
        return words[bit >> 6] & (1 << UInt64(bit & 63)) != 0
    }

    private static let wordCount = 16

    /// The bit of a name, below `wordCount × 64` (the same formula as `mayContain` of bytes).
    private static func signature(_ name: String) -> Int {
        // The contiguous bytes of a native string: `utf8.last` walks the view generically.
        let utf8 = name.utf8
        let ends =
            utf8.withContiguousStorageIfAvailable { bytes in (bytes.first ?? 0, bytes.last ?? 0, bytes.count) }
            ?? (utf8.first ?? 0, utf8.last ?? 0, utf8.count)
        return (Int(ends.0) &* 31 &+ Int(ends.1) &* 7 &+ ends.2) & (wordCount * 64 - 1)
    }
}
