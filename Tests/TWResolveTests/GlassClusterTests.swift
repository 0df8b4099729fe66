import XCTest
import Foundation
import TWResolve

/// Clusters and groups per context (seed "Glass at computed frames", "Groups and
/// morphing"; reference universal-glass §5 for unions).
final class GlassClusterTests: XCTestCase {
    /// The defining cluster: two capsule pieces.
    static let twoCapsules = """
        {"spacing": 12, "pieces": [
          {"id": "a", "frame": {"x": 0, "y": 0, "width": 80, "height": 36}, "shape": "capsule"},
          {"id": "b", "frame": {"x": 92, "y": 0, "width": 60, "height": 36}, "shape": "capsule", "tint": "#ff0000"}]}
        """

    private func drawing(_ json: String, _ change: (inout ResolutionContext) -> Void) throws -> GlassDrawing {
        let cluster = try GlassClusterInput.decode(Data(json.utf8))
        return GlassClusterResolver().resolve(cluster, name: "test", context: context(change))
    }

    func testIOS27AutomaticIsOneUIKitContainerWithBothPieces() throws {
        let d = try drawing(Self.twoCapsules) { $0.os = OSVersion(27) }
        XCTAssertEqual(d.container, .uiKitContainer)
        XCTAssertTrue(d.glassView)
        XCTAssertEqual(d.spacing, 12)
        XCTAssertEqual(d.pieces.map(\.id), ["a", "b"])
        XCTAssertTrue(d.pieces.allSatisfy { $0.inContainer && $0.fill.kind == .glass })
        XCTAssertEqual(d.pieces[1].fill.tint?.hex, "#ff0000")
    }

    func testIOS26IsASwiftUIGlassContainer() throws {
        let d = try drawing(Self.twoCapsules) { $0.os = OSVersion(26) }
        XCTAssertEqual(d.container, .swiftUIContainer)
        XCTAssertFalse(d.glassView)
        XCTAssertEqual(d.pieces.map(\.fill.kind), [.glass, .glass])
    }

    func testIOS18IsTwoMaterialsWithTheFallbackEdge() throws {
        let d = try drawing(Self.twoCapsules) { $0.os = OSVersion(18) }
        XCTAssertEqual(d.container, GlassContainer.none)
        XCTAssertEqual(d.pieces.map(\.fill.kind), [.material, .material])
        XCTAssertEqual(d.pieces.map(\.edge.source), [.fallback, .fallback])
        XCTAssertEqual(d.pieces.map { $0.edge.strength }, [.soft, .soft])
        XCTAssertEqual(d.pieces.map(\.edge.width), [1, 1])
    }

    func testIOS27ReduceTransparencyIsTwoSolidFillsWithTheFallbackEdgeAndNoGlassView() throws {
        let d = try drawing(Self.twoCapsules) {
            $0.os = OSVersion(27); $0.reduceTransparency = true
        }
        XCTAssertEqual(d.container, GlassContainer.none)
        XCTAssertFalse(d.glassView)
        XCTAssertEqual(d.pieces.map(\.fill.kind), [.solid, .solid])
        XCTAssertEqual(d.pieces[0].fill.color?.token, "surface", "no tint: the theme surface")
        XCTAssertEqual(d.pieces[1].fill.color?.hex, "#ff0000", "the piece's tint")
        XCTAssertEqual(d.pieces.map(\.edge.strength), [.standard, .standard])
    }

    func testFallbackUnionIsOnePlateOverTheBoundingBoxInTheFirstMembersShape() throws {
        let json = """
            {"pieces": [
              {"id": "a", "frame": {"x": 0, "y": 0, "width": 80, "height": 36}, "shape": "rounded(8)", "union": "u"},
              {"id": "c", "frame": {"x": 0, "y": 60, "width": 40, "height": 40}, "shape": "capsule"},
              {"id": "b", "frame": {"x": 92, "y": 10, "width": 60, "height": 40}, "shape": "capsule", "union": "u"}]}
            """
        let old = try drawing(json) { $0.os = OSVersion(18) }
        XCTAssertEqual(old.pieces.map(\.id), ["a", "c"])
        XCTAssertEqual(old.pieces[0].frame, GlassFrame(x: 0, y: 0, width: 152, height: 50))
        XCTAssertEqual(old.pieces[0].shape, .rounded(8))
        XCTAssertEqual(old.pieces[0].members, ["a", "b"])
        let new = try drawing(json) { $0.os = OSVersion(26) }
        XCTAssertEqual(new.pieces.count, 3, "native glass containers blend by themselves")
    }

    func testShapesAndBadInput() throws {
        XCTAssertEqual(GlassShape("edges(24, 0)"), .edges(top: 24, bottom: 0))
        XCTAssertEqual(GlassShape("rounded(12)"), .rounded(12))
        XCTAssertNil(GlassShape("rounded(-1)"))
        XCTAssertNil(GlassShape("circle"))
        XCTAssertThrowsError(
            try GlassClusterInput.decode(Data(#"{"pieces": [{"id": "a", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}, "shape": "oval"}]}"#.utf8))
        ) { error in
            XCTAssertTrue("\(error)".contains("$.pieces[0].shape"), "\(error)")
        }
    }

    func testGroupOfSurfaces() throws {
        let json = """
            {"spacing": 12, "surfaces": [
              {"id": "tools", "classes": "px-4 py-2 surface-floating glass-interactive", "frame": {"x": 0, "y": 0, "width": 88, "height": 36}},
              {"id": "settings", "classes": "p-4 surface-solid rounded-lg", "frame": {"x": 0, "y": 48, "width": 172, "height": 52}}]}
            """
        let group = try GlassGroupInput.decode(Data(json.utf8))
        let resolver = GlassGroupResolver()
        let ios27 = resolver.resolve(group, name: "iOS 27", context: context { $0.os = OSVersion(27) })
        XCTAssertEqual(ios27.container, .uiKitContainer)
        XCTAssertEqual(ios27.pieces.map(\.inContainer), [true, false], "solid surfaces draw themselves")
        XCTAssertEqual(ios27.pieces[1].shape, .rounded(12))
        let ios18 = resolver.resolve(group, name: "iOS 18", context: context { $0.os = OSVersion(18) })
        XCTAssertEqual(ios18.container, GlassContainer.none)
        XCTAssertEqual(ios18.pieces.map(\.fill.kind), [.material, .solid])
        let forced = resolver.resolve(
            group, name: "iOS 26 material",
            context: context {
                $0.os = OSVersion(26); $0.rendering = .material
            })
        XCTAssertEqual(forced.container, GlassContainer.none, "the material override reaches groups too")
    }
}
