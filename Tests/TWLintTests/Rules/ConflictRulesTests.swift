import TWLint
import XCTest

/// `overridden-class` and `duplicate-class`, with their fixes, and branch awareness.
final class ConflictRulesTests: XCTestCase {
    func testOverriddenClass() {
        assertRule(
            "overridden-class",
            [
                #"Text("a").tw("↓p-2 p-4")"#,
                #"Text("a").tw("p-4 px-2")"#,  // px-2 replaces only two edges of p-4
                #"Text("a").tw("hover:p-2 p-4")"#,  // different states
                #"Text("a").tw(cn("↓p-[13]", isOn ? "p-2" : "p-6"))"#,  // replaced in both arms
                #"Text("a").tw(cn("p-[13]", isOn ? "p-2" : nil))"#,  // not when the arm is nil
                #"Text("a").tw(cn("rounded-[14]", isCompact ? "px-2" : "px-6"))"#,
            ])
    }

    func testOverriddenPaddingEdgesAllReplaced() {
        assertRule("overridden-class", [#"Text("a").tw("↓px-2 p-4")"#])
    }

    func testDuplicateClass() {
        assertRule(
            "duplicate-class",
            [
                #"Text("a").tw("↓p-4 rounded-lg p-4")"#,
                #"Text("a").tw(cn("p-4", isOn ? "p-4" : nil))"#,  // the optional copy may be absent: not a duplicate in every set
                #"Text("a").tw(isOn ? "p-4" : "p-4")"#,
            ])
    }

    func testFixesRemoveTheEarlierCopyAndTheOverriddenClass() {
        let text = #"Text("a").tw("p-2 rounded-lg p-4 rounded-lg")"#
        let result = lint(text)
        let fixed = String(decoding: Linter.apply(result.fixes, to: Array(text.utf8)), as: UTF8.self)
        XCTAssertEqual(fixed, #"Text("a").tw("p-4 rounded-lg")"#)
        XCTAssertEqual(lint(fixed).fixes.count, 0)
    }
}
