import XCTest
import TWResolve

/// An invalid class leaves the whole surface undecorated, global defaults included; the
/// lenient option shows the rest for design tools and says so.
final class LenientModeTests: XCTestCase {
    private let classes = "p-4 bg-primary w-[50%] rounded-lg"

    func testStrictResolutionIsUndecorated() {
        let resolution = resolve(classes) { $0.globalView = "opacity-50" }
        XCTAssertFalse(resolution.valid)
        XCTAssertTrue(resolution.undecorated)
        XCTAssertFalse(resolution.lenient)
        XCTAssertEqual(edges(resolution), [0, 0, 0, 0])
        XCTAssertNil(resolution.background)
        XCTAssertEqual(resolution.opacity, 1, "global defaults are stripped too")
        XCTAssertFalse(resolution.inheritsForeground, "swiftcn's default style installs the hierarchical foreground (§4.2)")
        XCTAssertEqual(resolution.diagnostics.map(\.detail), ["w-[50%]"])
    }

    func testLenientResolutionSkipsTheBadToken() {
        let resolution = resolve(classes, lenient: true)
        XCTAssertFalse(resolution.valid)
        XCTAssertFalse(resolution.undecorated)
        XCTAssertTrue(resolution.lenient)
        XCTAssertEqual(edges(resolution), [16, 16, 16, 16])
        XCTAssertEqual(resolution.background?.token, "primary")
        XCTAssertEqual(resolution.radius, 12)
        XCTAssertNil(resolution.frame.width)
        XCTAssertEqual(resolution.diagnostics.count, 1, "the skipped token is still reported")
    }
}
