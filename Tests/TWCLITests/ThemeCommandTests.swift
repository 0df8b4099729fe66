import XCTest

/// `tw theme check` and bad `--theme` files.
final class ThemeCommandTests: XCTestCase {
    static let badTheme = ##"{"name": "Bad", "colors": {"brand": {"light": "#12", "dark": "#ffffff"}}}"##

    func testPassingThemePrintsContrastAndExitsZero() throws {
        // Reference §5.2 pairs; `onDestructive` dark as `Color(white: 0.06)`, a near-black grey.
        let path = try Repository.temporaryFile(##"{"name": "Fixed", "colors": {"onDestructive": {"light": "white", "dark": "#0f0f0f"}}}"##)
        let result = tw("theme", "check", path)
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertTrue(result.output.contains("foreground on background"), result.output)
        XCTAssertTrue(result.output.contains("≥ 7:1"))
        XCTAssertTrue(result.output.contains("All 22 checks pass."), result.output)
    }

    func testFailingPairExitsOne() throws {
        let path = try Repository.temporaryFile(##"{"name": "Low", "colors": {"mutedForeground": {"light": "#bbbbbb", "dark": "#444444"}}}"##)
        let result = tw("theme", "check", path)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.output.contains("mutedForeground on background"), result.output)
        XCTAssertTrue(result.output.contains("FAIL"))
    }

    func testBadThemeNamesFileAndPath() throws {
        let path = try Repository.temporaryFile(Self.badTheme)
        let check = tw("theme", "check", path)
        XCTAssertEqual(check.status, 1)
        XCTAssertTrue(check.error.contains(path) && check.error.contains("$.colors.brand.light"), check.error)
        for command in ["resolve", "matrix", "explain", "parse"] {
            let result = tw(command, "--theme", path, "p-4")
            XCTAssertEqual(result.status, 2, command)
            XCTAssertTrue(result.error.contains(path) && result.error.contains("$.colors.brand.light"), result.error)
        }
        XCTAssertEqual(tw("resolve", "--theme", "/nonexistent/theme.json", "p-4").status, 2)
    }

    func testUsage() {
        XCTAssertEqual(tw("theme").status, 2)
        XCTAssertEqual(tw("theme", "lint", "x.json").status, 2)
        XCTAssertEqual(tw("theme", "check").status, 2)
    }

    func testParseAcceptsTheme() {
        XCTAssertEqual(tw("parse", "bg-brand").status, 1, "`brand` is not a default colour")
        XCTAssertEqual(tw("parse", "--theme", Repository.path("Themes/brand.json"), "bg-brand cta").status, 0)
    }
}
