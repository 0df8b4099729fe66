import TWLint
import TWResolve
import XCTest

/// `unknown-class`, `invalid-argument`, `unknown-variant`, `whitespace-in-brackets`,
/// `recursive-named-class`: triggering examples carry a `↓` at each expected finding.
final class ClassValidityRuleTests: XCTestCase {
    func testUnknownClass() {
        assertRule(
            "unknown-class",
            [
                #"Text("a").tw("p-4 rounded-lg")"#,
                #"Text("a").tw("p-4 ↓bogus")"#,
                #"Text("a").tw("↓m-4 ↓flex ↓space-x-2")"#,
                #"let style: TWClasses = "↓nope p-2""#,
                #"Text("a").tw(value: "↓nope")"#,
                "Text(\"a\").tw(\"\"\"\n    p-4\n    ↓bogus\n    \"\"\")",
                // Not sinks: ordinary strings and comments.
                #"Text("bogus"); print("bogus") // .tw("bogus")"#,
            ])
    }

    func testInvalidArgument() {
        assertRule(
            "invalid-argument",
            [
                #"Text("a").tw("w-[240]")"#,
                #"Text("a").tw("↓w-[50%] p-4")"#,
                #"Text("a").tw("p-4 ↓opacity-[2]")"#,
                #"Text("a").tw("↓bg-red-500")"#,  // a Tailwind colour the theme does not register
            ])
    }

    func testUnknownVariant() {
        assertRule(
            "unknown-variant",
            [
                #"Text("a").tw("hover:bg-primary focus:opacity-50 group-hover/card:opacity-80")"#,
                #"Text("a").tw("↓dark:bg-primary")"#,
            ])
    }

    func testWhitespaceInBrackets() {
        assertRule(
            "whitespace-in-brackets",
            [
                #"Text("a").tw("offset-[12,-4]")"#,
                #"Text("a").tw("p-4 ↓offset-[12, -4]")"#,
            ])
    }

    func testRecursiveNamedClassFromGlobalRulesInTheFile() {
        assertRule(
            "recursive-named-class",
            [
                #"TWGlobalRules(named: ["card": "p-4 rounded-lg", "hero": "card glass"])"#,
                #"TWGlobalRules(named: ["a": "↓b", "b": "↓a"])"#,
            ])
    }

    func testNamedClassesOfTheFileAndOfOtherFilesAreKnown() {
        let text = """
            let rules = TWGlobalRules(named: ["card": "p-4 rounded-lg"])
            Text("a").tw("card tile")
            """
        XCTAssertEqual(positions(lint(text).findings), ["unknown-class@2:20"])
        XCTAssertEqual(positions(lint(#"Text("a").tw("tile bogus")"#, named: ["tile": Recipe(classes: "p-2")]).findings), ["unknown-class@1:20"])
    }
}
