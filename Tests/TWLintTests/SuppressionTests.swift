import TWLint
import XCTest

/// `twlint:` comments: every form, and `superfluous-suppression`.
final class SuppressionTests: XCTestCase {
    func testDisableAndEnableRegion() {
        let text = """
            Text("a").tw("bogus")
            // twlint:disable unknown-class
            Text("a").tw("bogus")
            Text("a").tw("p-2 p-4")
            // twlint:enable unknown-class
            Text("a").tw("bogus")
            """
        XCTAssertEqual(positions(lint(text).findings), ["unknown-class@1:15", "overridden-class@4:15", "unknown-class@6:15"])
    }

    func testNextThisPrevious() {
        let text = """
            // twlint:disable:next unknown-class
            Text("a").tw("bogus")
            Text("a").tw("bogus") // twlint:disable:this unknown-class
            Text("a").tw("bogus")
            // twlint:disable:previous unknown-class
            Text("a").tw("bogus")
            """
        XCTAssertEqual(positions(lint(text).findings), ["unknown-class@6:15"])
    }

    func testAllAndCommaLists() {
        let text = """
            Text("a").tw("bogus p-2 p-4") // twlint:disable:this all
            // twlint:disable:next unknown-class, overridden-class
            Text("a").tw("bogus p-2 p-4 p-4")
            /* twlint:disable:next unknown-class,duplicate-class - reason text */
            Text("a").tw("bogus p-4 p-4")
            """
        XCTAssertEqual(positions(lint(text).findings), ["duplicate-class@3:25"])
    }

    func testEnableOneRuleInsideDisableAll() {
        let text = """
            // twlint:disable all
            Text("a").tw("bogus p-2 p-4")
            // twlint:enable unknown-class
            Text("a").tw("bogus p-2 p-4")
            // twlint:disable unknown-class
            Text("a").tw("bogus p-2 p-4")
            // twlint:enable all
            Text("a").tw("bogus p-2 p-4")
            """
        // Line 4: only unknown-class is back on; line 6: off again; line 8: everything on.
        XCTAssertEqual(positions(lint(text).findings), ["unknown-class@4:15", "unknown-class@8:15", "overridden-class@8:21"])
    }

    func testEnableAllClearsNamedDisables() {
        let text = """
            // twlint:disable unknown-class
            // twlint:enable all
            Text("a").tw("bogus")
            """
        XCTAssertEqual(positions(lint(text).findings), ["superfluous-suppression@1:1", "unknown-class@3:15"])
    }

    func testEnableTakesEffectOnTheNextLine() {
        let text = """
            // twlint:disable unknown-class
            Text("a").tw("bogus") // twlint:enable unknown-class
            Text("a").tw("bogus")
            """
        XCTAssertEqual(positions(lint(text).findings), ["unknown-class@3:15"])
    }

    func testSuperfluousSuppressions() {
        let text = """
            // twlint:disable:next unknown-class
            Text("a").tw("p-4")
            // twlint:disable:next no-such-rule
            Text("a").tw("p-4")
            Text("a").tw("p-4") // twlint:disable:this all
            // twlint:disable overridden-class
            """
        let findings = lint(text).findings
        XCTAssertEqual(
            positions(findings),
            [
                "superfluous-suppression@1:1", "superfluous-suppression@3:1",
                "superfluous-suppression@5:21", "superfluous-suppression@6:1",
            ])
        XCTAssertTrue(findings[1].message.contains("`no-such-rule`"), findings[1].message)
        XCTAssertTrue(findings[0].message.contains("suppresses nothing"), findings[0].message)
    }

    func testSuperfluousSuppressionCanBeTurnedOff() {
        let text = "// twlint:disable:next unknown-class\nText(\"a\").tw(\"p-4\")"
        XCTAssertEqual(positions(lint(text, configuration: configuration(#"{"disabled": ["superfluous-suppression"]}"#)).findings), [])
    }

    func testADirectiveInAStringIsNotADirective() {
        let text = """
            let s = "// twlint:disable:next unknown-class"
            Text("a").tw("bogus")
            """
        XCTAssertEqual(positions(lint(text).findings), ["unknown-class@2:15"])
    }
}

final class SuppressionCommentFormTests: XCTestCase {
    func testOnlyCommentsThatStartWithTheDirectiveCount() {
        let text = """
            /// twlint:disable:next unknown-class
            Text("a").tw("bogus")
            // see twlint:disable:next unknown-class in the README
            Text("a").tw("bogus")
            /** twlint:disable:next unknown-class */
            Text("a").tw("bogus")
            //twlint:disable:next unknown-class
            Text("a").tw("bogus")
            """
        XCTAssertEqual(positions(lint(text).findings), ["unknown-class@2:15", "unknown-class@4:15", "unknown-class@6:15"])
    }
}
