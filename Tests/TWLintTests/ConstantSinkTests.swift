import TWLint
import XCTest

/// Constants and array literals whose values reach a sink in the same file.
final class ConstantSinkTests: XCTestCase {
    private func assertMarked(_ text: String, rule: String = "unknown-class", file: StaticString = #filePath, line: UInt = #line) {
        let source = MarkedSource(text)
        XCTAssertEqual(
            lint(source.text).findings.map { "\($0.rule)@\($0.line):\($0.column)" }, source.markers.map { "\(rule)@\($0)" },
            source.text, file: file, line: line)
    }

    /// The defining input: two errors, one per element.
    func testLoopOverAnArrayPassedToParse() {
        assertMarked(#"for s in ["↓group/", "↓group/a/b"] { _ = try? TWStyle.parse(s) }"#, rule: "invalid-argument")
    }

    func testTestArgumentsPassedToParse() {
        assertMarked(
            """
            @Test(arguments: ["↓bogus", "p-2"])
            func parses(_ input: String) throws {
                _ = try TWStyle.parse(input)
            }
            """)
    }

    /// swiftcn's `AdaptiveSurfaceTests`: `@Test(arguments:)` of tuples, whose first element goes
    /// to the first parameter, here `classes`, which reaches `.buttonStyle(.tw(classes))`; the
    /// other elements are not classes.
    func testTupleTestArgumentsGiveTheirFirstElement() {
        assertMarked(
            """
            @Test(arguments: [("button-primary", TWColor.primary, TWColor.onPrimary, true), ("↓button-secondry", .muted, .foreground, true)])
            func variantsRender(classes: String, tint: TWColor, label: TWColor, prominent: Bool) throws {
                _ = Button("Save") {}.buttonStyle(.tw(classes))
            }
            """)
    }

    func testLetStaticLetAndStateConstants() {
        assertMarked(
            """
            struct V: View {
                static let card = "p-4 ↓bogus"
                @State private var classes = "px-2 ↓nope"
                let title = "Hello world"
                var body: some View {
                    let base = "rounded-lg ↓wrong"
                    Text(title).tw(cn(base, Self.card))
                    Text("a").tw(classes)
                }
            }
            """)
    }

    /// The innermost declaration visible at the use wins; a loop's elements never meet, so they
    /// do not override each other.
    func testScopesAndAlternatives() {
        assertMarked(
            """
            func a() { let base = "↓bogus"; Text("a").tw(base) }
            func b() { let base = "p-1"; Text("b").tw(base) }
            for s in ["px-2", "px-4"] { Text("c").tw(s) }
            let parts = ["px-2", "↓odd"]
            Text("d").tw(cn(parts))
            """)
    }

    /// A constant that reaches no sink is not a class string, and a cycle ends.
    func testUnreachedConstantsAndCycles() {
        assertMarked(
            """
            let greeting = "Hello there"
            let a = b
            let b = a
            Text(greeting).tw(a)
            """)
    }

    /// A constant's classes meet the others of the `cn` they reach: `px-4` is replaced in both
    /// arms of the ternary (swiftcn: the later class wins).
    func testConstantClassesMeetTheSitesOtherClasses() {
        assertMarked(
            """
            let rowClasses: TWClasses = "↓px-4 py-2"
            Text("Row").tw(cn(rowClasses, isCompact ? "px-2" : "px-6"))
            """, rule: "overridden-class")
    }

    /// The class a constant loses to in one sink is reported there, but its fix would take it
    /// from the constant, which another sink uses alone (`Text("b")` would lose its padding): no
    /// fix edits text that comes from outside the sink's own literal.
    func testNoFixEditsAConstantThatOtherSinksShare() throws {
        let result = lint(
            """
            struct V: View {
                let base = "p-4 rounded-lg"
                var body: some View {
                    VStack {
                        Text("a").tw("\\(base) p-2")
                        Text("b").tw(base)
                        Text("c").tw("p-4 rounded-lg p-2")
                    }
                }
            }
            """)
        let overridden = result.findings.filter { $0.rule == "overridden-class" }
        XCTAssertEqual(overridden.map(\.line), [2, 7], "\(result.findings)")
        XCTAssertNil(overridden[0].fix, "the fix would take p-4 from Text(\"b\") too")
        XCTAssertNotNil(overridden[1].fix, "a class in the sink's own literal is still removed")
        XCTAssertEqual(result.fixes.count, 1)
    }
}
