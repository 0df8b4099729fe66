import TWTestSupport
import XCTest

/// `serverInfo.version` in the answer to `initialize` is the latest release of `CHANGELOG.md`, the
/// same version `tw --version` and `twlint --version` print.
final class ServerInfoTests: XCTestCase {
    func testServerInfoVersionIsTheChangelogsLatestRelease() throws {
        let release = try XCTUnwrap(try latestChangelogRelease())
        let client = TestClient()
        let result = try client.initialize()
        XCTAssertEqual(result["serverInfo"]?["name"], "tw lsp")
        XCTAssertEqual(result["serverInfo"]?["version"]?.stringValue, release)
    }
}
