import XCTest

/// `tw explain`: the class that won each field and the rule (reference §4.2, §4.3, §8.2).
final class ExplainCommandTests: XCTestCase {
    func line(_ output: String, _ field: String) -> String {
        output.split(separator: "\n").map(String.init).first { $0.hasPrefix(field + " ") } ?? ""
    }

    func testLastWinsAndOverridden() {
        let result = tw("explain", "px-4 p-[13]")
        XCTAssertEqual(result.status, 0)
        let leading = line(result.output, "padding.leading")
        XCTAssertTrue(leading.contains("13pt") && leading.contains("p-[13]") && leading.contains("last wins over `px-4`"), leading)
        XCTAssertTrue(result.output.contains("Overridden in every state:\n  px-4 by p-[13] (padding)"), result.output)
    }

    func testStatePrecedenceAndLocalOverGlobal() {
        let hovered = tw("explain", "--state", "hover", "hover:px-6 px-4")
        XCTAssertTrue(line(hovered.output, "padding.leading").contains("state precedence"), hovered.output)
        // Themes/brand.json sets the global view default `text-foreground`.
        let local = tw("explain", "--theme", Repository.path("Themes/brand.json"), "text-primary")
        XCTAssertTrue(line(local.output, "foreground").contains("local over global"), local.output)
    }

    func testSurfaceDecisions() {
        let result = tw("explain", "--os", "27", "surface-floating shadow-md bg-[#ff0000]")
        XCTAssertTrue(line(result.output, "surface.fill").contains("one fill"), result.output)
        XCTAssertTrue(line(result.output, "surface.renderer").contains("UIKit's on iOS 27"), result.output)
        XCTAssertTrue(result.output.contains("Ignored:\n"), result.output)
        let invalid = tw("explain", "p-4 hovr:p-2")
        XCTAssertEqual(invalid.status, 1)
        XCTAssertTrue(invalid.output.contains("undecorated"), invalid.output)
    }
}
