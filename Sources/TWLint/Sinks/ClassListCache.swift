import Foundation
import TWResolve
import TWSyntax

/// Parsed class strings shared by the files a ``Linter`` scans: ``ClassParser`` is a pure function
/// of a string's bytes and dynamic ranges, and an app's class strings repeat, so a project run
/// parses each distinct string once (parsing was about a third of the scanner's time).
/// Thread-safe, bounded (CLOCK).
final class ClassListCache: Sendable {
    struct Key: Hashable, Sendable {
        var utf8: [UInt8]
        var dynamicRanges: [ByteRange]

        static func == (lhs: Key, rhs: Key) -> Bool {
            lhs.dynamicRanges == rhs.dynamicRanges && lhs.utf8.count == rhs.utf8.count
                && lhs.utf8.withUnsafeBytes { a in
                    rhs.utf8.withUnsafeBytes { b in a.count == 0 || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0 }
                }
        }

        func hash(into hasher: inout Hasher) {
            utf8.withUnsafeBytes { hasher.combine(bytes: $0) }
            hasher.combine(dynamicRanges.count)
        }
    }

    private let lists: ClockCache<Key, ClassList>

    /// 16,384 distinct strings: more than an app has, and a bounded few megabytes in a
    /// long-running language server.
    init(capacity: Int = 16_384) {
        lists = ClockCache(capacity: capacity)
    }

    /// `ClassParser.parse(utf8:dynamicRanges:)`, shared.
    func parse(utf8: [UInt8], dynamicRanges: [ByteRange]) -> ClassList {
        lists.value(for: Key(utf8: utf8, dynamicRanges: dynamicRanges)) {
            ClassParser.parse(utf8: utf8, dynamicRanges: dynamicRanges)
        }
    }
}
