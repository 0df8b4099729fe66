import Foundation
import XCTest
import TWJSON
import TWLanguageServer
import TWResolve

/// `tw suggest` on the command line and at `POST /suggest`.
final class SuggestCommandTests: XCTestCase {
    let issueInput = ##"{"padding":16,"radius":12,"fill":"#ffffff","stroke":{"width":1,"color":"#e6e6e9"}}"##

    func testIssueInputOnTheCommandLine() throws {
        let command = tw("suggest", issueInput)
        XCTAssertEqual(command.status, 0)
        XCTAssertEqual(command.output.split(separator: "\n").first, "p-4 rounded-lg bg-surface border surface-solid")
        XCTAssertTrue(command.output.contains("snapped:\n  fill #ffffff -> bg-surface"))
        let json = try JSON.parse(Data(tw("suggest", "--json", issueInput).output.utf8))
        XCTAssertEqual(json["schema"], "twkit.suggestion/1")
        XCTAssertEqual(json["classes"], "p-4 rounded-lg bg-surface border surface-solid")
        XCTAssertEqual(json["valid"], true)
    }

    func testEndpointAnswersTheCommand() throws {
        let bridge = try TestBridge()
        let response = try bridge.request("/suggest", body: #"{"design":\#(issueInput)}"#)
        XCTAssertEqual(response.status, 200)
        XCTAssertEqual(try response.json(), try JSON.parse(Data(tw("suggest", "--json", issueInput).output.utf8)))
        let bad = try bridge.request("/suggest", body: #"{"design":{"padding":"lots"}}"#)
        XCTAssertEqual(bad.status, 400)
        XCTAssertTrue(try bad.json()["error"]?["message"]?.stringValue?.contains("padding") == true)
    }

    func testUsageErrors() {
        XCTAssertEqual(tw("suggest").status, 2)
        XCTAssertEqual(tw("suggest", #"{"padding":-4}"#).status, 2)
        XCTAssertEqual(tw("suggest", "/nonexistent/design.json").status, 2)
    }
}
