import XCTest
import Foundation

/// `tw cluster` and `tw group` through the command line.
final class GlassFileCommandTests: XCTestCase {
    func testClusterJSONAndSVG() throws {
        let svg = FileManager.default.temporaryDirectory.appendingPathComponent("cluster-\(UUID().uuidString).svg")
        defer { try? FileManager.default.removeItem(at: svg) }
        let result = tw(["cluster", "--json", "--svg", svg.path, Repository.path("Tests/Fixtures/Glass/cluster.json")])
        XCTAssertEqual(result.status, 0, result.error)
        let json = try JSONOutput(result.output)
        XCTAssertEqual(json.string("schema"), "twkit.glass/1")
        XCTAssertEqual(json.string("contexts.2.name"), "iOS 27")
        XCTAssertEqual(json.string("contexts.2.container"), "uiKitContainer")
        XCTAssertEqual(json.string("contexts.4.pieces.1.fill.kind"), "solid")
        XCTAssertEqual(json.string("contexts.0.pieces.0.shape"), "capsule")
        let text = try String(contentsOf: svg, encoding: .utf8)
        XCTAssertTrue(text.hasPrefix("<?xml"), text)
        XCTAssertEqual(text.components(separatedBy: "<g data-context=").count - 1, 7)
    }

    func testGroupText() {
        let result = tw(["group", Repository.path("Tests/Fixtures/Glass/group.json")])
        XCTAssertEqual(result.status, 0, result.error)
        XCTAssertTrue(result.output.contains("iOS 27: UIKit glass container"), result.output)
        XCTAssertTrue(result.output.contains("plate of tools + draw"), result.output)
    }

    func testBadFileIsAUsageError() throws {
        let path = try Repository.temporaryFile(#"{"pieces": [{"id": 1}]}"#, name: "bad.json")
        let result = tw(["cluster", path])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.error.contains("$.pieces[0]"), result.error)
    }
}
