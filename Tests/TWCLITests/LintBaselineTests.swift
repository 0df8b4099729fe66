import Foundation
import XCTest

/// `--write-baseline`, `--baseline`, `--strict-baseline` and the configuration's `baseline`: a
/// project adopts twlint with its existing findings accepted, and only new ones are reported.
final class LintBaselineTests: XCTestCase {
    /// Four files of ten unknown classes each: forty findings, three of them the same typo with the
    /// same neighbours in one file (the baseline counts copies).
    private func project() throws -> TemporaryTree {
        var files: [String: String] = [:]
        for file in 0..<4 {
            var lines = ["import SwiftCN", "", "struct View\(file) {"]
            for index in 0..<10 {
                let typo = file == 0 && index < 3 ? "surface-floatng" : "bogus\(file)x\(index)"
                lines.append("    let v\(index) = Text(\"a\").tw(\"p-4 \(typo)\")")
            }
            lines.append("}")
            files["Sources/App/View\(file).swift"] = lines.joined(separator: "\n") + "\n"
        }
        return try TemporaryTree(files)
    }

    private func findingCount(_ run: (status: Int32, output: String, error: String)) throws -> Int {
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any], run.output + run.error)
        return try XCTUnwrap(document["findings"] as? [Any]).count
    }

    func testFortyFindingsBaselinedThenOnlyNewOnesReported() throws {
        let tree = try project()
        let root = tree.root.path
        let all = twlint(["--format", "json", "Sources"], currentDirectory: root)
        XCTAssertEqual(all.status, 1)
        XCTAssertEqual(try findingCount(all), 40)

        let written = twlint(["--write-baseline", "b.json", "Sources"], currentDirectory: root)
        XCTAssertEqual(written.status, 0, written.error)
        XCTAssertEqual(written.output, "")
        XCTAssertEqual(written.error, "twlint: wrote 40 findings to the baseline b.json\n")
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(try tree.bytes("b.json"))) as? [String: Any])
        XCTAssertEqual(document["schema"] as? String, "twlint.baseline/1")
        let entries = try XCTUnwrap(document["findings"] as? [[String: Any]])
        XCTAssertEqual(entries.count, 40)
        // Paths relative to the baseline's folder; the class with its neighbours, no line numbers.
        let first = try XCTUnwrap(entries.first { ($0["text"] as? String) == "bogus0x3" })
        XCTAssertEqual(first["file"] as? String, "Sources/App/View0.swift")
        XCTAssertEqual(first["rule"] as? String, "unknown-class")
        XCTAssertEqual(first["before"] as? String, "p-4")
        XCTAssertEqual(first["after"] as? String, "")
        XCTAssertNil(first["line"])

        let quiet = twlint(["--baseline", "b.json", "Sources"], currentDirectory: root)
        XCTAssertEqual(quiet.status, 0, quiet.output)
        XCTAssertEqual(quiet.output, "")
        XCTAssertEqual(quiet.error, "4 files, 0 findings (0 errors, 0 warnings), 40 in the baseline\n")

        // One new typo, and a fourth copy of a typo the baseline has three of: exactly those two.
        var view1 = String(decoding: try tree.bytes("Sources/App/View1.swift"), as: UTF8.self)
        view1 = view1.replacingOccurrences(of: "struct View1 {\n", with: "struct View1 {\n    let n = Text(\"a\").tw(\"p-4 glas\")\n")
        try tree.write("Sources/App/View1.swift", view1)
        var view0 = String(decoding: try tree.bytes("Sources/App/View0.swift"), as: UTF8.self)
        view0 = view0.replacingOccurrences(of: "}\n", with: "    let w = Text(\"a\").tw(\"p-4 surface-floatng\")\n}\n")
        try tree.write("Sources/App/View0.swift", view0)
        let new = twlint(["--baseline", "b.json", "Sources"], currentDirectory: root)
        XCTAssertEqual(new.status, 1)
        XCTAssertEqual(
            xcodeFindings(new.output, root: tree.root), ["unknown-class@Sources/App/View0.swift:14:31", "unknown-class@Sources/App/View1.swift:4:31"])
        XCTAssertEqual(new.error, "4 files, 2 findings (2 errors, 0 warnings), 40 in the baseline\n")
        try tree.write("Sources/App/View1.swift", view1.replacingOccurrences(of: "    let n = Text(\"a\").tw(\"p-4 glas\")\n", with: ""))
        try tree.write("Sources/App/View0.swift", view0.replacingOccurrences(of: "    let w = Text(\"a\").tw(\"p-4 surface-floatng\")\n", with: ""))

        // Twenty lines inserted above the old findings of every file (and the files moved into
        // the same place again): nothing is reported.
        for file in 0..<4 {
            let path = "Sources/App/View\(file).swift"
            let text = String(decoding: try tree.bytes(path), as: UTF8.self)
            try tree.write(path, String(repeating: "// a comment line above\n", count: 20) + text)
        }
        let moved = twlint(["--baseline", "b.json", "--format", "json", "Sources"], currentDirectory: root)
        XCTAssertEqual(moved.status, 0, moved.output)
        XCTAssertEqual(try findingCount(moved), 0)
        XCTAssertTrue(moved.output.contains("\"baselined\":40"), moved.output)
    }

    func testStrictBaselineReportsEntriesThatNoLongerOccur() throws {
        let tree = try TemporaryTree([
            "A.swift": "Text(\"a\").tw(\"p-4 bogus\")\nText(\"b\").tw(\"glas rounded-lg\")\n",
            "B.swift": "Text(\"a\").tw(\"p-4 other-bogus\")\n",
        ])
        let root = tree.root.path
        XCTAssertEqual(twlint(["--write-baseline", "b.json", "."], currentDirectory: root).status, 0)
        try tree.write("A.swift", "Text(\"a\").tw(\"p-4\")\nText(\"b\").tw(\"glas rounded-lg\")\n")
        XCTAssertEqual(twlint(["--baseline", "b.json", "."], currentDirectory: root).status, 0, "a fixed finding is fine without --strict-baseline")
        let strict = twlint(["--baseline", "b.json", "--strict-baseline", "."], currentDirectory: root)
        XCTAssertEqual(strict.status, 1)
        XCTAssertEqual(strict.output, "")
        XCTAssertTrue(
            strict.error.contains("\ntwlint: error: the baseline lists a finding that no longer occurs: A.swift: unknown-class `bogus`;"), strict.error)
        XCTAssertEqual(strict.error.components(separatedBy: "no longer occurs").count, 2, strict.error)
        // Linting B.swift alone says nothing about A.swift's entries.
        XCTAssertEqual(twlint(["--baseline", "b.json", "--strict-baseline", "B.swift"], currentDirectory: root).status, 0)
    }

    func testConfigurationBaselineAndNoBaseline() throws {
        let tree = try TemporaryTree([
            ".twlint.json": #"{"baseline": "lint/baseline.json"}"#,
            "Sources/A.swift": "Text(\"a\").tw(\"p-4 bogus\")\n",
        ])
        let root = tree.root.path
        let missing = twlint(["Sources"], currentDirectory: root)
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.error.contains("lint/baseline.json: cannot read the baseline: "), missing.error)
        XCTAssertTrue(missing.error.contains("--write-baseline"), missing.error)
        XCTAssertEqual(twlint(["--write-baseline", "lint/baseline.json", "Sources"], currentDirectory: root).status, 0)
        let entries = String(decoding: try tree.bytes("lint/baseline.json"), as: UTF8.self)
        XCTAssertTrue(entries.contains(#""file":"../Sources/A.swift""#), "relative to the baseline's folder: \(entries)")
        XCTAssertEqual(twlint(["Sources"], currentDirectory: root).status, 0)
        XCTAssertEqual(twlint(["A.swift"], currentDirectory: tree.path("Sources")).status, 0, "the configuration's path is relative to its folder")
        XCTAssertEqual(twlint(["--no-baseline", "Sources"], currentDirectory: root).status, 1)
        // Standard input with the path it stands for is matched too (editors).
        let stdin = twlint(["--stdin", "--stdin-path", "Sources/A.swift"], input: Array("Text(\"a\").tw(\"p-4 bogus\")\n".utf8), currentDirectory: root)
        XCTAssertEqual(stdin.status, 0, stdin.output)
    }

    func testBaselineErrorsExitTwo() throws {
        let tree = try TemporaryTree(["A.swift": "Text(\"a\").tw(\"bogus\")\n", "bad.json": #"{"schema": "other/1", "findings": []}"#, "junk.json": "[1"])
        let root = tree.root.path
        for file in ["bad.json", "junk.json", "none.json"] {
            let run = twlint(["--baseline", file, "A.swift"], currentDirectory: root)
            XCTAssertEqual(run.status, 2, file)
            XCTAssertTrue(run.error.hasPrefix("twlint: error: \(tree.path(file)): "), run.error)
        }
        XCTAssertEqual(twlint(["--write-baseline", "x.json", "--baseline", "bad.json", "A.swift"], currentDirectory: root).status, 2)
        XCTAssertEqual(twlint(["--baseline", "x.json", "--no-baseline", "A.swift"], currentDirectory: root).status, 2)
    }

    /// A mistyped `--write-baseline` path that names a source file, or any file that is not a
    /// baseline, is refused and the file kept byte for byte (Docs/Reliability.md, no lost data);
    /// an existing baseline is rewritten.
    func testWriteBaselineNeverReplacesAFileThatIsNotABaseline() throws {
        let source = "Text(\"a\").tw(\"bogus\")\n"
        let tree = try TemporaryTree(["Card.swift": source, "notes.md": "# notes\n"])
        let root = tree.root.path
        for file in ["Card.swift", "notes.md"] {
            let before = try String(contentsOfFile: tree.path(file), encoding: .utf8)
            let run = twlint(["--write-baseline", file, "Card.swift"], currentDirectory: root)
            XCTAssertEqual(run.status, 2, file)
            XCTAssertTrue(run.error.contains("is not a twlint baseline"), run.error)
            XCTAssertEqual(try String(contentsOfFile: tree.path(file), encoding: .utf8), before, "\(file) is left as it was")
        }
        XCTAssertEqual(twlint(["--write-baseline", "b.json", "Card.swift"], currentDirectory: root).status, 0)
        XCTAssertEqual(twlint(["--write-baseline", "b.json", "Card.swift"], currentDirectory: root).status, 0, "a baseline is rewritten")
    }

    /// The written baseline validates against `Themes/twlint-baseline.schema.json` with Python's
    /// `jsonschema`, and documents that break the format do not.
    func testWrittenBaselineMatchesItsSchema() throws {
        let tree = try project()
        XCTAssertEqual(twlint(["--write-baseline", "b.json", "Sources"], currentDirectory: tree.root.path).status, 0)
        try tree.write(
            "no-text.json", #"{"schema": "twlint.baseline/1", "findings": [{"file": "A.swift", "rule": "unknown-class", "before": "", "after": ""}]}"#)
        try tree.write(
            "line.json",
            #"{"schema": "twlint.baseline/1", "findings": [{"file": "A.swift", "rule": "unknown-class", "text": "x", "before": "", "after": "", "line": 3}]}"#)
        try tree.write("other.json", #"{"schema": "twlint.baseline/2", "findings": []}"#)
        let schema = LintSchemaTests.repository.appendingPathComponent("Themes/twlint-baseline.schema.json").path
        let result = try LintSchemaTests.python(
            LintSchemaTests.validityScript, [schema] + ["b.json", "no-text.json", "line.json", "other.json"].map(tree.path))
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertEqual(result.output, "b.json valid\nno-text.json invalid\nline.json invalid\nother.json invalid\n")
    }
}
