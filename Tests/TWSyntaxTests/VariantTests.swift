import XCTest
import TWSyntax

/// Variants, roots, values and hints, with exact byte ranges (reference §1.4, §1.5).
final class VariantTests: XCTestCase {
    let source = "hover:text-[color:brand] focus:border-[color:#6366f180] text-[length:18px]"

    func testVariantsHintsAndRanges() throws {
        let list = ClassParser.parse(source)
        XCTAssertEqual(list.tokens.count, 3)
        XCTAssertTrue(list.tokens.allSatisfy { $0.issues.isEmpty })

        let expected: [(token: String, variant: String?, root: String, body: String, hint: String, value: String, state: InteractionState?, tokenIndex: Int)] =
            [
                ("hover:text-[color:brand]", "hover", "text", "color:brand", "color", "brand", .hover, 0),
                ("focus:border-[color:#6366f180]", "focus", "border", "color:#6366f180", "color", "#6366f180", .focus, 1),
                ("text-[length:18px]", nil, "text", "length:18px", "length", "18px", nil, 2),
            ]
        for e in expected {
            let token = list.tokens[e.tokenIndex]
            let tokenRange = byteRange(of: e.token, in: source)
            XCTAssertEqual(token.range, tokenRange, e.token)
            // Offsets inside the token, counted by hand from its text.
            let base = tokenRange.start
            let variantLength = e.variant.map { $0.utf8.count + 1 } ?? 0
            if let variant = e.variant {
                XCTAssertEqual(token.variants.count, 1, e.token)
                XCTAssertEqual(token.variants.first?.range, ByteRange(start: base, end: base + variant.utf8.count))
                XCTAssertEqual(token.variants.first?.state, e.state)
                XCTAssertEqual(token.variants.first?.isGroup, false)
            } else {
                XCTAssertTrue(token.variants.isEmpty, "no variant may be read out of brackets: \(e.token)")
            }
            let rootStart = base + variantLength
            XCTAssertEqual(token.nameRange, ByteRange(start: rootStart, end: tokenRange.end))
            XCTAssertEqual(token.rootRange, ByteRange(start: rootStart, end: rootStart + e.root.utf8.count))
            let bodyStart = rootStart + e.root.utf8.count + 2  // "-["
            let value = try XCTUnwrap(token.arbitraryValue, e.token)
            XCTAssertEqual(value.bodyRange, ByteRange(start: bodyStart, end: bodyStart + e.body.utf8.count))
            XCTAssertEqual(value.bodyRange.end, tokenRange.end - 1)
            XCTAssertEqual(value.hintRange, ByteRange(start: bodyStart, end: bodyStart + e.hint.utf8.count))
            XCTAssertEqual(value.hint?.rawValue, e.hint)
            XCTAssertEqual(value.valueRange, ByteRange(start: bodyStart + e.hint.utf8.count + 1, end: tokenRange.end - 1))
            XCTAssertEqual(list.text(value.valueRange), e.value)
            XCTAssertFalse(value.isDynamic)
            XCTAssertFalse(token.isDynamic)
        }
    }

    func testGroupVariants() {
        let list = ClassParser.parse("group-hover/hero:active:opacity-50 group-focus:p-2")
        XCTAssertEqual(list.tokens.count, 2)
        let first = list.tokens[0]
        XCTAssertEqual(first.variants.map(\.state), [.hover, .pressed])
        XCTAssertEqual(first.variants.map(\.isGroup), [true, false])
        XCTAssertEqual(first.variants.map(\.groupName), ["hero", nil])
        XCTAssertEqual(first.variants[0].range, ByteRange(start: 0, end: 16))
        XCTAssertEqual(list.root(of: first), "opacity")
        if case .named(let range) = first.value { XCTAssertEqual(list.text(range), "50") } else { XCTFail("named value") }
        XCTAssertEqual(list.tokens[1].variants.first?.groupName, nil)
        XCTAssertEqual(list.tokens[1].variants.first?.isGroup, true)
    }

    func testKeywordRootsAreLongestFirst() {
        let list = ClassParser.parse("glass-tint-primary min-h-8 p-4 glass bogus")
        XCTAssertEqual(list.tokens.map { list.root(of: $0) }, ["glass-tint", "min-h", "p", "glass", "bogus"])
        XCTAssertEqual(list.tokens[3].value, .none)
    }
}
