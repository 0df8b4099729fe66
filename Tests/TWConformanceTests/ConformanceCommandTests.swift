import Foundation
import TWTestSupport
import XCTest

/// `tw conformance` through the built executable: exit statuses, failing cases, JSON.
final class ConformanceCommandTests: XCTestCase {
    private func tw(_ arguments: [String]) throws -> (status: Int32, output: String, error: String) {
        let result = try runProcess(try builtExecutable("tw"), arguments)
        return (result.status, result.output, result.error)
    }

    private func file(_ lines: String...) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("twkit-cases-\(UUID().uuidString).jsonl")
        try Data(lines.joined(separator: "\n").utf8).write(to: url)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url.path
    }

    func testPassingFailingAndBadFiles() throws {
        let good = try file(#"{"id": "p4", "classes": "p-4", "context": {}, "expect": {"padding": {"top": 16}}}"#)
        let passed = try tw(["conformance", good])
        XCTAssertEqual(passed.status, 0, passed.error)
        XCTAssertTrue(passed.output.contains("pass 1, fail 0, unsupported 0, contradicts-seed 0"), passed.output)

        let bad = try file(#"{"id": "p4", "classes": "p-4", "context": {"platform": "ios"}, "expect": {"padding": {"top": 15}}}"#)
        let failed = try tw(["conformance", bad])
        XCTAssertEqual(failed.status, 1)
        XCTAssertTrue(failed.output.contains("FAIL p4"), failed.output)
        XCTAssertTrue(failed.output.contains("padding.top: expected 15, got 16"), failed.output)

        let broken = try file(#"{"id": "p4", "classes": "p-4", "context": {}, "expect": {}}"#, "{oops")
        let unreadable = try tw(["conformance", broken])
        XCTAssertEqual(unreadable.status, 2)
        XCTAssertTrue(unreadable.error.contains(":2: "), unreadable.error)

        let crlf = try file(#"{"id": "p4", "classes": "p-4", "context": {}, "expect": {"padding": {"top": 16}}}\#r"#, "")
        let windows = try tw(["conformance", crlf])
        XCTAssertEqual(windows.status, 0, windows.output + windows.error)
        XCTAssertTrue(windows.output.contains("pass 1, fail 0"), windows.output)

        XCTAssertEqual(try tw(["conformance"]).status, 2)
        XCTAssertEqual(try tw(["conformance", "/nonexistent/cases.jsonl"]).status, 2)
    }

    func testJSONReport() throws {
        let path = try file(
            #"{"id": "a", "classes": "p-4", "context": {}, "expect": {"padding": {"top": 16}}}"#,
            #"{"id": "b", "classes": "spin", "context": {"global": {"modifiers": {"spin": "rotates like a top"}}}, "expect": {"valid": true}}"#
        )
        let result = try tw(["conformance", "--json", path])
        XCTAssertEqual(result.status, 0)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        XCTAssertEqual(object["schema"] as? String, "twkit.conformance/1")
        XCTAssertEqual(object["counts"] as? [String: Int], ["total": 2, "pass": 1, "fail": 0, "unsupported": 1, "contradictsSeed": 0])
        let cases = try XCTUnwrap(object["cases"] as? [[String: Any]])
        XCTAssertEqual(cases.map { $0["outcome"] as? String }, ["pass", "unsupported"])
        XCTAssertNotNil(cases[1]["reason"] as? String)
    }

    func testPhraseTablesAreRepeatable() throws {
        let tilt = "argument modifier, default '0', order 10, conflictKey 'angle', argument in degrees"
        let path = try file(
            #"{"id": "t", "classes": "tilt-[3] spin", "context": {"global": {"modifiers": {"tilt": "\#(tilt)", "spin": "view modifier"}}}, "expect": {"valid": true}}"#
        )
        let folder = packageRoot.appendingPathComponent("Tests/Fixtures/Conformance").path
        let extra = try file(#"{"modifiers": {"view modifier": {}}}"#)
        let result = try tw(["conformance", "--phrases", folder, "--phrases=\(extra)", path])
        XCTAssertEqual(result.status, 0, result.output + result.error)
        XCTAssertTrue(result.output.contains("pass 1, fail 0"), result.output)

        let untranslated = try tw(["conformance", path])
        XCTAssertTrue(untranslated.output.contains("unsupported 1"), untranslated.output)
        // Without tables, the command says where the reviewed ones are.
        XCTAssertTrue(untranslated.error.contains("1 cases need the reviewed phrase tables: add --phrases Tests/Fixtures/Conformance"), untranslated.error)
        XCTAssertFalse(result.error.contains("need the reviewed phrase tables"), result.error)

        let conflicting = try file(#"{"modifiers": {"view modifier": {"order": 7}}}"#)
        let bad = try tw(["conformance", "--phrases", folder, "--phrases", conflicting, path])
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.error.contains("translated differently"), bad.error)
    }
}
