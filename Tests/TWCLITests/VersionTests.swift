import Foundation
import TWCommandLine
import TWTestSupport
import XCTest

/// One version everywhere: `tw --version`, `twlint --version` and the README's dependency snippet
/// say the latest release of `CHANGELOG.md` (the language server's `serverInfo` is checked in
/// TWLanguageServerTests' `ServerInfoTests`).
final class VersionTests: XCTestCase {
    func testBinariesPrintTheChangelogsLatestRelease() throws {
        let release = try XCTUnwrap(try latestChangelogRelease(), "CHANGELOG.md names no release")
        XCTAssertEqual(try runProcess(builtExecutable("tw"), ["--version"]).output, "tw \(release)\n")
        XCTAssertEqual(try runProcess(builtExecutable("twlint"), ["--version"]).output, "twlint \(release)\n")
    }

    func testReadmePinsTheDependencyToTheLatestRelease() throws {
        let release = try XCTUnwrap(try latestChangelogRelease())
        let readme = try String(contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        XCTAssertTrue(
            readme.contains(#".package(url: "https://github.com/twkit/TWKit.git", from: "\#(release)")"#),
            "the README's dependency snippet must say from: \"\(release)\"")
        XCTAssertFalse(readme.contains("branch: \"main\""), "the README must not pin a branch")
    }

    /// Every `from: "…"` of the README and the manuals (TWKit, TWLintPlugins) names this release.
    func testEveryDependencySnippetNamesTheLatestRelease() throws {
        let release = try XCTUnwrap(try latestChangelogRelease())
        let docs = packageRoot.appendingPathComponent("Docs")
        let files =
            [packageRoot.appendingPathComponent("README.md")]
            + (try FileManager.default.contentsOfDirectory(at: docs, includingPropertiesForKeys: nil)).filter { $0.pathExtension == "md" }
        var snippets = 0
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            for match in text.matches(of: /\.package\(url: "https:\/\/github\.com\/twkit\/[A-Za-z]+\.git", from: "([^"]*)"\)/) {
                snippets += 1
                XCTAssertEqual(String(match.1), release, "\(file.lastPathComponent): \(match.0)")
            }
        }
        XCTAssertGreaterThanOrEqual(snippets, 3, "the README's and the manuals' dependency snippets")
    }

    func testChangelogHasAnUnreleasedSectionAndLinks() throws {
        let text = try String(contentsOf: packageRoot.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        let release = try XCTUnwrap(try latestChangelogRelease())
        XCTAssertTrue(text.contains("\n## [Unreleased]\n"))
        XCTAssertTrue(text.contains("\n[\(release)]: https://github.com/twkit/TWKit/releases/tag/\(release)\n"))
        // Keep a Changelog: the release heading carries its date, YYYY-MM-DD.
        let heading = try XCTUnwrap(text.split(separator: "\n").first { $0.hasPrefix("## [\(release)]") })
        XCTAssertNotNil(heading.range(of: #" - \d{4}-\d{2}-\d{2}$"#, options: .regularExpression), String(heading))
    }
}
