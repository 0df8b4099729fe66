import Foundation
import XCTest

/// Lints the SwiftUI fixture project `Tests/Fixtures/LintProject` through the CLI: its
/// `.twlint.json` (found from the directory) sets a theme relative to itself, excludes
/// `Generated/`, adds the `chipStyle` sink, raises `tracking-target` to an error and limits the
/// platforms to iOS 26 and macOS 26; `AcmeApp.swift` defines named classes the views use.
final class LintFixtureProjectTests: XCTestCase {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let project = repository.appendingPathComponent("Tests/Fixtures/LintProject")

    /// The findings the fixture is written to contain, and nothing else.
    static let expected = [
        "dynamic-glass-renderer@Sources/AcmeApp/AcmeApp.swift:20:18",  // a renderer that follows a setting
        "ignored-on-native-button@Sources/AcmeApp/Views/ButtonsView.swift:8:67",  // `border` on glass-prominent
        "state-only-button-tint@Sources/AcmeApp/Views/ButtonsView.swift:10:41",
        "unknown-class@Sources/AcmeApp/Views/ButtonsView.swift:14:49",  // `chip-large` through the chipStyle sink
        "tracking-target@Sources/AcmeApp/Views/CardView.swift:19:18",  // on an HStack
        "duplicate-class@Sources/AcmeApp/Views/CardView.swift:21:24",  // the first `shadow-md`
        "one-fill@Sources/AcmeApp/Views/CardView.swift:24:28",  // bg-brand under glass on 26 only
        "surface-id-order@Sources/AcmeApp/Views/SheetView.swift:11:18",
        "surface-role-switch@Sources/AcmeApp/Views/SheetView.swift:14:34",
        "scroll-in-surface-group@Sources/AcmeApp/Views/SheetView.swift:16:17",
        "superfluous-suppression@Sources/AcmeApp/Views/SheetView.swift:20:13",
    ]

    func testTheProjectHasExactlyTheIntendedFindings() {
        let run = twlint([Self.project.path])
        XCTAssertEqual(run.status, 1, "unknown-class and tracking-target (raised) are the errors; the renderer is a note")
        XCTAssertEqual(xcodeFindings(run.output, root: Self.project), Self.expected)
        XCTAssertEqual(run.error, "6 files, 11 findings (2 errors, 8 warnings)\n")
        XCTAssertTrue(run.output.contains("AcmeApp.swift:20:18: note: "), "severity from the configuration")
    }

    func testRunFromTheProjectDirectoryWithoutPaths() throws {
        let run = twlint(["--format", "json"], currentDirectory: Self.project.path)
        XCTAssertEqual(run.status, 1)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let findings = try XCTUnwrap(object["findings"] as? [[String: Any]])
        XCTAssertEqual(findings.map { "\($0["rule"]!)@\($0["file"]!):\($0["line"]!):\($0["column"]!)" }, Self.expected)
        XCTAssertEqual(object["summary"] as? [String: Int], ["files": 6, "findings": 11, "errors": 2, "warnings": 8])
    }

    func testWithoutTheConfigurationTheThemeColourAndNamedSinkAreUnknown() throws {
        // An empty configuration beside a copy of one view: `text-brand` needs the fixture's theme.
        let tree = try TemporaryTree([".twlint.json": "{}"])
        try tree.write("CardView.swift", try [UInt8](Data(contentsOf: Self.project.appendingPathComponent("Sources/AcmeApp/Views/CardView.swift"))))
        let run = twlint([tree.root.path])
        let findings = xcodeFindings(run.output, root: tree.root)
        XCTAssertTrue(findings.contains("invalid-argument@CardView.swift:13:44"), "\(findings)")
        XCTAssertTrue(findings.contains("unknown-class@CardView.swift:15:25"), "acme-pill is defined in another file: \(findings)")
        XCTAssertFalse(findings.contains { $0.hasPrefix("one-fill@") }, "iOS 17 and macOS 14 draw the fill solid somewhere")
    }
}
