import Foundation
import XCTest
@testable import TWConformance
import TWResolve

/// Runs the extended facts (`Tests/Fixtures/Shared/conformance/swiftcn-extended.jsonl`) with the reviewed
/// phrase tables of `Tests/Fixtures/Conformance`: no case may fail, and every case
/// that is not run says why.
final class ExtendedConformanceFileTests: XCTestCase {
    static let casesPath = SharedData.url("conformance/swiftcn-extended.jsonl").path

    func testEveryExtendedCasePassesOrSaysWhyNot() throws {
        guard FileManager.default.fileExists(atPath: Self.casesPath) else {
            XCTFail("The extended conformance file is missing: expected \(Self.casesPath) (SharedData.files)")
            return
        }
        let phrases = try PhraseTable.load(paths: [PhraseTableTests.fixtures])
        let report = try ConformanceRunner(phrases: phrases).run(path: Self.casesPath)
        XCTAssertEqual(report.results.count, 121)
        let failures = report.failures.map { result in
            "\(result.id): " + result.outcome.differences.map(\.description).joined(separator: "; ")
        }
        XCTAssertEqual(report.failed, 0, "failing cases (\(report.summary)):\n" + failures.joined(separator: "\n"))
        for result in report.results where result.outcome.name == "unsupported" {
            XCTAssertFalse((result.outcome.reason ?? "").trimmingCharacters(in: .whitespaces).isEmpty, "\(result.id) is unsupported without a reason")
        }
        // Every case states its input as data (the file's corrections), so none is unsupported:
        // not the typed named value, not a `{color}` in a pipeline, not a case skipped by id.
        let unsupported = Set(report.results.filter { $0.outcome.name == "unsupported" }.map(\.id))
        XCTAssertEqual(unsupported, [])
        XCTAssertEqual(report.passed, 121)
    }
}
