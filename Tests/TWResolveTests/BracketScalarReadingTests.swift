import XCTest
@testable import TWResolve

/// Bracket scalars in printable ASCII are read byte by byte. That reading must accept
/// exactly what the general one accepts (reference §3.1), with the same value, and leave every
/// rejection, with its reason, to the general one.
final class BracketScalarReadingTests: XCTestCase {
    private let units: [NumberGrammar.Units] = [.number, .points, .seconds, .degrees]

    /// Reference §3.1's rules and consequences, and the unit table's edges.
    private let inputs = [
        "4", "240", "-0.5", "+3", "1.02", ".5", "1.", "2..0", " 12 ", "\t7\t", "12pt", "12px", "12 px", "2 px",
        "150ms", "0.3s", "150", "s", "ms", "px", "pt", "45deg", "1rad", "deg", "-1.5rad", "50%", "2rem",
        "calc(1px)", "var(--x)", "1e309", "1e3", "NaN", "nan", "infinity", "inf", "", " ", "-", "+", "+-1", "--1",
        "0", "00012", String(repeating: "9", count: 400), "1\r\n", "１２", "12é", "12\u{301}px",
    ]

    func testByteReadingAgreesWithTheGeneralReading() {
        for units in units {
            for input in inputs {
                let general = NumberGrammar.generalBracketScalar(input, units)
                let bytes = NumberGrammar.asciiBracketScalar(input, units)
                switch general {
                case .success(let value):
                    if let bytes { XCTAssertEqual(bytes, value, "\(input) as \(units)") }
                    XCTAssertEqual(try? NumberGrammar.bracketScalar(input, units).get(), value, "\(input) as \(units)")
                case .failure(let error):
                    XCTAssertNil(bytes, "\(input) as \(units): the general reading rejects it")
                    guard case .failure(let combined) = NumberGrammar.bracketScalar(input, units) else { return XCTFail("\(input) as \(units)") }
                    XCTAssertEqual(combined.reason, error.reason)
                }
            }
        }
    }

    /// The reference's table: points take `pt` and `px` as 1, seconds read bare milliseconds,
    /// degrees take `rad` as 180/π; a space before the unit fails.
    func testUnitTable() {
        XCTAssertEqual(NumberGrammar.asciiBracketScalar("12px", .points), 12)
        XCTAssertEqual(NumberGrammar.asciiBracketScalar("150", .seconds), 0.15)
        XCTAssertEqual(NumberGrammar.asciiBracketScalar("0.3s", .seconds), 0.3)
        XCTAssertEqual(NumberGrammar.asciiBracketScalar("1rad", .degrees), 180 / Double.pi)
        XCTAssertNil(NumberGrammar.asciiBracketScalar("2 px", .points))
        XCTAssertNil(NumberGrammar.asciiBracketScalar("12px", .number))
    }

    func testThemeRevisionInHexadecimal() {
        for value: UInt64 in [0, 1, 9, 10, 15, 16, 255, 0xabc, 0xdead_beef, 1 << 63, .max, 0x0123_4567_89ab_cdef] {
            XCTAssertEqual(ResolutionBuilder.hexadecimal(value), String(value, radix: 16))
        }
    }
}
