import XCTest
import TWResolve
import TWSyntax

/// Resolution is linear in the number of tokens: huge class strings resolve
/// with the same results as small ones. These tests assert only on the results; a quadratic step
/// would make them take minutes rather than seconds.
final class LargeInputTests: XCTestCase {
    static let count = 200_000

    func testTwoHundredThousandPaddingClasses() {
        // Every class writes all four edges, so each is overridden by the next; the last wins.
        let classes = (0..<Self.count).map { "p-[\($0 % 1000)]" }.joined(separator: " ")
        let resolution = resolve(classes)
        XCTAssertTrue(resolution.valid)
        XCTAssertEqual(edges(resolution), Array(repeating: Double((Self.count - 1) % 1000), count: 4))
        XCTAssertEqual(resolution.overridden.count, Self.count - 1)
        XCTAssertEqual(resolution.overridden.first?.class, "p-[0]")
        XCTAssertEqual(resolution.overridden.first?.by, "p-[999]")
        XCTAssertEqual(resolution.overridden.last?.by, "p-[999]")
        XCTAssertEqual(resolution.provenance["padding.top"]?.class, "p-[999]")
    }

    func testTwoHundredThousandIgnoredButtonTints() {
        // A glass button ignores every hover tint, each under its own name: the ignored list grows
        // with the input and must stay linear.
        let tints = (0..<Self.count).map { String(format: "hover:tint-[#%06x]", $0) }
        let resolution = resolve("glass " + tints.joined(separator: " ")) { $0.target = .button }
        XCTAssertTrue(resolution.valid)
        XCTAssertEqual(resolution.button?.style, .glass)
        XCTAssertEqual(resolution.ignored.count, Self.count)
        XCTAssertEqual(resolution.ignored.first?.class, "hover:tint-[#000000]")
        XCTAssertEqual(resolution.ignored.last?.class, tints.last)
        XCTAssertEqual(resolution.button?.defaultTintStates, ["idle", "hover", "focus", "pressed", "disabled"])
    }

    func testMixedTokensWithErrors() {
        // 40,000 tokens: four full passes (strict, lenient, parse, validate) stay quick in debug.
        let count = 40_000
        let pattern = ["px-4", "hover:bg-accent", "bogus", "card", "focus:hover:opacity-[0.5]", "glass", "bg-[#ff0000]", "rounded-lg"]
        let classes = (0..<count).map { pattern[$0 % pattern.count] }.joined(separator: " ")
        let strict = resolve(classes)
        XCTAssertFalse(strict.valid)
        XCTAssertTrue(strict.undecorated)
        XCTAssertEqual(strict.diagnostics.count, count / pattern.count)
        let lenient = resolve(classes, lenient: true)
        XCTAssertEqual(lenient.surface?.fill.kind, .glass)
        XCTAssertEqual(lenient.padding.leading, 24, "card's p-6 comes after px-4")
        XCTAssertEqual(lenient.ignored.map(\.class), ["bg-[#ff0000]", "card (shadow-sm)"])

        // The validator maps every problem back to its token.
        let list = ClassParser.parse(classes)
        let results = ClassValidator().validate(list)
        XCTAssertEqual(results.count, count)
        XCTAssertEqual(results.filter { $0.status != .valid }.count, count / pattern.count)
        XCTAssertEqual(results[2].status, .unknownClass)
        XCTAssertEqual(results[count - 6].status, .unknownClass)
        XCTAssertEqual(results[count - 6].diagnostics.first?.range, list.tokens[count - 6].range)
    }
}
