import Foundation
import XCTest

/// Every translation in the phrase tables is a valid registration of a theme file: the tables'
/// entries, put into one theme document, validate against `Themes/theme.schema.json` (Python's
/// `jsonschema`; required under CI).
final class PhraseTableSchemaTests: XCTestCase {
    func testEveryTranslationMatchesTheThemeSchema() throws {
        let script = """
            import json, os, sys
            try:
                from jsonschema import Draft202012Validator
            except ImportError:
                sys.exit(77)
            schema = json.load(open(sys.argv[1]))
            validator = Draft202012Validator(schema)
            folder = sys.argv[2]
            theme, names = {}, {}
            for file in sorted(f for f in os.listdir(folder) if f.endswith('.json')):
                table = json.load(open(os.path.join(folder, file)))
                for kind in ('utilities', 'modifiers', 'animations'):
                    for index, (phrase, entry) in enumerate(table.get(kind, {}).items()):
                        name = f'p{len(names)}'
                        names[name] = f'{file} {kind} "{phrase}"'
                        theme.setdefault(kind, {})[name] = entry
            bad = 0
            for error in validator.iter_errors(theme):
                bad += 1
                where = [names.get(str(part), str(part)) for part in error.path]
                print(f"{' '.join(where)}: {error.message}")
            sys.exit(1 if bad else 0)
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, packageRoot.appendingPathComponent("Themes/theme.schema.json").path, PhraseTableTests.fixtures]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        let underCI = ProcessInfo.processInfo.environment["CI"] == "true"
        do {
            try process.run()
        } catch {
            if underCI { XCTFail("python3 is required under CI: \(error)"); return }
            throw XCTSkip("python3 is not available: \(error)")
        }
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        if process.terminationStatus == 77 || process.terminationStatus == 127 {
            if underCI { XCTFail("Python's jsonschema is required under CI"); return }
            throw XCTSkip("Python's jsonschema is not installed")
        }
        XCTAssertEqual(process.terminationStatus, 0, text)
    }
}
