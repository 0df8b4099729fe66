import XCTest
import TWResolve

/// The seed ("Surface roles"): one fill; `bg-*` colours only a solid fill.
final class SurfaceFillTests: XCTestCase {
    func testMaterialIgnoresTheBackground() {
        let resolution = resolve("surface-floating bg-[#ff0000]") { $0.os = OSVersion(18) }
        XCTAssertEqual(resolution.surface?.fill.kind, .material)
        XCTAssertNil(resolution.surface?.fill.color)
        XCTAssertNil(resolution.background, "no red under a material")
        XCTAssertEqual(resolution.ignored.map(\.class), ["bg-[#ff0000]"])
        XCTAssertFalse(resolution.ignored.first?.reason.isEmpty ?? true)
    }

    func testReduceTransparencyMakesTheBackgroundTheSolidFill() {
        let resolution = resolve("surface-floating bg-[#ff0000]") {
            $0.os = OSVersion(18)
            $0.reduceTransparency = true
        }
        XCTAssertEqual(resolution.surface?.fill.kind, .solid)
        XCTAssertEqual(resolution.surface?.fill.color?.hex, "#ff0000")
        XCTAssertEqual(resolution.ignored.count, 0)
    }
}
