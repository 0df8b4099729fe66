import Foundation
import XCTest
@testable import TWConformance
import TWResolve

/// Runs swiftcn's conformance facts (`Tests/Fixtures/Shared/conformance/swiftcn-cases.jsonl`,
/// a copy of the shared facts) against the resolver: no case may fail, and every case that is not run says why.
final class ConformanceFileTests: XCTestCase {
    static let casesPath = SharedData.url("conformance/swiftcn-cases.jsonl").path

    func testEveryCasePassesOrSaysWhyNot() throws {
        guard FileManager.default.fileExists(atPath: Self.casesPath) else {
            XCTFail("The conformance file is missing: expected \(Self.casesPath) (SharedData.files)")
            return
        }
        let report = try ConformanceRunner().run(path: Self.casesPath)
        XCTAssertGreaterThan(report.results.count, 0, "the conformance file has no cases")
        let failures = report.failures.map { result in
            "\(result.id): " + result.outcome.differences.map(\.description).joined(separator: "; ")
        }
        XCTAssertEqual(report.failed, 0, "failing cases (\(report.summary)):\n" + failures.joined(separator: "\n"))
        for result in report.results where result.outcome.name == "unsupported" || result.outcome.name == "contradicts-seed" {
            XCTAssertFalse(
                (result.outcome.reason ?? "").trimmingCharacters(in: .whitespaces).isEmpty, "\(result.id) is \(result.outcome.name) without a reason")
        }
        XCTAssertEqual(report.passed + report.failed + report.unsupported + report.contradictsSeed, report.results.count)
    }
}
