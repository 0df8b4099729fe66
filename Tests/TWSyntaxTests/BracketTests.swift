import XCTest
import TWSyntax

/// Bracket arguments: their shape and decoding (reference §1.5). The tables are in
/// `BracketTableTests`.
final class BracketTests: XCTestCase {
    func testNestedBracketsAreKeptInTheBody() throws {
        let list = ClassParser.parse("w-[[2]]")
        XCTAssertTrue(list.grammaticalIssues.isEmpty)
        let value = try XCTUnwrap(list.tokens.first?.arbitraryValue)
        XCTAssertEqual(list.text(value.bodyRange), "[2]")
        XCTAssertEqual(value.bodyRange, ByteRange(start: 3, end: 6))
        XCTAssertNil(value.hint)
    }

    func testUnknownHintIsKeptButNotRecognised() throws {
        let list = ClassParser.parse("w-[foo:20]")
        let value = try XCTUnwrap(list.tokens.first?.arbitraryValue)
        XCTAssertEqual(value.hintRange.map(list.text), "foo")
        XCTAssertNil(value.hint)
        XCTAssertEqual(list.text(value.valueRange), "20")
    }
}
