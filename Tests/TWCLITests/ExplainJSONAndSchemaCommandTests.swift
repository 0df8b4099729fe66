import Foundation
import XCTest
import TWResolve
import TWEmit

/// `tw explain --json` and `tw schema matrix | explain`.
final class ExplainJSONAndSchemaCommandTests: XCTestCase {
    func object(_ text: String) throws -> [String: Any] {
        try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    func testExplainJSONIsTheExplainDocument() throws {
        let result = tw("explain", "--json", "--os", "27", "px-4 p-[13] surface-floating")
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.output, ExplainJSON.encode(Resolver().resolve("px-4 p-[13] surface-floating", context: .iOS(27))) + "\n")
        let document = try object(result.output)
        XCTAssertEqual(document["schema"] as? String, "twkit.explain/1")
        let fields = try XCTUnwrap(document["fields"] as? [[String: Any]])
        let leading = try XCTUnwrap(fields.first { $0["field"] as? String == "padding.leading" })
        XCTAssertEqual(leading["value"] as? String, "13pt")
        XCTAssertEqual(leading["class"] as? String, "p-[13]")
        XCTAssertEqual(leading["rule"] as? String, "last wins over `px-4`")
        XCTAssertEqual((document["context"] as? [String: Any])?["os"] as? String, "27")
    }

    func testExplainJSONCompactAndRejected() throws {
        let result = tw("explain", "--json", "--compact", "p-4 hovr:p-2")
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.output.filter { $0 == "\n" }.count, 1)
        let document = try object(result.output)
        XCTAssertEqual(document["valid"] as? Bool, false)
        XCTAssertEqual(document["undecorated"] as? Bool, true)
        XCTAssertEqual((document["fields"] as? [Any])?.count, 0)
        XCTAssertEqual((document["diagnostics"] as? [[String: Any]])?.first?["rule"] as? String, "unknown-variant")
        let lenient = try object(tw("explain", "--json", "--lenient", "--group-state", "hero=hover", "p-4 hovr:p-2 group-hover/hero:p-6").output)
        XCTAssertEqual(lenient["lenient"] as? Bool, true)
        XCTAssertEqual((lenient["context"] as? [String: Any])?["groupStates"] as? [String: [String]], ["hero": ["hover"]])
        XCTAssertEqual(tw("explain", "--compact", "p-4").status, 2, "--compact goes with --json")
    }

    func testSchemaCommandPrintsEverySchema() throws {
        for (name, text) in [("matrix", MatrixSchema.text), ("explain", ExplainSchema.text), ("resolution", ResolutionSchema.text)] {
            let result = tw("schema", name)
            XCTAssertEqual(result.status, 0, name)
            XCTAssertEqual(result.output, text.hasSuffix("\n") ? text : text + "\n", name)
            XCTAssertEqual(result.output, try String(contentsOfFile: Repository.path("Themes/\(name).schema.json"), encoding: .utf8))
        }
        XCTAssertTrue(tw("schema", "--help").output.contains("explain     the twkit.explain/1 document"))
        let unknown = tw("schema", "glass")
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(unknown.error.contains("resolution, matrix, explain"), unknown.error)
    }
}
