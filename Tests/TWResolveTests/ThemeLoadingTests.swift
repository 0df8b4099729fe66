import Foundation
import XCTest
import TWResolve

/// A bad theme file gets an error naming the file and the JSON path; nothing crashes.
final class ThemeLoadingTests: XCTestCase {
    private func temporaryTheme(_ text: String) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("twkit-theme-\(UUID().uuidString).json")
        try Data(text.utf8).write(to: url)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url.path
    }

    func testBadColourNamesTheFileAndThePath() throws {
        let path = try temporaryTheme(##"{"name": "bad", "colors": {"brand": {"light": "#12345", "dark": "#000"}}}"##)
        XCTAssertThrowsError(try Theme.load(path: path)) { error in
            let error = error as? ThemeError
            XCTAssertEqual(error?.file, path)
            XCTAssertEqual(error?.path, "$.colors.brand.light")
            XCTAssertTrue(error?.description.contains(path) ?? false)
            XCTAssertTrue(error?.description.contains("$.colors.brand.light") ?? false)
        }
    }

    func testOtherErrors() throws {
        let cases: [(String, String)] = [
            (#"{"name": "x", "spacingUnit": -1}"#, "$.spacingUnit"),
            (#"{"name": "x", "radii": {"lg": "big"}}"#, "$.radii.lg"),
            (#"{"name": "x", "colour": {}}"#, "$.colour"),
            (#"{"name": ""}"#, "$.name"),
            (#"{"name": "x", "#, "$"),
        ]
        for (text, jsonPath) in cases {
            let path = try temporaryTheme(text)
            XCTAssertThrowsError(try Theme.load(path: path), text) { error in
                XCTAssertEqual((error as? ThemeError)?.path, jsonPath, text)
            }
        }
        XCTAssertThrowsError(try Theme.load(path: "/nonexistent/theme.json")) { error in
            XCTAssertEqual((error as? ThemeError)?.file, "/nonexistent/theme.json")
        }
    }

    func testThemeFilesLoad() throws {
        for name in ["default.json", "brand.json"] {
            let theme = try Theme.load(path: packageRoot.appendingPathComponent("Themes/\(name)").path)
            XCTAssertFalse(theme.name.isEmpty)
        }
        XCTAssertEqual(Theme.builtIn.spacingUnit, 4)
    }

    /// Reference §5.2: the default theme's contrast guarantees, in both schemes.
    func testDefaultThemeContrast() throws {
        let theme = Theme.builtIn
        let pairs: [(String, String, Double)] = [
            ("foreground", "background", 7), ("foreground", "surface", 7), ("foreground", "muted", 7), ("foreground", "accent", 7),
            ("mutedForeground", "background", 4.5), ("mutedForeground", "surface", 4.5), ("mutedForeground", "muted", 4.5),
            ("mutedForeground", "accent", 4.5), ("onPrimary", "primary", 4.5), ("onAccent", "accent", 4.5),
            ("onDestructive", "destructive", 4.5),
        ]
        for scheme in ColorScheme.allCases {
            for (front, back, minimum) in pairs {
                let ratio = try XCTUnwrap(theme.color(front, in: scheme)).contrastRatio(on: try XCTUnwrap(theme.color(back, in: scheme)))
                XCTAssertGreaterThanOrEqual(ratio, minimum, "\(front) on \(back), \(scheme)")
            }
        }
    }
}
