@testable import TWLanguageServer
import TWResolve
import XCTest

/// A hovered class is the document's text: its heading shows it, escaped, in a code span it
/// cannot end (Docs/Reliability.md, "Hostile text stays inert").
final class HoverHostileTextTests: XCTestCase {
    func testAnEscapeSequenceInTheHeadingIsShownAsAnEscape() {
        let markdown = HoverText.token("\u{1B}[31mred", theme: .builtIn)
        XCTAssertFalse(markdown.unicodeScalars.contains("\u{1B}"), markdown)
        XCTAssertTrue(markdown.hasPrefix(#"**`\u{1B}[31mred`**"#), markdown)
    }

    func testABacktickCannotEndTheCodeSpan() {
        XCTAssertEqual(HoverText.codeSpan("bg-[`x`](http://evil)"), "`` bg-[`x`](http://evil) ``")
        XCTAssertEqual(HoverText.codeSpan("p-4"), "`p-4`")
    }
}
