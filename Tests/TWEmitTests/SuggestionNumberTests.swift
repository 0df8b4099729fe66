import Foundation
import XCTest
@testable import TWEmit
import TWResolve

/// Every class `tw suggest` writes resolves without an error: numbers are written as the
/// resolver reads them (reference §3.1: digits with at most one `.` between digits), never
/// `p-[0.]`, `opacity-100.` or `text-[0]`.
final class SuggestionNumberTests: XCTestCase {
    /// Designs at the edges of rounding: values that round to 0 or to a whole number at three
    /// decimals, thirds, tiny and huge lengths, on every property that writes a number.
    static let corpus: [String] = {
        let lengths: [String] = [
            "0", "0.0004", "0.0005", "0.0001", "1e-9", "0.3333333", "2.5", "2.9996", "15.9999", "99.9996", "0.125", "1.0004",
            "1e15", "1e20", "1e300", "123456789.987654",
        ]
        var designs: [String] = []
        for length in lengths {
            designs += [
                ##"{"padding":\##(length)}"##, ##"{"padding":{"top":\##(length),"left":3,"right":0.00049}}"##, ##"{"radius":\##(length)}"##,
                ##"{"stroke":{"width":\##(length)}}"##, ##"{"stroke":{"width":\##(length),"color":"#123456"}}"##,
                ##"{"fontSize":\##(length)}"##, ##"{"width":\##(length),"height":\##(length)}"##,
                ##"{"shadow":{"x":\##(length),"y":\##(length),"radius":\##(length)}}"##,
            ]
        }
        for opacity in ["0", "0.0000001", "0.000004", "0.000005", "0.12345", "0.5", "0.9999", "0.99999", "0.999996", "0.9999999"] {
            designs.append(##"{"opacity":\##(opacity),"fill":"#ffffff"}"##)
        }
        return designs
    }()

    func testEverySuggestedClassResolvesWithoutError() throws {
        let resolver = Resolver()
        var checked = 0
        for json in Self.corpus {
            let suggestion = DesignSuggester().suggest(try DesignProperties.decode(Data(json.utf8)))
            for part in suggestion.parts {
                for name in part.classes {
                    let errors = resolver.resolve(name, context: ResolutionContext()).diagnostics.filter { $0.severity == .error }
                    XCTAssertEqual(errors.map(\.diagnostic.message), [], "\(json): `\(name)`")
                    // No trailing `.` and no exponent, which the keyword grammar does not read.
                    XCTAssertNil(name.range(of: #"[0-9][eE][+-]?[0-9]|\.\]|\.$"#, options: .regularExpression), "\(json): `\(name)`")
                    checked += 1
                }
            }
            XCTAssertTrue(suggestion.valid, "\(json): \(suggestion.classes)")
        }
        XCTAssertGreaterThan(checked, 100)
    }

    /// The three the resolver rejected, from the issue.
    func testTheIssuesNumbers() throws {
        func classes(_ json: String) throws -> String { DesignSuggester().suggest(try DesignProperties.decode(Data(json.utf8))).classes }
        XCTAssertEqual(try classes(#"{"padding":0.0004}"#), "p-[0]")
        XCTAssertEqual(try classes(#"{"opacity":0.999999}"#), "opacity-100")
        XCTAssertEqual(try classes(#"{"fontSize":0}"#), "", "no text-[0]")
        XCTAssertEqual(DesignSuggester.format(2.5), "2.5")
        XCTAssertEqual(DesignSuggester.format(0.1256), "0.126")
        XCTAssertEqual(DesignSuggester.format(1e20), "100000000000000000000")
    }

    /// A length JSON cannot hold as a finite number is refused, never written as `inf`.
    func testNonFiniteLengthsAreRefused() {
        XCTAssertThrowsError(try DesignProperties.decode(Data(#"{"width":1e400}"#.utf8)))
        XCTAssertThrowsError(try DesignProperties.decode(Data(#"{"padding":1e400}"#.utf8)))
    }
}
