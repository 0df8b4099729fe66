import Foundation

/// Byte searches over a file's bytes with `memchr`, many times faster than a Swift loop over
/// every byte: the quick tests that decide whether a file needs a full read (registrations,
/// typed names) run on every linted file.
enum ByteSearch {
    /// Calls `body` with each position of `byte` in `bytes`, in order, until it returns true;
    /// true when it did.
    static func anyPosition(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, where body: (Int) -> Bool) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        var position = 0
        while position < bytes.count, let found = memchr(base + position, Int32(byte), bytes.count - position) {
            let index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            if body(index) { return true }
            position = index + 1
        }
        return false
    }

    /// Calls `body` with each position where `word` starts in `bytes`, in order, until it
    /// returns true; true when it did. The search runs on the word's least common byte.
    static func anyOccurrence(of word: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, where body: (Int) -> Bool) -> Bool {
        guard !word.isEmpty, bytes.count >= word.count else { return false }
        let anchor = rarestPosition(in: word)
        return anyPosition(of: word[anchor], in: bytes) { index in
            let start = index - anchor
            guard start >= 0, start + word.count <= bytes.count else { return false }
            for offset in 0..<word.count where bytes[start + offset] != word[offset] { return false }
            return body(start)
        }
    }

    /// Whether `word` occurs in `bytes`.
    static func contains(_ word: [UInt8], in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        anyOccurrence(of: word, in: bytes) { _ in true }
    }

    /// The position of the byte of `word` that source text holds least often: anything but a
    /// lowercase letter, else the letter latest in English letter frequency.
    static func rarestPosition(in word: [UInt8]) -> Int {
        var best = 0, bestRank = -1
        for (position, byte) in word.enumerated() {
            let rank: Int
            if byte >= UInt8(ascii: "a"), byte <= UInt8(ascii: "z") {
                rank = Self.lowercaseRanks[Int(byte - UInt8(ascii: "a"))]
            } else {
                rank = 26
            }
            if rank > bestRank { (best, bestRank) = (position, rank) }
        }
        return best
    }

    /// Per lowercase letter, its place in "etaoinsrhldcumfpgwybvkxjqz" (0 for `e`, the most common).
    private static let lowercaseRanks: [Int] = {
        var ranks = [Int](repeating: 0, count: 26)
        for (rank, letter) in "etaoinsrhldcumfpgwybvkxjqz".utf8.enumerated() { ranks[Int(letter - UInt8(ascii: "a"))] = rank }
        return ranks
    }()
}
