import XCTest
import Foundation
#if canImport(FoundationXML)
    import FoundationXML
#endif
import TWResolve
import TWEmit

/// `tw cluster --svg`: well-formed XML with one group per context.
final class GlassDrawingSVGTests: XCTestCase {
    func testOneGroupPerContext() throws {
        let cluster = try GlassClusterInput.decode(
            Data(
                """
                {"spacing": 12, "pieces": [
                  {"id": "a", "frame": {"x": 0, "y": 0, "width": 80, "height": 36}, "shape": "capsule"},
                  {"id": "b&c", "frame": {"x": 92, "y": 0, "width": 60, "height": 36}, "shape": "edges(18,4)", "tint": "primary"}]}
                """.utf8))
        let columns = GlassColumns.standard(base: ResolutionContext())
        let drawings = GlassClusterResolver().resolve(cluster, columns: columns)
        let svg = GlassDrawingSVG.render(drawings, title: "cluster <test>")
        let document = try XMLDocument(xmlString: svg)
        let groups = try document.nodes(forXPath: "/*[local-name()='svg']/*[local-name()='g']")
        XCTAssertEqual(groups.count, columns.count)
        let names = try document.nodes(forXPath: "/*[local-name()='svg']/*[local-name()='g']/@data-context").compactMap(\.stringValue)
        XCTAssertEqual(names, columns.map(\.name))
        let pieces = try document.nodes(forXPath: "//*[local-name()='g'][@data-piece]")
        XCTAssertEqual(pieces.count, 2 * columns.count)
    }

    /// Groups and clusters use `tw render`'s drawing: glass with a specular edge over the
    /// backdrop, and solid fills (no glass) under Reduce Transparency on iOS 27 (seed, "Glass at
    /// computed frames").
    func testPiecesUseTheRenderDrawing() throws {
        let cluster = try GlassClusterInput.decode(
            Data(
                """
                {"pieces": [{"id": "a", "frame": {"x": 0, "y": 0, "width": 80, "height": 36}, "shape": "capsule", "tint": "primary"}]}
                """.utf8))
        let drawings = GlassClusterResolver().resolve(cluster, columns: GlassColumns.standard(base: ResolutionContext()))
        let document = try XMLDocument(xmlString: GlassDrawingSVG.render(drawings, title: "cluster"))
        func parts(_ context: String) throws -> [String] {
            try document.nodes(forXPath: "//*[@data-context='\(context)']//@data-part").compactMap(\.stringValue)
        }
        XCTAssertTrue(try parts("iOS 26").contains("specular"))
        XCTAssertTrue(try parts("iOS 26").contains("glass-tint"))
        XCTAssertTrue(try parts("iOS 26").contains("backdrop"))
        XCTAssertTrue(try parts("iOS 18").contains("material"))
        let reduced = try parts("iOS 27 Reduce Transparency")
        XCTAssertTrue(reduced.contains("solid") && reduced.contains("edge") && !reduced.contains("glass"), "\(reduced)")
    }
}
