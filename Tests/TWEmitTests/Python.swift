import Foundation
import TWTestSupport
import XCTest

/// Runs `python3 -c SCRIPT` with arguments; skips the test when python3 or a module is missing
/// (fails it under `CI=true`).
enum Python {
    static func run(_ script: String, arguments: [String] = [], requiring module: String) throws -> (status: Int32, output: String) {
        let check = try launch(["-c", "import \(module)"])
        guard check.status == 0 else { throw missingTool("python3 with \(module) is not available (.ci/run installs it)") }
        return try launch(["-c", script] + arguments)
    }

    private static func launch(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do {
            try process.run()
        } catch {
            throw missingTool("python3 cannot be started: \(error)")
        }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        if process.terminationStatus == 127 { throw missingTool("python3 is not installed") }
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}

/// Validates each line of `documents` against `schema` with python3's jsonschema.
func validateJSON(_ documents: [String], against schema: String, file: StaticString = #filePath, line: UInt = #line) throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("twemit-schema-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let schemaURL = directory.appendingPathComponent("schema.json")
    let documentsURL = directory.appendingPathComponent("documents.jsonl")
    try schema.write(to: schemaURL, atomically: true, encoding: .utf8)
    try documents.joined(separator: "\n").write(to: documentsURL, atomically: true, encoding: .utf8)
    let script = """
    import json, sys, jsonschema
    schema = json.load(open(sys.argv[1]))
    jsonschema.Draft202012Validator.check_schema(schema)
    validator = jsonschema.Draft202012Validator(schema)
    bad = 0
    for number, line in enumerate(open(sys.argv[2]), 1):
        for error in validator.iter_errors(json.loads(line)):
            bad += 1
            print(f"document {number}: {'/'.join(map(str, error.absolute_path))}: {error.message}")
    print(f"checked {number} documents")
    sys.exit(1 if bad else 0)
    """
    let result = try Python.run(script, arguments: [schemaURL.path, documentsURL.path], requiring: "jsonschema")
    XCTAssertEqual(result.status, 0, result.output, file: file, line: line)
    XCTAssertTrue(result.output.contains("checked \(documents.count) documents"), result.output, file: file, line: line)
}
