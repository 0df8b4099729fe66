@testable import TWLint
import XCTest

/// ``ByteSearch`` finds exactly the positions a plain loop over the bytes finds.
final class ByteSearchTests: XCTestCase {
    func testOccurrencesAgreeWithAPlainLoop() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("abtwRules( [sd]TW\n".utf8)
        for _ in 0..<200 {
            let bytes = (0..<Int.random(in: 0...300, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
            for word in ["twRules", "s[", "a", "TW", "Utilities(", "ab", "aaaa"].map({ Array($0.utf8) }) {
                var expected: [Int] = []
                if bytes.count >= word.count {
                    for start in 0...(bytes.count - word.count) where Array(bytes[start..<start + word.count]) == word { expected.append(start) }
                }
                var found: [Int] = []
                let any = bytes.withUnsafeBufferPointer { buffer in
                    ByteSearch.anyOccurrence(of: word, in: buffer) {
                        found.append($0); return false
                    }
                }
                XCTAssertFalse(any)
                XCTAssertEqual(found, expected, "\(String(decoding: word, as: UTF8.self)) in \(String(decoding: bytes, as: UTF8.self))")
                XCTAssertEqual(bytes.withUnsafeBufferPointer { ByteSearch.contains(word, in: $0) }, !expected.isEmpty)
            }
        }
    }

    func testTheSearchStopsAtTheFirstAccepted() {
        let bytes = Array("x[ y[ z[".utf8)
        var seen: [Int] = []
        let stopped = bytes.withUnsafeBufferPointer { buffer in
            ByteSearch.anyPosition(of: UInt8(ascii: "["), in: buffer) {
                seen.append($0); return $0 == 4
            }
        }
        XCTAssertTrue(stopped)
        XCTAssertEqual(seen, [1, 4])
    }
}
