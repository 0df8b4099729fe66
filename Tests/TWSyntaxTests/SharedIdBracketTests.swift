import XCTest
import TWSyntax

/// The id of `shared-[…]` ends at the `]` that matches its `[` by depth, as
/// the bracket form does (reference §1.5, §2.3 item 3), not at the first `]`.
final class SharedIdBracketTests: XCTestCase {
    func testNestedBracketsStayInTheId() throws {
        let list = ClassParser.parse("shared-[a[1]] px-4")
        XCTAssertEqual(list.tokens.map { list.text(of: $0) }, ["shared-[a[1]]", "px-4"])
        let value = try XCTUnwrap(list.tokens.first?.arbitraryValue)
        XCTAssertEqual(list.text(value.bodyRange), "a[1]")
        XCTAssertEqual(value.bodyRange, ByteRange(start: 8, end: 12))
        // `a[1]` is not an identifier (reference §1.6), so the class is still rejected, but for
        // its id and not for text after a `]` that is not its own.
        let messages = list.syntaxDiagnostics.map(\.message)
        XCTAssertFalse(messages.contains { $0.contains("only `/group` may follow") }, "\(messages)")
        XCTAssertTrue(list.tokens[1].issues.isEmpty, "px-4 is untouched")
    }

    func testGroupAfterANestedId() throws {
        let list = ClassParser.parse("shared-[a[1]]/g")
        let value = try XCTUnwrap(list.tokens.first?.arbitraryValue)
        XCTAssertEqual(list.text(value.bodyRange), "a[1]")
        XCTAssertEqual(list.tokens.first?.modifierRange.map { list.text($0) }, "g")
    }

    func testPlainIdsAreUnchanged() throws {
        let list = ClassParser.parse("shared-[cover]/hero")
        XCTAssertTrue(list.syntaxDiagnostics.isEmpty)
        XCTAssertEqual(list.tokens.first?.arbitraryValue.map { list.text($0.bodyRange) }, "cover")
        for invalid in ["shared-[]", "shared-[cover", "shared-[a]/", "shared-[a]]"] {
            XCTAssertFalse(ClassParser.parse(invalid).tokens.allSatisfy { $0.issues.isEmpty }, invalid)
        }
    }
}
