import Foundation
import TWCommandLine
import XCTest

/// `tw format`: the inputs the canonical form must give (expected strings from the feature's
/// description: `px-4 py-4` → `p-4`, `p-[16]` → `p-4` with the default spacing unit 4 of
/// reference §5.1, the documented category order), and the rewrites it must refuse.
final class FormatCommandTests: XCTestCase {
    private func source(_ classes: String) -> String { "Text(\"a\").tw(\"\(classes)\")\n" }

    func testOrderThatDecidesPaddingIsLeftAndSaid() {
        let result = tw(["format", "--check", "-"], input: source("p-4 px-4"))
        XCTAssertEqual(result.status, 0, result.output + result.error)
        XCTAssertFalse(result.error.contains("->"), result.error)
        XCTAssertTrue(result.error.contains("`p-4` and `px-4` both set"), result.error)
        XCTAssertTrue(result.error.contains("order is kept"), result.error)
        // Formatting writes the source unchanged.
        XCTAssertEqual(tw(["format", "-"], input: source("p-4 px-4")).output, source("p-4 px-4"))
    }

    /// A folder with a `.twlint.json` holding `configuration`, removed after the test.
    private func configured(_ configuration: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tw-format-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        try Data(configuration.utf8).write(to: folder.appendingPathComponent(".twlint.json"))
        return folder
    }

    func testCanonicalOrder() throws {
        let config = try configured(#"{"enabled": ["class-order"]}"#).appendingPathComponent(".twlint.json").path
        let result = tw(["format", "--check", "--config", config, "-"], input: source("bg-primary p-4 rounded-lg"))
        XCTAssertEqual(result.status, 1, result.output + result.error)
        XCTAssertTrue(result.error.contains(#"<stdin>:1:15: "bg-primary p-4 rounded-lg" -> "p-4 bg-primary rounded-lg""#), result.error)
        XCTAssertEqual(tw(["format", "--config", config, "-"], input: source("bg-primary p-4 rounded-lg")).output, source("p-4 bg-primary rounded-lg"))
    }

    /// `class-order` is opt-in in twlint (Docs/twlint.md), and `tw format` reads `.twlint.json`
    /// the same way: without `"enabled": ["class-order"]` the order is kept.
    func testClassOrderIsAppliedOnlyWhenTheConfigurationEnablesIt() throws {
        let config = try configured("{}").appendingPathComponent(".twlint.json").path
        let result = tw(["format", "--check", "--config", config, "-"], input: source("bg-primary p-4 rounded-lg"))
        XCTAssertEqual(result.status, 0, result.output + result.error)
        XCTAssertEqual(tw(["format", "--config", config, "-"], input: source("bg-primary px-4 py-4")).output, source("bg-primary p-4"))
    }

    /// With `-`, standard output carries the source only (nothing with `--check`); the list goes
    /// to standard error, as `swift format` keeps its diagnostics there.
    func testTheListOfStandardInputGoesToStandardError() {
        let checked = tw(["format", "--check", "-"], input: source("px-4 py-4"))
        XCTAssertEqual(checked.status, 1)
        XCTAssertEqual(checked.output, "")
        XCTAssertEqual(checked.error, #"<stdin>:1:15: "px-4 py-4" -> "p-4""# + "\n")
        let formatted = tw(["format", "-"], input: source("px-4 py-4"))
        XCTAssertEqual(formatted.output, source("p-4"))
        XCTAssertEqual(formatted.error, #"<stdin>:1:15: "px-4 py-4" -> "p-4""# + "\n")
    }

    /// A literal held by a `let` that two views use is one string: listed once, rewritten once.
    func testALiteralThatReachesTwoSinksIsListedOnce() {
        let input = "let shared = \"px-2 py-2\"\nlet a = Text(\"a\").tw(shared)\nlet b = Text(\"b\").tw(shared)\n"
        let checked = tw(["format", "--check", "-"], input: input)
        XCTAssertEqual(checked.error, #"<stdin>:1:15: "px-2 py-2" -> "p-2""# + "\n")
        XCTAssertEqual(tw(["format", "-"], input: input).output, input.replacingOccurrences(of: "px-2 py-2", with: "p-2"))
    }

    /// swiftcn has no `dark:` variant (reference: no dark-mode variants): the string is left as
    /// written and the reason names the class.
    func testAStringWithAClassSwiftCNRejectsSaysWhy() {
        for classes in ["px-4 py-4 dark:", "px-4 py-4 dark:bg-primary"] {
            let result = tw(["format", "-"], input: source(classes))
            XCTAssertEqual(result.output, source(classes))
            XCTAssertTrue(result.error.contains("<stdin>:1:15: \"\(classes)\": left as written: swiftcn rejects `dark:"), result.error)
        }
    }

    /// A string the app also shows or lets the user edit (`@State` bound to a `TextEditor`) is
    /// text, not only classes: `tw format` leaves it and says why, and twlint offers no fix.
    func testAStringTheUserEditsIsLeftAsWritten() {
        let input = """
            struct Editor: View {
                @State var cardClasses = "px-4 py-4"
                var body: some View {
                    VStack {
                        TextEditor(text: $cardClasses)
                        Text("preview").tw(cardClasses)
                    }
                }
            }

            """
        let result = tw(["format", "-"], input: input)
        XCTAssertEqual(result.output, input)
        XCTAssertTrue(result.error.contains("`cardClasses` is also used outside class sinks (line 5)"), result.error)
        let lint = twlint(["--stdin", "--format", "json"], input: Array(input.utf8))
        XCTAssertFalse(lint.output.contains("shorthand"), lint.output)
        // Used only by sinks, the same declaration is formatted.
        let plain = input.replacingOccurrences(of: "TextEditor(text: $cardClasses)", with: "Text(\"a\")")
        XCTAssertEqual(tw(["format", "-"], input: plain).output, plain.replacingOccurrences(of: "px-4 py-4", with: "p-4"))
    }

    /// Past ``maximumClasses`` a string is left as written with the reason (the proof's work grows
    /// with the square of its length).
    func testALongStringIsLeftAsWrittenWithTheReason() {
        let classes = Array(repeating: "px-2 py-2", count: 80).joined(separator: " ")
        let result = tw(["format", "-"], input: source(classes))
        XCTAssertEqual(result.output, source(classes))
        XCTAssertTrue(result.error.contains("left as written: it has 160 classes, more than the 32 whose rewrites are checked"), result.error)
    }

    func testShorthand() {
        XCTAssertEqual(tw(["format", "-"], input: source("px-4 py-4")).output, source("p-4"))
        XCTAssertEqual(tw(["format", "--check", "-"], input: source("px-4 py-4")).status, 1)
    }

    func testCanonicalValue() {
        XCTAssertEqual(tw(["format", "-"], input: source("p-[16]")).output, source("p-4"))
        // 13 points is 3.25 units, not a step of the scale.
        XCTAssertEqual(tw(["format", "-"], input: source("p-[13]")).output, source("p-[13]"))
    }

    /// With `TWTheme(spacingUnit: 5)` `px-[2]` is 2 pt and `px-0.5` 2.5 pt (swiftcn's
    /// ArgumentTests): left as written, with the reason; `tile`, registered in the same call's
    /// `rules:`, is accepted as twlint accepts it.
    func testAThemeBuiltInSwiftKeepsBracketValues() {
        let input =
            "var rules = TWGlobalRules()\nrules.named[\"tile\"] = \"p-1\"\nlet a = try TWStyle.parse(\"tile px-[2]\", theme: TWTheme(spacingUnit: 5), rules: rules)\n"
        let checked = tw(["format", "--check", "-"], input: input)
        XCTAssertEqual(checked.status, 0, checked.error)
        XCTAssertFalse(checked.error.contains("rejects"), checked.error)
        XCTAssertTrue(checked.error.contains("left `px-[2]` as written (canonical-value)"), checked.error)
        let view = "let v = Text(\"a\").tw(\"px-[2]\").twTheme(TWTheme(spacingUnit: 5))\n"
        XCTAssertEqual(tw(["format", "-"], input: view).output, view)
        let standard = "let v = Text(\"a\").tw(\"px-[2]\")\n"
        XCTAssertEqual(tw(["format", "-"], input: standard).output, standard.replacingOccurrences(of: "px-[2]", with: "px-0.5"))
    }

    func testShorthandAcrossAConflictingClassIsRefusedWithItsReason() {
        // `p-2` between them writes the same edges: merging at `py-4`'s place would give the
        // horizontal edges 16 pt where swiftcn draws 8 pt.
        let result = tw(["format", "--check", "-"], input: source("px-4 p-2 py-4"))
        XCTAssertEqual(result.status, 0, result.output + result.error)
        XCTAssertTrue(result.error.contains("left `px-4 py-4` as written"), result.error)
        XCTAssertTrue(result.error.contains("draws differently"), result.error)
    }

    func testFilesAreRewrittenInPlaceAndCheckedForCI() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tw-format-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Card.swift")
        try Data((source("px-4 py-4 rounded-lg") + source("p-[16]")).utf8).write(to: file)
        XCTAssertEqual(tw(["format", "--check", file.path]).status, 1)
        XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), source("px-4 py-4 rounded-lg") + source("p-[16]"), "--check writes nothing")
        let written = tw(["format", file.path])
        XCTAssertEqual(written.status, 0, written.error)
        XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), source("p-4 rounded-lg") + source("p-4"))
        XCTAssertEqual(tw(["format", "--check", file.path]).status, 0)
    }

    func testDisabledRuleIsNotApplied() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tw-format-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(#"{"disabled": ["class-order"]}"#.utf8).write(to: folder.appendingPathComponent(".twlint.json"))
        let file = folder.appendingPathComponent("Card.swift")
        try Data(source("bg-primary p-[16]").utf8).write(to: file)
        XCTAssertEqual(tw(["format", file.path]).status, 0)
        XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), source("bg-primary p-4"))
    }
}
