import TWLint
import XCTest

/// `include`/`exclude` globs of `.twlint.json`.
final class GlobPatternTests: XCTestCase {
    func testStarStaysInOneDirectory() {
        let pattern = GlobPattern("Sources/*.swift")
        XCTAssertTrue(pattern.matches("Sources/App.swift"))
        XCTAssertFalse(pattern.matches("Sources/Views/Card.swift"))
        XCTAssertFalse(pattern.matches("Tests/App.swift"))
    }

    func testDoubleStarCrossesDirectoriesAndMatchesNone() {
        let pattern = GlobPattern("Sources/**/*.swift")
        XCTAssertTrue(pattern.matches("Sources/App.swift"))
        XCTAssertTrue(pattern.matches("Sources/Views/Cards/Card.swift"))
        XCTAssertFalse(pattern.matches("Tests/App.swift"))
        XCTAssertTrue(GlobPattern("**/Generated/**").matches("a/b/Generated/x/y.swift"))
        XCTAssertTrue(GlobPattern("**/Generated/**").matches("Generated/y.swift"))
        XCTAssertTrue(GlobPattern("Sources/**").matches("Sources/a/b.swift"))
    }

    func testQuestionMarkIsOneCharacterButNotASlash() {
        XCTAssertTrue(GlobPattern("View?.swift").matches("View1.swift"))
        XCTAssertFalse(GlobPattern("View?.swift").matches("View12.swift"))
        XCTAssertFalse(GlobPattern("a?b.swift").matches("a/b.swift"))
        XCTAssertTrue(GlobPattern("Vi?w/é?.swift").matches("View/éx.swift"))
    }

    func testPatternWithoutSlashMatchesTheBaseName() {
        let pattern = GlobPattern("*.generated.swift")
        XCTAssertTrue(pattern.matches("Model.generated.swift"))
        XCTAssertTrue(pattern.matches("Sources/Deep/Model.generated.swift"))
        XCTAssertFalse(pattern.matches("Sources/Model.swift"))
        XCTAssertTrue(GlobPattern("Fixtures").matches("Tests/Fixtures"))
    }

    func testLeadingDotSlashIsIgnored() {
        XCTAssertTrue(GlobPattern("./Sources/*.swift").matches("Sources/A.swift"))
        XCTAssertTrue(GlobPattern("Sources/*.swift").matches("./Sources/A.swift"))
    }

    func testLiteralCharacters() {
        XCTAssertTrue(GlobPattern("a.swift").matches("a.swift"))
        XCTAssertFalse(GlobPattern("a.swift").matches("ab.swift"))
        XCTAssertFalse(GlobPattern("a.swift").matches("a.swiftx"))
    }
}
