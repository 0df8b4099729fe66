import Foundation
import XCTest

/// `.twlint.json` through the CLI: discovery, `--config`, theme paths, unknown keys, wrong types,
/// include and exclude.
final class LintConfigurationCLITests: XCTestCase {
    private let brandTheme = ##"{"name": "Brand", "colors": {"brand": {"light": "#4f46e5", "dark": "#818cf8"}}}"##

    func testFoundInAParentWithThemeRelativeToIt() throws {
        let tree = try TemporaryTree([
            ".twlint.json": #"{"theme": "themes/brand.json"}"#,
            "themes/brand.json": brandTheme,
            "App/Views/A.swift": "Text(\"a\").tw(\"bg-brand bogus\")\n",
        ])
        let run = twlint([tree.path("App/Views")])
        XCTAssertEqual(xcodeFindings(run.output, root: tree.root), ["unknown-class@App/Views/A.swift:1:24"])
        // Without the configuration, bg-brand is not a theme colour.
        try FileManager.default.removeItem(atPath: tree.path(".twlint.json"))
        XCTAssertEqual(
            xcodeFindings(twlint([tree.path("App/Views")]).output, root: tree.root),
            ["invalid-argument@App/Views/A.swift:1:15", "unknown-class@App/Views/A.swift:1:24"])
    }

    func testExplicitConfigWinsOverTheDiscoveredOne() throws {
        let tree = try TemporaryTree([
            ".twlint.json": #"{"disabled": ["unknown-class", "invalid-argument"]}"#,
            "other/strict.json": #"{"theme": "../themes/brand.json", "severity": {"overridden-class": "error"}}"#,
            "themes/brand.json": brandTheme,
            "A.swift": "Text(\"a\").tw(\"bg-brand p-2 p-4 bogus\")\n",
        ])
        XCTAssertEqual(xcodeFindings(twlint([tree.path("A.swift")]).output, root: tree.root), ["overridden-class@A.swift:1:24"])
        let explicit = twlint(["--config", tree.path("other/strict.json"), tree.path("A.swift")])
        XCTAssertEqual(xcodeFindings(explicit.output, root: tree.root), ["overridden-class@A.swift:1:24", "unknown-class@A.swift:1:32"])
        XCTAssertTrue(explicit.output.contains("A.swift:1:24: error: "), explicit.output)
        // --config relative to the current directory.
        let relative = twlint(["--config", "other/strict.json", "A.swift"], currentDirectory: tree.root.path)
        XCTAssertEqual(relative.status, 1)
        XCTAssertTrue(relative.output.hasPrefix("A.swift:1:24: error: "), relative.output + relative.error)
    }

    func testUnknownKeysAreReportedOnStandardError() throws {
        let tree = try TemporaryTree([".twlint.json": #"{"rules": {}, "disabled": []}"#, "A.swift": "Text(\"a\").tw(\"p-4\")\n"])
        let run = twlint([tree.root.path])
        XCTAssertEqual(run.status, 0)
        XCTAssertTrue(run.error.hasPrefix("twlint: warning: \(tree.path(".twlint.json")): $.rules: unknown key (ignored)"), run.error)
    }

    func testWrongTypesExitTwoWithFileAndJSONPath() throws {
        let tree = try TemporaryTree([".twlint.json": #"{"severity": {"one-fill": 2}}"#, "A.swift": "Text(\"a\").tw(\"p-4\")\n"])
        let run = twlint([tree.root.path])
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.output, "")
        XCTAssertTrue(run.error.hasPrefix("twlint: error: \(tree.path(".twlint.json")): $.severity.one-fill: expected"), run.error)
        try tree.write(".twlint.json", Array(#"{"theme": "missing.json"}"#.utf8))
        XCTAssertEqual(twlint([tree.root.path]).status, 2, "a missing theme is a configuration error")
        XCTAssertEqual(twlint(["--config", tree.path("nope.json"), tree.root.path]).status, 2)
    }

    func testIncludeAndExcludeGlobs() throws {
        let bad = "Text(\"a\").tw(\"bogus\")\n"
        let tree = try TemporaryTree([
            ".twlint.json": #"{"include": ["Sources/**"], "exclude": ["**/Generated/**", "*.generated.swift"]}"#,
            "Sources/A.swift": bad, "Sources/Deep/B.swift": bad, "Sources/Generated/C.swift": bad,
            "Sources/D.generated.swift": bad, "Tests/E.swift": bad, "Package.swift": bad,
        ])
        XCTAssertEqual(
            xcodeFindings(twlint([tree.root.path]).output, root: tree.root),
            ["unknown-class@Sources/A.swift:1:15", "unknown-class@Sources/Deep/B.swift:1:15"])
    }

    func testPlatformsChangeContextDependentRules() throws {
        let text = "Text(\"a\").tw(\"glass bg-primary p-4\")\n"
        let tree = try TemporaryTree(["A.swift": text, "ios26/.twlint.json": #"{"platforms": {"ios": "26"}}"#, "ios26/A.swift": text])
        XCTAssertEqual(xcodeFindings(twlint([tree.path("A.swift")]).output, root: tree.root), [])
        XCTAssertEqual(xcodeFindings(twlint([tree.path("ios26")]).output, root: tree.root), ["one-fill@ios26/A.swift:1:21"])
    }
}
