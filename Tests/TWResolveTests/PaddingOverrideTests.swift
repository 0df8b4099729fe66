import XCTest
import TWResolve

/// Later classes win per padding edge, and a class is listed
/// as overridden only when every edge it wrote was replaced.
final class PaddingOverrideTests: XCTestCase {
    func testAllEdgesThenBracket() {
        let later = resolve("p-[13] p-4")
        XCTAssertEqual(edges(later), [16, 16, 16, 16])
        XCTAssertEqual(overriddenClasses(later), ["p-[13]"])
        XCTAssertEqual(later.overridden.first?.by, "p-4")

        let bracketLast = resolve("p-4 p-[13]")
        XCTAssertEqual(edges(bracketLast), [13, 13, 13, 13])
        XCTAssertEqual(overriddenClasses(bracketLast), ["p-4"])
    }

    func testAxisThenAllEdges() {
        let resolution = resolve("px-4 p-[13]")
        XCTAssertEqual(edges(resolution), [13, 13, 13, 13])
        XCTAssertEqual(overriddenClasses(resolution), ["px-4"])
    }

    func testAllEdgesThenAxisKeepsTheOtherEdges() {
        let resolution = resolve("p-[13] px-4")
        XCTAssertEqual(resolution.padding.top, 13)
        XCTAssertEqual(resolution.padding.bottom, 13)
        XCTAssertEqual(resolution.padding.leading, 16)
        XCTAssertEqual(resolution.padding.trailing, 16)
        XCTAssertEqual(overriddenClasses(resolution), [], "p-[13] still sets top and bottom")
    }

    func testStartThenAxis() {
        let resolution = resolve("ps-2 px-4")
        XCTAssertEqual(resolution.padding.leading, 16)
        XCTAssertEqual(resolution.padding.trailing, 16)
        XCTAssertEqual(overriddenClasses(resolution), ["ps-2"])
    }
}
