import Foundation
import TWTestSupport
import XCTest

/// Every theme in `Themes/` (the files that are not `*.schema.json`) validates against `Themes/theme.schema.json` (JSON Schema draft
/// 2020-12), checked with Python's `jsonschema`.
final class ThemeSchemaTests: XCTestCase {
    func testEveryThemeMatchesTheSchema() throws {
        let themes = packageRoot.appendingPathComponent("Themes")
        let files = try FileManager.default.contentsOfDirectory(atPath: themes.path)
            .filter { $0.hasSuffix(".json") && !$0.hasSuffix(".schema.json") }.sorted()
        XCTAssertFalse(files.isEmpty)
        let script = """
            import json, sys
            try:
                from jsonschema import Draft202012Validator
            except ImportError:
                sys.exit(77)
            schema = json.load(open(sys.argv[1]))
            Draft202012Validator.check_schema(schema)
            validator = Draft202012Validator(schema)
            bad = 0
            for path in sys.argv[2:]:
                for error in validator.iter_errors(json.load(open(path))):
                    bad += 1
                    print(f"{path}: {error.json_path}: {error.message}")
            sys.exit(1 if bad else 0)
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments =
            ["python3", "-c", script, themes.appendingPathComponent("theme.schema.json").path] + files.map { themes.appendingPathComponent($0).path }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        do {
            try process.run()
        } catch {
            throw missingTool("python3 is not available: \(error)")
        }
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        if process.terminationStatus == 77 { throw missingTool("Python's jsonschema is not installed (pip install jsonschema)") }
        if process.terminationStatus == 127 { throw missingTool("python3 is not available") }
        XCTAssertEqual(process.terminationStatus, 0, text)
    }
}
