import XCTest
import TWSyntax

/// Bracket arguments: their shape and decoding (reference §1.5).
final class BracketTests: XCTestCase {
    func testMalformedBracketForms() {
        for token in ["w-[]", "w-[2", "w-[2]]", "w-[2][3]", "w-[2]suffix"] {
            let list = ClassParser.parse(token)
            XCTAssertEqual(list.tokens.count, 1, token)
            XCTAssertFalse(list.grammaticalIssues.isEmpty, "`\(token)` should be a syntax error")
        }
    }

    func testNestedBracketsAreKeptInTheBody() throws {
        let list = ClassParser.parse("w-[[2]]")
        XCTAssertTrue(list.grammaticalIssues.isEmpty)
        let value = try XCTUnwrap(list.tokens.first?.arbitraryValue)
        XCTAssertEqual(list.text(value.bodyRange), "[2]")
        XCTAssertEqual(value.bodyRange, ByteRange(start: 3, end: 6))
        XCTAssertNil(value.hint)
    }

    func testDecodedText() throws {
        for (token, decoded) in [("label-[Hello_world]", "Hello world"), (#"w-[\_]"#, "_"), (#"w-[a\]b]"#, "a]b"),
                                 (#"w-[a\[b]"#, "a[b"), ("text-[length:18px]", "length:18px")] {
            let list = ClassParser.parse(token)
            XCTAssertTrue(list.grammaticalIssues.isEmpty, token)
            let value = try XCTUnwrap(list.tokens.first?.arbitraryValue, token)
            XCTAssertEqual(list.decodedText(value.bodyRange), decoded, token)
        }
    }

    func testUnknownHintIsKeptButNotRecognised() throws {
        let list = ClassParser.parse("w-[foo:20]")
        let value = try XCTUnwrap(list.tokens.first?.arbitraryValue)
        XCTAssertEqual(value.hintRange.map(list.text), "foo")
        XCTAssertNil(value.hint)
        XCTAssertEqual(list.text(value.valueRange), "20")
    }
}
