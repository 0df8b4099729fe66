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

    /// An editor's buffer on standard input, with `--stdin-path`, is linted as that file of its
    /// project: the other files' registrations apply as in a whole run, with or without
    /// `--project`, and the buffer's text wins over the file on disk.
    func testStandardInputIsLintedAsItsFileInTheProject() throws {
        let project = LintFixtureProjectTests.project.path
        let card = "Sources/AcmeApp/Views/CardView.swift"
        let whole = twlint(["."], currentDirectory: project).output.split(separator: "\n").filter { $0.hasPrefix(card + ":") }
        XCTAssertTrue(whole.contains { !$0.contains("acme-card") })
        let text = try XCTUnwrap(FileManager.default.contents(atPath: project + "/" + card))
        for arguments in [["--stdin", "--stdin-path", card], ["--stdin", "--stdin-path", card, "--project", "."]] {
            let run = twlint(arguments, input: [UInt8](text), currentDirectory: project)
            XCTAssertEqual(run.output.split(separator: "\n"), whole, arguments.joined(separator: " "))
            XCTAssertFalse(run.output.contains("Unknown swiftcn class: acme-card"), run.output)
        }
        // The buffer, not the file on disk: a class typed in the editor is reported.
        let edited = String(decoding: text, as: UTF8.self) + "\nlet typo = Text(\"t\").tw(\"acme-crad\")\n"
        let run = twlint(["--stdin", "--stdin-path", card], input: Array(edited.utf8), currentDirectory: project)
        XCTAssertTrue(run.output.contains("Unknown swiftcn class: acme-crad"), run.output)
    }
}
