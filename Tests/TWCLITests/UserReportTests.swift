import TWCommandLine
import XCTest

/// Behaviour a first user's report asked for; each expectation cites its source.
final class UserReportTests: XCTestCase {
    /// Reference §3.2: a bracket colour in a Swift string must be a registered theme token; design
    /// tools may name a SwiftUI colour instead. `--source` validates as swiftcn does.
    func testSourceModeRejectsBracketColourNames() {
        XCTAssertEqual(tw("resolve", "bg-[red] surface-solid").status, 0, "design-tool mode: [red] is Color.red")
        let source = tw("resolve", "--source", "bg-[red] surface-solid")
        XCTAssertEqual(source.status, 1, "source mode: swiftcn rejects an unregistered colour")
        XCTAssertTrue(source.output.contains(#"\(Color.red)"#), source.output)
    }

    /// In design-tool mode the output says that `[red]` stands for the native colour and
    /// gives the Swift spelling; it is a note, so `tw parse` still exits 0.
    func testParseNotesNativeColourNames() throws {
        let result = tw("parse", "--json", "glass-tint-[red] p-4")
        XCTAssertEqual(result.status, 0)
        let json = try JSONOutput(result.output)
        XCTAssertEqual(json.string("diagnostics.0.code"), "TW210")
        XCTAssertEqual(json.string("diagnostics.0.severity"), "note")
        XCTAssertTrue(json.string("diagnostics.0.message")?.contains(#"glass-tint-[\(Color.red)]"#) == true)
        XCTAssertEqual(tw("parse", "--source", "glass-tint-[red]").status, 1, "--source validates as swiftcn does")
    }

    /// Reference §1.4, §4.2: a named group's condition holds when that ancestor group has the state.
    func testGroupStatesReachTheResolver() throws {
        let json = try JSONOutput(
            tw(
                "resolve", "--json", "--group-state", "hero=hover;=focus",
                "opacity-100 group-hover/hero:opacity-50"
            ).output)
        XCTAssertEqual(json.number("opacity"), 0.5)
        XCTAssertEqual(tw("resolve", "--group-state", "hero", "p-4").status, 2)
        XCTAssertEqual(tw("resolve", "--group-state", "h!=hover", "p-4").status, 2)
    }

    /// Reference §6.4 rule 2: macOS draws inactive prominent bezels grey, so the label is the
    /// primary label colour.
    func testInactiveWindowChangesTheProminentLabel() throws {
        let json = try JSONOutput(
            tw(
                "resolve", "--json", "--platform", "macos", "--os", "26", "--target", "button",
                "--window-inactive", "bezel-prominent"
            ).output)
        XCTAssertEqual(json.string("button.labelColor.native"), "labelColor")
    }

    /// swiftcn's deployment targets are iOS 17 and macOS 14; `--state` needs a state.
    func testImpossibleContextsAreUsageErrors() {
        XCTAssertEqual(tw("resolve", "--os", "16", "p-4").status, 2)
        XCTAssertEqual(tw("resolve", "--platform", "macos", "--os", "13", "p-4").status, 2)
        XCTAssertEqual(tw("resolve", "--os", "999", "p-4").status, 2)
        XCTAssertEqual(tw("resolve", "--state", "", "p-4").status, 2)
        XCTAssertEqual(tw("matrix", "--compact", "p-4").status, 2, "--compact goes with --json")
    }

    /// Byte ranges refer to the bytes given, so input that is not UTF-8 is refused, not repaired.
    func testInvalidUTF8OnStandardInputIsAUsageError() {
        let result = TWCommandLine.main(["tw", "resolve", "-"], io: Capture(inputBytes: [0x70, 0x2D, 0x34, 0x20, 0xFF, 0xFE]).io)
        XCTAssertEqual(result, 2)
    }

    /// Reference §6.3: the reason a surface role keeps the bordered family names the real cause.
    func testButtonReasonNamesTheCause() throws {
        let solid = try JSONOutput(tw("resolve", "--json", "--target", "button", "--os", "26", "--appearance", "solid", "surface-floating").output)
        XCTAssertTrue(solid.string("button.reason")?.contains("solid policy") == true)
        let old = try JSONOutput(tw("resolve", "--json", "--target", "button", "--os", "18", "glass").output)
        XCTAssertTrue(old.string("button.reason")?.contains("iOS 18 has no Liquid Glass") == true)
    }

    /// Reference §8.4: glass-prominent on a non-button view draws exactly like glass.
    func testGlassProminentOnAViewIsGlass() throws {
        let prominent = try JSONOutput(tw("resolve", "--json", "--os", "26", "glass-prominent").output)
        let plain = try JSONOutput(tw("resolve", "--json", "--os", "26", "glass").output)
        XCTAssertEqual(prominent["surface"] as? NSDictionary, plain["surface"] as? NSDictionary)
    }

    /// A theme's class strings are checked: a bad default or recipe fails `tw theme check`, and a
    /// theme without `name` is named after its file.
    func testThemeCheckValidatesClassStrings() throws {
        let tree = try TemporaryTree(prefix: "twkit-theme", ["bad.json": #"{"view": "dark:bg-primary", "named": {"a": "b", "b": "a"}}"#])
        let result = tw("theme", "check", tree.path("bad.json"))
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.output.contains("theme 'bad'"), result.output)
        XCTAssertTrue(result.output.contains("$.view: Unknown swiftcn variant: dark"), result.output)
        XCTAssertTrue(result.output.contains(#"$.named["a"]: Recursive swiftcn class: a"#), result.output)
        let builtIn = tw("theme", "check", Repository.path("Themes/default.json"))
        XCTAssertEqual(builtIn.status, 0, "cn-* recipes are component-scoped notes, not errors: \(builtIn.output)")
        XCTAssertTrue(builtIn.output.contains("component-scoped cn-* modifiers"), builtIn.output)
    }
}
