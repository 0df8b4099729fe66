import Foundation
import XCTest

/// Exit statuses, `--strict`, `--stdin`, invalid UTF-8, output order.
final class LintExitStatusTests: XCTestCase {
    func testWarningsOnlyExitZeroErrorsExitOneStrictAnyFinding() throws {
        let tree = try TemporaryTree([
            "W.swift": "Text(\"a\").tw(\"p-2 p-4\")\n", "E.swift": "Text(\"a\").tw(\"bogus\")\n",
            "Clean.swift": "Text(\"a\").tw(\"p-4\")\n",
        ])
        XCTAssertEqual(twlint([tree.path("Clean.swift")]).status, 0)
        XCTAssertEqual(twlint(["--strict", tree.path("Clean.swift")]).status, 0)
        XCTAssertEqual(twlint([tree.path("W.swift")]).status, 0)
        XCTAssertEqual(twlint(["--strict", tree.path("W.swift")]).status, 1)
        let errors = twlint([tree.path("E.swift"), tree.path("W.swift")])
        XCTAssertEqual(errors.status, 1)
        XCTAssertEqual(errors.error, "2 files, 2 findings (1 error, 1 warning)\n")
    }

    func testUsageErrorsExitTwo() {
        XCTAssertEqual(twlint(["--format", "html"]).status, 2)
        XCTAssertEqual(twlint(["--bogus"]).status, 2)
        XCTAssertEqual(twlint(["--stdin", "a.swift"]).status, 2)
        XCTAssertEqual(twlint(["--stdin-path", "a.swift"]).status, 2)
        XCTAssertEqual(twlint(["/no/such/file.swift"]).status, 2)
        XCTAssertEqual(twlint(["rules", "no-such-rule"]).status, 2)
    }

    func testStdinWithPath() {
        let run = twlint(["--stdin", "--stdin-path", "Sources/App/A.swift"], input: Array("Text(\"a\").tw(\"p-4 bogus\")".utf8))
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.output.hasPrefix("Sources/App/A.swift:1:19: error: "), run.output)
        let anonymous = twlint(["--stdin", "--format", "summary"], input: Array("Text(\"a\").tw(\"p-4\")".utf8))
        XCTAssertEqual(anonymous.status, 0)
        XCTAssertEqual(anonymous.output, "1 file, 0 findings (0 errors, 0 warnings)\n")
    }

    func testInvalidUTF8IsReportedOnceAndSkipped() throws {
        let tree = try TemporaryTree(["Good.swift": "Text(\"a\").tw(\"bogus\")\n"])
        try tree.write("Bad.swift", Array("Text(\"a\").tw(\"bogus\")\n// caf".utf8) + [0xE9, 0xFF] + Array(" \n".utf8))
        let run = twlint([tree.root.path])
        XCTAssertEqual(xcodeFindings(run.output, root: tree.root), ["invalid-utf8@Bad.swift:2:7", "unknown-class@Good.swift:1:15"])
        XCTAssertEqual(run.status, 1, "the good file's error")
        let stdin = twlint(["--stdin"], input: [0x54, 0xC3, 0x28])
        XCTAssertEqual(stdin.status, 0)
        XCTAssertTrue(stdin.output.contains("[invalid-utf8]"), stdin.output)
    }

    func testDirectoriesAreWalkedSkippingBuildAndGitInPathOrder() throws {
        let bad = "Text(\"a\").tw(\"bogus\")\n"
        let tree = try TemporaryTree([
            "b/B.swift": bad, "a/A.swift": bad, "A.swift": bad, ".build/x/X.swift": bad, ".git/G.swift": bad,
            "notes.txt": bad, "Z.swift": bad,
        ])
        let run = twlint([tree.root.path])
        XCTAssertEqual(
            xcodeFindings(run.output, root: tree.root),
            ["unknown-class@A.swift:1:15", "unknown-class@Z.swift:1:15", "unknown-class@a/A.swift:1:15", "unknown-class@b/B.swift:1:15"])
        XCTAssertEqual(twlint([], currentDirectory: tree.root.path).status, 1)
    }

    func testRulesCommand() {
        let list = twlint(["rules"])
        XCTAssertEqual(list.status, 0)
        for id in [
            "unknown-class", "invalid-argument", "unknown-variant", "whitespace-in-brackets", "overridden-class", "duplicate-class",
            "one-fill", "ignored-on-native-button", "state-only-button-tint", "surface-role-switch", "surface-id-order",
            "dynamic-glass-renderer", "scroll-in-surface-group", "recursive-named-class", "tracking-target",
            "superfluous-suppression", "invalid-utf8",
        ] {
            XCTAssertTrue(list.output.contains("\n\(id) ") || list.output.hasPrefix("\(id) "), id)
        }
        let one = twlint(["rules", "one-fill"])
        XCTAssertEqual(one.status, 0)
        XCTAssertTrue(one.output.hasPrefix("one-fill (default severity: warning)"), one.output)
        XCTAssertTrue(one.output.contains("Triggers:"))
    }
}

final class LintStampTests: XCTestCase {
    /// `--stamp FILE`, the output of the build-tool plugin's command: a Swift comment with the summary.
    func testStampIsWrittenAfterLinting() throws {
        let tree = try TemporaryTree(["A.swift": "Text(\"a\").tw(\"p-2 p-4\")\n"])
        let run = twlint(["--stamp", tree.path("A+twlint.swift"), tree.path("A.swift")])
        XCTAssertEqual(run.status, 0)
        XCTAssertEqual(String(decoding: try tree.bytes("A+twlint.swift"), as: UTF8.self), "// twlint: 1 file, 1 finding (0 errors, 1 warning)\n")
    }
}
