import XCTest
import TWSyntax

/// Dynamic parts: interpolations a caller such as the linter marks as opaque byte ranges.
final class DynamicTests: XCTestCase {
    func testDynamicValueInsideBrackets() throws {
        let source = "bg-[XX] p-4"
        let list = ClassParser.parse(source, dynamicRanges: [byteRange(of: "XX", in: source)])
        XCTAssertEqual(list.tokens.count, 2)
        let token = list.tokens[0]
        XCTAssertTrue(token.isDynamic)
        XCTAssertFalse(token.isUncheckable)
        XCTAssertTrue(token.issues.isEmpty)
        XCTAssertEqual(try XCTUnwrap(token.arbitraryValue).isDynamic, true)
        XCTAssertFalse(list.tokens[1].isDynamic)
    }

    func testDynamicPartOutsideBracketsMakesTheTokenUncheckable() {
        let source = "rounded-[14]XX p-4"
        let list = ClassParser.parse(source, dynamicRanges: [byteRange(of: "XX", in: source)])
        XCTAssertEqual(list.tokens.count, 2)
        XCTAssertEqual(list.tokens[0].range, byteRange(of: "rounded-[14]XX", in: source))
        XCTAssertTrue(list.tokens[0].isDynamic)
        XCTAssertTrue(list.tokens[0].isUncheckable)
        XCTAssertTrue(list.tokens[0].issues.isEmpty, "the interpolation may supply a space: \(list.tokens[0].issues.map(\.message))")
    }

    func testDynamicRangeContainingWhitespaceDoesNotSplit() {
        let source = "w-[a b] p-4"
        let list = ClassParser.parse(source, dynamicRanges: [byteRange(of: "a b", in: source)])
        XCTAssertEqual(list.tokenTexts, ["w-[a b]", "p-4"])
        XCTAssertTrue(list.tokens[0].issues.isEmpty)
        XCTAssertEqual(list.tokens[0].arbitraryValue?.isDynamic, true)
    }

    func testDynamicBracketsAndColonsAreNotSyntax() {
        let source = "hover:w-[X] p-4"
        let list = ClassParser.parse(source, dynamicRanges: [ByteRange(start: 9, end: 10)])
        let withColon = "w-[:]]] p-4"
        let second = ClassParser.parse(withColon, dynamicRanges: [ByteRange(start: 3, end: 6)])
        XCTAssertEqual(list.tokens.count, 2)
        XCTAssertEqual(second.tokenTexts, ["w-[:]]]", "p-4"])
        XCTAssertTrue(second.tokens[0].issues.isEmpty, "\(second.tokens[0].issues.map(\.message))")
        XCTAssertTrue(second.tokens[0].variants.isEmpty)
    }

    func testOutOfBoundsAndOverlappingDynamicRangesAreAccepted() {
        let list = ClassParser.parse("w-[ab]", dynamicRanges: [ByteRange(start: 4, end: 100), ByteRange(start: 3, end: 5), ByteRange(start: -5, end: -1)])
        XCTAssertEqual(list.dynamicRanges, [ByteRange(start: 3, end: 6)])
        XCTAssertEqual(list.tokens.count, 1)
    }
}

final class UncheckableTokenTests: XCTestCase {
    func testDynamicVariantIsNotReportedButEarlierVariantsAre() {
        let source = "XX:p-4 hovr:XX:p-4 w-[2XX"
        let dynamic = [
            byteRange(of: "XX", in: source, occurrence: 0), byteRange(of: "XX", in: source, occurrence: 1),
            byteRange(of: "XX", in: source, occurrence: 2),
        ]
        let list = ClassParser.parse(source, dynamicRanges: dynamic)
        XCTAssertEqual(list.tokens.count, 3)
        XCTAssertTrue(list.tokens[0].isUncheckable)
        XCTAssertTrue(list.tokens[0].issues.isEmpty)
        XCTAssertEqual(list.tokens[1].issues.map(\.code), [.unknownVariant], "hovr precedes the dynamic part")
        XCTAssertFalse(list.tokens[2].isUncheckable, "inside an open bracket the dynamic part is a value")
        XCTAssertEqual(list.tokens[2].issues.map(\.code), [.malformedBracket])
    }
}
