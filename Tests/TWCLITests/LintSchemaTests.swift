import Foundation
import TWTestSupport
import XCTest

/// Validates with Python's `jsonschema` (installed by .ci/run; skipped when missing): the SARIF
/// output against the official SARIF 2.1.0 schema (a copy in `Tests/Fixtures/Shared/schemas`), and
/// `.twlint.json` files against `Themes/twlint.schema.json`.
final class LintSchemaTests: XCTestCase {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Checks the schema (argv[1]) and prints `NAME valid` or `NAME invalid` for each document
    /// after it; exit 77 without Python's jsonschema.
    static let validityScript = """
        import json, sys
        try:
            from jsonschema import Draft202012Validator
        except ImportError:
            sys.exit(77)
        schema = json.load(open(sys.argv[1]))
        Draft202012Validator.check_schema(schema)
        validator = Draft202012Validator(schema)
        for path in sys.argv[2:]:
            errors = list(validator.iter_errors(json.load(open(path))))
            print(path.rsplit("/", 1)[-1], "valid" if not errors else "invalid")
        """

    /// Runs a Python script with arguments; exit 77 from the script means "skip".
    static func python(_ script: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do { try process.run() } catch { throw missingTool("python3 is not available: \(error)") }
        let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        if process.terminationStatus == 77 || process.terminationStatus == 127 {
            throw missingTool("python3 with jsonschema is not available (.ci/run installs it): \(text)")
        }
        return (process.terminationStatus, text)
    }

    func testSARIFOutputIsValidSARIF210() throws {
        let schema = SharedData.url("schemas/sarif-schema-2.1.0.json")
        guard FileManager.default.fileExists(atPath: schema.path) else { throw missingTool("no SARIF schema at \(schema.path) (Tests/Fixtures/Shared)") }
        // Findings with fixes, notes, errors and warnings: the fixture project plus a fixable file.
        let tree = try TemporaryTree(["Fix Me.swift": "Text(\"a\").tw(\"p-2 p-4 bogus\")\n"])
        var documents: [String] = []
        for path in [LintFixtureProjectTests.project.path, tree.root.path] {
            let run = twlint(["--format", "sarif", path])
            XCTAssertEqual(run.status, 1)
            let file = tree.path("out-\(documents.count).sarif")
            try Data(run.output.utf8).write(to: URL(fileURLWithPath: file))
            documents.append(file)
        }
        let script = """
            import json, sys
            try:
                from jsonschema import Draft4Validator
            except ImportError:
                sys.exit(77)
            schema = json.load(open(sys.argv[1]))
            Draft4Validator.check_schema(schema)
            validator = Draft4Validator(schema)
            bad = 0
            for path in sys.argv[2:]:
                document = json.load(open(path))
                assert document["runs"][0]["results"], "no results in " + path
                for error in validator.iter_errors(document):
                    bad += 1
                    print(f"{path}: {list(error.absolute_path)}: {error.message}")
            sys.exit(1 if bad else 0)
            """
        let result = try Self.python(script, [schema.path] + documents)
        XCTAssertEqual(result.status, 0, result.output)
    }

    func testConfigurationsMatchTheTwlintSchema() throws {
        let schema = Self.repository.appendingPathComponent("Themes/twlint.schema.json")
        let good = [
            LintFixtureProjectTests.project.appendingPathComponent(".twlint.json").path
        ]
        let tree = try TemporaryTree([
            "full.json": """
            {"$schema": "x", "theme": "t.json", "enabled": ["unknown-class"], "disabled": ["all"],
             "severity": {"one-fill": "off", "unknown-class": "note"}, "include": ["Sources/**"], "exclude": ["*.generated.swift"],
             "sinks": ["cardStyle"], "platforms": {"ios": "26.1", "macos": 15}, "baseline": ".twlint-baseline.json"}
            """,
            "bad-rule.json": #"{"disabled": ["no-such-rule"]}"#,
            "bad-severity.json": #"{"severity": {"one-fill": "loud"}}"#,
            "bad-platform.json": #"{"platforms": {"watchos": "10"}}"#,
            "bad-type.json": #"{"include": "Sources"}"#,
        ])
        let files = good + ["full.json", "bad-rule.json", "bad-severity.json", "bad-platform.json", "bad-type.json"].map(tree.path)
        let result = try Self.python(Self.validityScript, [schema.path] + files)
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertEqual(
            result.output,
            """
            .twlint.json valid
            full.json valid
            bad-rule.json invalid
            bad-severity.json invalid
            bad-platform.json invalid
            bad-type.json invalid

            """)
    }

    func testSchemaListsEveryRuleAndKey() throws {
        let data = try Data(contentsOf: Self.repository.appendingPathComponent("Themes/twlint.schema.json"))
        let schema = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
        let properties = try XCTUnwrap(schema["properties"] as? [String: Any])
        XCTAssertEqual(
            Set(properties.keys),
            ["$schema", "theme", "enabled", "disabled", "severity", "include", "exclude", "sinks", "otherTwModules", "platforms", "baseline"])
        let rules = try XCTUnwrap(((schema["$defs"] as? [String: Any])?["rule"] as? [String: Any])?["enum"] as? [String])
        let listed = twlint(["rules"]).output.split(separator: "\n").compactMap { line -> String? in
            line.hasPrefix("Run ") || line.isEmpty ? nil : String(line.split(separator: " ")[0])
        }
        XCTAssertEqual(rules, listed)
    }
}
