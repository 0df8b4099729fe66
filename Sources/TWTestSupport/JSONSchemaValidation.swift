import Foundation

/// The JSON Schema (draft 2020-12) violations of each document, checked by Python's
/// `jsonschema` (installed by `.ci/run`): one line per violation, `document N: path: message`;
/// empty when every document validates. Returns values rather than asserting, so XCTest and
/// Swift Testing tests can both use it.
///
/// - Parameters:
///   - documents: JSON texts, one document each (compact: no newlines inside).
///   - schema: the schema's JSON text.
/// - Throws: ``missingTool(_:)`` without python3 and jsonschema; an error when the schema itself
///   is not a valid schema or the documents are not JSON.
public func schemaViolations(of documents: [String], against schema: String) throws -> [String] {
    let folder = try TemporaryTree(prefix: "twkit-schema", ["schema.json": schema, "documents.jsonl": documents.joined(separator: "\n")])
    let script = """
        import json, sys, jsonschema
        schema = json.load(open(sys.argv[1]))
        jsonschema.Draft202012Validator.check_schema(schema)
        validator = jsonschema.Draft202012Validator(schema)
        number = 0
        for number, line in enumerate(open(sys.argv[2]), 1):
            for error in validator.iter_errors(json.loads(line)):
                print(f"document {number}: {'/'.join(map(str, error.absolute_path))}: {error.message}")
        print(f"checked {number} documents")
        """
    let result = try Python.run(script, arguments: [folder.path("schema.json"), folder.path("documents.jsonl")], requiring: "jsonschema")
    var lines = result.output.split(separator: "\n").map(String.init)
    guard result.status == 0, lines.last == "checked \(documents.count) documents" else {
        throw SchemaCheckFailed(output: result.output)
    }
    lines.removeLast()
    return lines
}

/// The schema check itself failed (a bad schema, a document that is not JSON).
public struct SchemaCheckFailed: Error, CustomStringConvertible {
    public var output: String
    public var description: String { "the schema check failed:\n\(output)" }
}
