import XCTest
@testable import TWResolve

/// Keyword and bracket numbers are read from their bytes. That reading must give
/// exactly what Swift's `Double(_:)` gives for the same text (reference §3.1: "parsed by Swift's
/// `Double`"), and leave every text it does not read to `Double(_:)`.
final class DecimalBytesTests: XCTestCase {
    private func read(_ text: String) -> Double? {
        Array(text.utf8).withUnsafeBufferPointer(DecimalBytes.value)
    }

    func testEdgeCases() {
        for text in ["0", "4", "1.5", "0.5", "00012", "100", "101", "2.25", "0.1", "0.3", "999999999999999", "0.00000000000001", "1.02", "-0.5"] {
            guard let value = read(text) else {
                XCTAssertTrue(text.hasPrefix("-"), "\(text) is a plain decimal")
                continue
            }
            XCTAssertEqual(value.bitPattern, Double(text)!.bitPattern, text)
        }
        // Not read here: signs, exponents, a dot first or last or twice, more than 15 digits,
        // non-ASCII digits, the empty text.
        for text in [
            "", ".", ".5", "5.", "1..2", "1.2.3", "+4", "-4", "1e3", "1e400", "nan", "inf", "1_000", "１２", "1234567890123456", "0.000000000000001", " 1",
        ] {
            XCTAssertNil(read(text), text)
        }
    }

    /// Random digit strings of up to 15 digits, with and without a dot, agree bit for bit.
    func testAgreesWithDoubleOnRandomDecimals() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20_000 {
            let count = Int.random(in: 1...15, using: &generator)
            var text = String((0..<count).map { _ in Character(String(Int.random(in: 0...9, using: &generator))) })
            if count > 1, Bool.random(using: &generator) {
                let dot = Int.random(in: 1..<count, using: &generator)
                text.insert(".", at: text.index(text.startIndex, offsetBy: dot))
            }
            XCTAssertEqual(read(text)?.bitPattern, Double(text)!.bitPattern, text)
        }
    }

    /// The keyword grammar keeps its rules with the byte reading in front (reference §3.1).
    func testKeywordGrammar() {
        XCTAssertEqual(NumberGrammar.nonNegativeDecimal("1.5"), 1.5)
        XCTAssertEqual(NumberGrammar.nonNegativeDecimal("5."), Double("5."))
        XCTAssertEqual(NumberGrammar.nonNegativeDecimal(".5"), Double(".5"))
        XCTAssertEqual(NumberGrammar.nonNegativeDecimal(Substring(String(repeating: "9", count: 30))), Double(String(repeating: "9", count: 30)))
        for text: Substring in ["+4", "-4", "1e400", "1e3", "", ".", "1.2.3", "nan"] {
            XCTAssertNil(NumberGrammar.nonNegativeDecimal(text), String(text))
        }
    }
}
