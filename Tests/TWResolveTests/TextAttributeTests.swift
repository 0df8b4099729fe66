import XCTest
import TWResolve

/// Line spacing and font size are separate fields, in either order.
final class TextAttributeTests: XCTestCase {
    func testLineSpacingKeptWithARoleSize() {
        let resolution = resolve("line-spacing-[4] text-lg")
        XCTAssertEqual(resolution.text.lineSpacing, 4)
        XCTAssertEqual(resolution.font?.token, "lg")
        XCTAssertEqual(resolution.overridden.count, 0)
    }

    func testLineSpacingKeptWithAFixedSize() {
        let resolution = resolve("text-[18] line-spacing-[4]")
        XCTAssertEqual(resolution.text.lineSpacing, 4)
        XCTAssertEqual(resolution.font?.size, 18)
        XCTAssertEqual(resolution.overridden.count, 0)
    }
}
