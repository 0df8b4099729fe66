import TWLint
import TWSyntax
import XCTest

/// twlint's defining inputs, at the linter level: every finding of the whole file (rule and
/// position). The `--fix` input runs through the CLI in TWCLITests/LintFixTests.swift.
final class IssueInputLintTests: XCTestCase {
    func testInput1OnlyTheThreeBogusClasses() {
        let text = """
            Text(":)").tw(cn("p-[13]", mood == ")" ? "text-[18]" : nil, "bogus"))
            Button("Go") { go() }
                .buttonStyle(.tw(
                    "control-lg bogus-two"
                ))
                .tw(cn(
                    base,
                    "px-4",
                    isOn ? "rounded-[14]" : nil,
                    "bogus-three"
                ))
            """
        XCTAssertEqual(positions(lint(text).findings), ["unknown-class@1:62", "unknown-class@4:21", "unknown-class@10:10"])
    }

    func testInput2InterpolationsAreNotValidated() {
        let text = """
            Text("a").tw("px-4 rounded-[14]\\(extra) text-[18] bogus")
            Text("b").tw("px-4 bg-[\\(accent)] \\(emphasis)")
            """
        XCTAssertEqual(positions(lint(text).findings), ["unknown-class@1:51"])
    }

    func testInput3RawStrings() {
        let text = """
            Text("a").tw(#"p-[13] bg-[\\#(accent)] bogus"#)
            Text("b").tw(##"px-4 "quoted" \\##(extra) \\#(notInterp)"##)
            """
        XCTAssertEqual(positions(lint(text).findings), ["unknown-class@1:39", "unknown-class@2:22", "unknown-class@2:42"])
    }

    func testInput4ChainsArraysAndConcatenation() {
        let text = """
            Text("a").tw("bg-[#fff]").tw("glass-tint-primary bogus")
            let parts = [cn("p-[13]"), cn("offset-[12,-4]")]
            Text("b").tw("px-4" + "p-[13]")
            """
        let findings = lint(text).findings
        XCTAssertEqual(positions(findings), ["unknown-class@1:50", "unknown-class@3:15"])
        XCTAssertTrue(findings[1].message.contains("px-4p-[13]"), findings[1].message)
    }

    func testInput5TernaryArmsNeverConflict() {
        XCTAssertEqual(positions(lint(#"Text("a").tw(cn("rounded-[14]", isCompact ? "px-2" : "px-6"))"#).findings), [])
    }

    func testInput6ByteOrderMark() {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array(#"Text("a").tw("bogus")"#.utf8)
        let result = Linter(configuration: LintConfiguration(), theme: .builtIn).lint(bytes, path: "bom.swift")
        XCTAssertEqual(positions(result.findings), ["unknown-class@1:15"])
    }

    func testInput7EmojiWithoutTrailingNewline() {
        let findings = lint("Text(\"🤵🏼‍♀️ hi\").tw(\"px-4 bogus\")\nText(\"a\").tw(\"px-4 🙄\")").findings
        XCTAssertEqual(positions(findings), ["unknown-class@1:27", "unknown-class@2:20"])
        // The end column is exclusive and counts scalars too: `🙄` is one scalar.
        XCTAssertEqual(findings[1].endColumn, 21)
    }

    func testInput8IgnoredOnNativeButton() {
        let findings = lint(#"Button("Save") {}.buttonStyle(.tw("glass bg-[#ff0000] shadow-md px-4"))"#).findings
        XCTAssertEqual(positions(findings), ["ignored-on-native-button@1:42", "ignored-on-native-button@1:55"])
        XCTAssertFalse(findings.contains { $0.message.contains("px-4") })
    }

    func testInput9SurfaceIDBeforeTheSurface() {
        XCTAssertEqual(positions(lint(#".twSurfaceID("tools", in: ns).tw("surface-floating")"#).findings), ["surface-id-order@1:2"])
    }
}
