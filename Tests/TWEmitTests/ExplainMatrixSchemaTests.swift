import Foundation
import XCTest
import TWResolve
import TWEmit

/// `tw explain --json` (`twkit.explain/1`) and `tw matrix --json` (`twkit.matrix/1`) validate
/// against `Themes/explain.schema.json` and `Themes/matrix.schema.json`, for the varied strings
/// and contexts of ``ResolutionSchemaTests``.
final class ExplainMatrixSchemaTests: XCTestCase {
    func testEveryExplanationValidates() throws {
        let resolver = Resolver()
        var documents: [String] = []
        for (classes, context, lenient) in ResolutionSchemaTests.cases() {
            documents.append(ExplainJSON.encode(resolver.resolve(classes, context: context, lenient: lenient), compact: true))
        }
        // Rejected (undecorated), lenient, and group states.
        var grouped = ResolutionContext()
        grouped.groupStates = ["hero": [.hover], "": [.focus]]
        documents.append(ExplainJSON.encode(resolver.resolve("p-4 bogus", context: ResolutionContext()), compact: true))
        documents.append(ExplainJSON.encode(resolver.resolve("p-4 bogus", context: ResolutionContext(), lenient: true), compact: true))
        documents.append(ExplainJSON.encode(resolver.resolve("group-hover/hero:opacity-50 group-focus:p-6", context: grouped), compact: true))
        try validateJSON(documents, against: ExplainSchema.text)
    }

    func testEveryMatrixValidates() throws {
        let resolver = Resolver()
        var documents: [String] = []
        for (classes, context, lenient) in ResolutionSchemaTests.cases() {
            documents.append(MatrixJSON.encode(Matrix(classes: classes, base: context, resolver: resolver, lenient: lenient), compact: true))
        }
        documents.append(MatrixJSON.encode(Matrix(classes: "p-4 bogus", base: ResolutionContext(), resolver: resolver), compact: true))
        try validateJSON(documents, against: MatrixSchema.text)
    }

    /// The JSON holds the text's facts: one field per table row, in the table's order, and the
    /// context line.
    func testExplanationMatchesTheText() throws {
        let resolution = Resolver().resolve("px-4 p-[13] surface-floating shadow-md bg-[#ff0000]", context: ResolutionContext())
        let document = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(ExplainJSON.encode(resolution).utf8)) as? [String: Any])
        XCTAssertEqual(document["schema"] as? String, ExplainSchema.version)
        let text = Explainer().render(resolution)
        let fields = try XCTUnwrap(document["fields"] as? [[String: Any]])
        XCTAssertFalse(fields.isEmpty)
        let tableLines = text.split(separator: "\n").map(String.init).drop { !$0.hasPrefix("field ") }.dropFirst().prefix(fields.count)
        for (field, line) in zip(fields, tableLines) {
            let name = try XCTUnwrap(field["field"] as? String)
            XCTAssertTrue(line.hasPrefix(name + " "), "\(line) vs \(name)")
            XCTAssertTrue(line.contains(try XCTUnwrap(field["class"] as? String)), line)
            XCTAssertTrue(line.hasSuffix(try XCTUnwrap(field["rule"] as? String)), line)
            if let value = field["value"] as? String { XCTAssertTrue(line.contains(value), line) }
        }
        XCTAssertTrue(text.contains("context: \(document["contextSummary"] as? String ?? "?")\n"), text)
        XCTAssertEqual((document["overridden"] as? [[String: Any]])?.first?["class"] as? String, "px-4")
        XCTAssertEqual((document["ignored"] as? [Any])?.count, resolution.ignored.count)
    }

    /// The schemas name every member the documents write, and the embedded text is the file's.
    func testSchemasAreTheThemesFiles() throws {
        let themes = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Themes")
        XCTAssertEqual(MatrixSchema.text, try String(contentsOf: themes.appendingPathComponent("matrix.schema.json"), encoding: .utf8))
        XCTAssertEqual(ExplainSchema.text, try String(contentsOf: themes.appendingPathComponent("explain.schema.json"), encoding: .utf8))
        let schema = try JSONSerialization.jsonObject(with: Data(ExplainSchema.text.utf8)) as? [String: Any]
        XCTAssertEqual((schema?["properties"] as? [String: Any])?["schema"].flatMap { ($0 as? [String: Any])?["const"] as? String }, "twkit.explain/1")
    }
}
