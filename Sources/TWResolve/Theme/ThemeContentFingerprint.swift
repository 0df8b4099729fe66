/// A 64-bit FNV-1a fingerprint of a value's whole stored content, walked by reflection so that a
/// field added to ``Theme`` or to any type it holds is covered without being listed here.
///
/// Deterministic between runs: dictionaries and sets are fingerprinted entry by entry and the
/// entries' fingerprints combined in sorted order, never in their hash-seeded iteration order;
/// leaves (strings, numbers, Booleans, cases without payload) are read through their
/// descriptions, which do not depend on the process. Memo types that reflect no children
/// (``ThemeIndex``, ``ThemeTokenIndex``, ``ThemeRevision``) add only their type names.
enum ThemeContentFingerprint {
    /// The fingerprint of `theme`'s content.
    static func of(_ theme: Theme) -> UInt64 {
        var hasher = Hasher64()
        add(theme, to: &hasher)
        return hasher.value
    }

    /// The fingerprint of any value's content, walked the same way.
    static func of(value: Any) -> UInt64 {
        var hasher = Hasher64()
        add(value, to: &hasher)
        return hasher.value
    }

    private static func add(_ value: Any, to hasher: inout Hasher64) {
        let mirror = Mirror(reflecting: value)
        hasher.add(String(reflecting: mirror.subjectType))
        switch mirror.displayStyle {
        case .dictionary?, .set?:
            // Each entry alone, then the entries in an order that depends only on their content.
            let entries = mirror.children.map { child -> UInt64 in
                var entry = Hasher64()
                add(child.value, to: &entry)
                return entry.value
            }.sorted()
            hasher.add(UInt64(entries.count))
            for entry in entries { hasher.add(entry) }
        default:
            let children = Array(mirror.children)
            if children.isEmpty {
                // A leaf: a string, a number, a Boolean, a case without payload, nil, or a memo.
                if mirror.displayStyle != .class { hasher.add(String(describing: value)) }
                return
            }
            hasher.add(UInt64(children.count))
            for child in children {
                hasher.add(child.label ?? "")
                add(child.value, to: &hasher)
            }
        }
    }
}

/// FNV-1a over 64 bits, with every piece of text ended by a separator so that two sequences of
/// strings that join to the same bytes differ.
struct Hasher64 {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(_ text: String) {
        for byte in text.utf8 { mix(byte) }
        mix(0xff)
    }

    mutating func add(_ number: UInt64) {
        for shift in stride(from: 0, to: 64, by: 8) { mix(UInt8(truncatingIfNeeded: number >> UInt64(shift))) }
    }

    private mutating func mix(_ byte: UInt8) {
        value ^= UInt64(byte)
        value = value &* 0x100_0000_01b3
    }
}

extension ResolutionContext {
    /// A fingerprint of the context's whole content, stable between runs (as
    /// ``Theme/revision`` is for a theme): for caches kept on disk.
    package var contentFingerprint: UInt64 { ThemeContentFingerprint.of(value: self) }
}
