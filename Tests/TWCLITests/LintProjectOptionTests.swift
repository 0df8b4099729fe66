import Foundation
import XCTest

/// `--project DIR`: a few files linted as part of their package (a pre-commit hook's staged files)
/// see the named classes the package's other files register.
final class LintProjectOptionTests: XCTestCase {
    func testOneFileWithItsProjectIsLintedAsInTheWholeRun() throws {
        let project = LintFixtureProjectTests.project.path
        let card = "Sources/AcmeApp/Views/CardView.swift"
        let whole = twlint(["."], currentDirectory: project).output.split(separator: "\n").filter { $0.hasPrefix(card + ":") }
        XCTAssertFalse(whole.isEmpty)
        let alone = twlint([card], currentDirectory: project)
        // Alone, the named classes `AcmeApp.swift` registers look unknown.
        XCTAssertTrue(alone.output.contains("Unknown swiftcn class: acme-card"), alone.output)
        let withProject = twlint(["--project", ".", card], currentDirectory: project)
        XCTAssertEqual(withProject.output.split(separator: "\n"), whole)
        XCTAssertEqual(withProject.error, "1 file, \(whole.count) findings (1 error, \(whole.count - 1) warnings)\n")
        XCTAssertEqual(twlint(["--project", ".", "--stdin"]).status, 2)
    }
}
