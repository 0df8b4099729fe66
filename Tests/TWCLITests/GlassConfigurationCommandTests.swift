import XCTest

/// Glass configurations through `tw resolve` and `tw matrix`: `--rendering` and
/// the JSON members.
final class GlassConfigurationCommandTests: XCTestCase {
    func testResolveJSONCarriesTheConfiguration() throws {
        let forced = tw(["resolve", "--json", "--os", "26", "--rendering", "material", "glass-thin"])
        XCTAssertEqual(forced.status, 0, forced.error)
        let json = try JSONOutput(forced.output)
        XCTAssertEqual(json.string("context.rendering"), "material")
        XCTAssertEqual(json.string("surface.fill.kind"), "material")
        XCTAssertEqual(json.string("surface.fill.material"), "thin")
        XCTAssertEqual(json.string("surface.fill.tier"), "thin")
        XCTAssertEqual(json.string("surface.fill.route"), "forced-material")
        XCTAssertEqual(json.number("surface.fill.fallbackTint.opacity"), 0.4)
        XCTAssertEqual(json.number("surface.fill.fallbackShadow.radius"), 8)
        XCTAssertEqual(json.string("surface.rendering.source"), "context")
        let plain = try JSONOutput(tw(["resolve", "--json", "--os", "26", "glass"]).output)
        XCTAssertNil(plain["context.rendering"], "unset by default")
        XCTAssertNil(plain["surface.fill.tier"])
    }

    func testBadRenderingIsAUsageError() {
        let result = tw(["resolve", "--rendering", "metal", "glass-thin"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.error.contains("automatic, glass, material"), result.error)
    }

    func testMatrixShowsTiersAndTheMaterialRenderingVariation() throws {
        let result = tw(["matrix", "--json", "glass-thin"])
        XCTAssertEqual(result.status, 0, result.error)
        let json = try JSONOutput(result.output)
        XCTAssertEqual(json.string("rows.fill.0"), "material thin, shadow black×0.04 r8")
        XCTAssertEqual(json.string("rows.fill.1"), "glass clear, tint systemBackground×0.4")
        XCTAssertEqual(json.string("variations.4.name"), "material rendering")
        XCTAssertEqual(json.string("variations.4.rows.fill.1"), "material thin, tint systemBackground×0.4 beneath, shadow black×0.04 r8")
        XCTAssertTrue(json["variations.4.rows.fill.0"] is NSNull, "iOS 18 is material anyway")
    }
}
