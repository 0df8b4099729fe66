import Foundation
import XCTest
@testable import TWConformance
import TWResolve

/// The runner itself: file errors, unsupported keys, failures with differences, both platforms.
final class ConformanceRunnerTests: XCTestCase {
    private func cases(_ lines: String...) throws -> [ConformanceCase] {
        try ConformanceFile.parse(Data(lines.joined(separator: "\n").utf8), file: "cases.jsonl")
    }

    func testBadLineNamesItsNumber() {
        XCTAssertThrowsError(try cases(#"{"id": "a", "classes": "p-4", "expect": {}}"#, "", "{not json")) { error in
            let error = error as? ConformanceFileError
            XCTAssertEqual(error?.line, 3)
            XCTAssertEqual(error?.file, "cases.jsonl")
            XCTAssertTrue(error?.description.hasPrefix("cases.jsonl:3: ") ?? false, "\(String(describing: error))")
        }
        XCTAssertThrowsError(try cases(#"{"id": "a", "classes": "p-4", "expect": {}}"#, #"{"id": "a", "classes": "p-2", "expect": {}}"#)) { error in
            XCTAssertEqual((error as? ConformanceFileError)?.line, 2)
            XCTAssertTrue("\(error)".contains("duplicate id"))
        }
        XCTAssertThrowsError(try cases(#"{"id": "a", "classes": 3, "expect": {}}"#)) { error in
            XCTAssertEqual((error as? ConformanceFileError)?.line, 1)
        }
    }

    /// A file written with CRLF line ends reads as its LF twin: the same cases, the same line
    /// numbers in errors, no `\r` left in a value.
    func testCRLFLineEnds() throws {
        let lines = [#"{"id": "a", "classes": "p-4", "expect": {"padding": {"top": 16}}}"#, "", #"{"id": "b", "classes": "p-2", "expect": {}}"#]
        let crlf = try ConformanceFile.parse(Data((lines.joined(separator: "\r\n") + "\r\n").utf8), file: "crlf.jsonl")
        let lf = try ConformanceFile.parse(Data((lines.joined(separator: "\n") + "\n").utf8), file: "lf.jsonl")
        XCTAssertEqual(crlf, lf)
        XCTAssertEqual(crlf.map(\.line), [1, 3])
        XCTAssertEqual(ConformanceRunner().run(crlf[0]).outcome, .pass)
        XCTAssertThrowsError(try ConformanceFile.parse(Data("\(lines[0])\r\n{oops\r\n".utf8), file: "crlf.jsonl")) { error in
            XCTAssertEqual((error as? ConformanceFileError)?.line, 2)
        }
    }

    func testMissingFileIsAnError() {
        XCTAssertThrowsError(try ConformanceRunner().run(path: "/nonexistent/cases.jsonl")) { error in
            XCTAssertEqual((error as? ConformanceFileError)?.line, 0)
        }
    }

    func testPassFailAndDifferences() throws {
        let list = try cases(
            #"{"id": "ok", "classes": "p-4", "context": {}, "expect": {"padding": {"top": 16}}}"#,
            #"{"id": "bad", "classes": "p-4", "context": {"theme": {"spacingUnit": 5}}, "expect": {"padding": {"top": 16}}}"#
        )
        let runner = ConformanceRunner()
        XCTAssertEqual(runner.run(list[0]).outcome, .pass)
        let differences = runner.run(list[1]).outcome.differences
        XCTAssertEqual(differences.count, 2, "a case without a platform runs on iOS and macOS")
        XCTAssertEqual(differences.first?.field, "padding.top")
        XCTAssertEqual(differences.first?.expected, "16")
        XCTAssertEqual(differences.first?.actual, "20")
        XCTAssertEqual(Set(differences.compactMap(\.platform)), ["ios", "macos"])
    }

    func testUnsupportedKeysHaveReasons() throws {
        let list = try cases(
            #"{"id": "p", "classes": "animate-settle", "context": {"global": {"animations": {"settle": "springs like a cat"}}}, "expect": {"valid": true}}"#,
            #"{"id": "u", "classes": "tilt-[3]", "context": {"global": {"modifiers": {"tilt": "rotates"}}}, "expect": {"valid": true}}"#
        )
        for testCase in list {
            let outcome = ConformanceRunner().run(testCase).outcome
            XCTAssertEqual(outcome.name, "unsupported", testCase.id)
            XCTAssertFalse(outcome.reason?.isEmpty ?? true, testCase.id)
        }
    }

    /// Typed interpolations are modelled: a width from a `Double` payload.
    func testInterpolationsAreRun() throws {
        let list = try cases(
            #"{"id": "i", "classes": "w-[{x}]", "context": {"interpolations": {"x": {"type": "Double", "value": 2}}}, "expect": {"width": 2}}"#)
        XCTAssertEqual(ConformanceRunner().run(list[0]).outcome, .pass)
    }

    func testContextMapping() throws {
        let list = try cases(
            #"{"id": "c", "classes": "surface-floating", "context": {"platform": "ios", "supportsGlass": false, "reduceTransparency": true}, "expect": {"fill": "solid", "fillColor": "token:surface", "edge": "themed-standard"}}"#,
            #"{"id": "n", "classes": "x", "context": {"global": {"named": {"x": "<default button-primary> rounded-[22]"}}, "target": "button"}, "expect": {"buttonStyle": "borderedProminent", "radius": 22}}"#,
            #"{"id": "k", "classes": "bg-brand", "context": {"theme": {"colors": {"brand": {"light": "purple", "dark": "orange"}}}, "scheme": "dark"}, "expect": {"background": "native:orange"}}"#,
            #"{"id": "e", "classes": "p-4 w-[50%]", "context": {}, "expect": {"error": {"kind": "unknownClass", "detail": "w-[50%]", "message": "Unknown swiftcn class: w-[50%]"}}}"#
        )
        for testCase in list {
            XCTAssertEqual(ConformanceRunner().run(testCase).outcome, .pass, testCase.id)
        }
    }

    func testReportJSONRoundTrips() throws {
        let list = try cases(#"{"id": "bad", "classes": "p-4", "context": {"platform": "ios"}, "expect": {"opacity": 0.5}}"#)
        let report = ConformanceReport(file: "cases.jsonl", results: list.map(ConformanceRunner().run))
        let data = try JSONEncoder().encode(report)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
        XCTAssertEqual(object["schema"] as? String, "twkit.conformance/1")
        XCTAssertEqual((object["counts"] as? [String: Int])?["fail"], 1)
        XCTAssertEqual(try JSONDecoder().decode(ConformanceReport.self, from: data), report)
    }
}
