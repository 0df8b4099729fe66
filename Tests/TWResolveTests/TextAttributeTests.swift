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

    /// `text-[…]` is both a colour and a size; a value that starts with `#` is meant as a colour
    /// (reference §3.1, hex colour: `#` and 3, 4, 6 or 8 hex digits), so a bad hex digit is reported as a bad colour, not as a
    /// size that is not a number.
    func testBadHexDigitIsABadColourNotABadNumber() throws {
        let diagnostic = try XCTUnwrap(resolve("text-[#16a34g]").diagnostics.first?.diagnostic)
        XCTAssertTrue(diagnostic.message.contains("is not a hex colour"), diagnostic.message)
        XCTAssertFalse(diagnostic.message.contains("not a number"), diagnostic.message)
    }
}
