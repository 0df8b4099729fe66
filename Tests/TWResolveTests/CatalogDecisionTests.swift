import XCTest
import TWResolve

/// Where the reference is [UNSURE], the decisions of Docs/Decisions.md.
final class CatalogDecisionTests: XCTestCase {
    func testControlMdIsTheRegularSize() {
        XCTAssertEqual(resolve("glass control-md") { $0.target = .button }.button?.controlSize, .regular)
    }

    func testTintAcceptsColourAliases() {
        XCTAssertEqual(resolve("glass tint-primary-foreground") { $0.target = .button }.button?.tint?.token, "onPrimary")
    }

    func testKeywordNumbersWithALeadingOrTrailingPoint() {
        XCTAssertEqual(resolve("p-1.").padding.top, 4)
        XCTAssertEqual(resolve("p-.5").padding.top, 2)
    }

    func testUIKitRendererDoesNotExistOnMacOS() {
        XCTAssertEqual(
            context {
                $0.platform = .macos; $0.os = OSVersion(27)
            }.glassRenderer, .swiftUI)
        XCTAssertEqual(
            context {
                $0.platform = .macos; $0.renderer = .uiKit
            }.glassRenderer, .swiftUI)
    }
}
