import XCTest

/// `tw resolve`. Expected values are from the resolver's defining inputs, the seed
/// (`swiftcn-adaptive-surfaces.md`) and the reference (§6, §8).
final class ResolveCommandTests: XCTestCase {
    func resolve(_ arguments: String...) throws -> (status: Int32, json: JSONOutput) {
        let result = tw(["resolve", "--json"] + arguments)
        return (result.status, try JSONOutput(result.output))
    }

    func testGlassProminentButtonPerSystem() throws {
        // IOS 26 -> glassProminent; iOS 18 -> borderedProminent.
        let ios26 = try resolve("glass-prominent px-4 font-semibold", "--target", "button", "--os", "26")
        XCTAssertEqual(ios26.status, 0)
        XCTAssertEqual(ios26.json.string("schema"), "twkit.resolution/1")
        XCTAssertEqual(ios26.json.string("button.style"), "glassProminent")
        XCTAssertEqual(ios26.json.number("padding.leading"), 16)
        XCTAssertEqual(ios26.json.number("padding.trailing"), 16)
        XCTAssertEqual(ios26.json.string("weight"), "semibold")
        XCTAssertEqual(try resolve("glass-prominent px-4 font-semibold", "--target", "button", "--os", "18").json.string("button.style"), "borderedProminent")
    }

    func testUIKitGlassButtonOnIOS27() throws {
        // Seed "Glass renderer": UIKit glass, 34 pt tall, touch target 44, white label,
        // capsule, press 96 % / 78 % with a spring.
        let json = try resolve("glass-prominent px-4 font-semibold", "--target", "button", "--os", "27").json
        XCTAssertEqual(json.string("button.style"), "uiKitGlass")
        XCTAssertEqual(json.number("button.height"), 34)
        XCTAssertEqual(json.number("button.minTouchTarget"), 44)
        XCTAssertEqual(json.string("button.labelColor.hex"), "#ffffff")
        XCTAssertEqual(json.string("button.borderShape"), "capsule")
        XCTAssertEqual(json.number("button.press.scale"), 0.96)
        XCTAssertEqual(json.number("button.press.opacity"), 0.78)
        XCTAssertEqual(json.string("button.press.animation"), "spring")
        XCTAssertEqual(json.string("context.glassRenderer"), "uiKit")
    }

    func testUIKitGlassButtonSizesMotionAndReduceTransparency() throws {
        // Seed: 28 pt for control-sm, 50 for control-lg; Reduce Motion fades without scaling;
        // Reduce Transparency puts the tint (glass-prominent) or the surface colour (glass) in place
        // of the glass view.
        XCTAssertEqual(try resolve("glass control-sm", "--target", "button", "--os", "27").json.number("button.height"), 28)
        XCTAssertEqual(try resolve("glass control-lg", "--target", "button", "--os", "27").json.number("button.height"), 50)
        let motion = try resolve("glass", "--target", "button", "--os", "27", "--reduce-motion").json
        XCTAssertEqual(motion.number("button.press.scale"), 1)
        XCTAssertEqual(motion.number("button.press.opacity"), 0.78)
        let prominent = try resolve("glass-prominent tint-primary", "--target", "button", "--os", "27", "--reduce-transparency").json
        XCTAssertEqual(prominent.string("button.fill.kind"), "solid")
        XCTAssertEqual(prominent.string("button.fill.color.token"), "primary")
        let plain = try resolve("glass", "--target", "button", "--os", "27", "--reduce-transparency").json
        XCTAssertEqual(plain.string("button.fill.color.token"), "surface")
        XCTAssertEqual(plain.string("button.style"), "uiKitGlass", "accessibility never changes the style type")
    }

    func testFloatingSurfaceWithBackgroundOnIOS18() throws {
        // Material fill with no red, bg listed as ignored; with Reduce Transparency a solid
        // red fill.
        let material = try resolve("surface-floating bg-[#ff0000]", "--os", "18").json
        XCTAssertEqual(material.string("surface.fill.kind"), "material")
        XCTAssertNil(material["surface.fill.color"])
        XCTAssertNil(material["background"])
        let ignored = material.array("ignored").compactMap { ($0 as? [String: Any])?["class"] as? String }
        XCTAssertEqual(ignored, ["bg-[#ff0000]"])
        let solid = try resolve("surface-floating bg-[#ff0000]", "--os", "18", "--reduce-transparency").json
        XCTAssertEqual(solid.string("surface.fill.kind"), "solid")
        XCTAssertEqual(solid.string("surface.fill.color.hex"), "#ff0000")
        XCTAssertTrue(solid.array("ignored").isEmpty)
    }

    func testOverriddenShape() throws {
        // `p-[13] p-4` -> 16 pt on all edges, `p-[13]` overridden.
        let json = try resolve("p-[13] p-4").json
        for edge in ["top", "leading", "bottom", "trailing"] { XCTAssertEqual(json.number("padding.\(edge)"), 16) }
        let overridden = try XCTUnwrap(json.array("overridden").first as? [String: Any])
        XCTAssertEqual(overridden["class"] as? String, "p-[13]")
        XCTAssertEqual(overridden["by"] as? String, "p-4")
        XCTAssertEqual(overridden["field"] as? String, "padding")
    }

    func testInvalidClassesExitOneAndStillPrint() throws {
        let invalid = try resolve("surface-floating bg-red-500")
        XCTAssertEqual(invalid.status, 1)
        XCTAssertEqual(invalid.json.bool("valid"), false)
        XCTAssertEqual(invalid.json.bool("undecorated"), true)
        XCTAssertNil(invalid.json["surface"], "swiftcn draws an invalid string undecorated")
        XCTAssertFalse(invalid.json.array("diagnostics").isEmpty)
        let lenient = try resolve("surface-floating bg-red-500", "--lenient")
        XCTAssertEqual(lenient.status, 1)
        XCTAssertEqual(lenient.json.bool("lenient"), true)
        XCTAssertEqual(lenient.json.bool("undecorated"), false)
        XCTAssertEqual(lenient.json.string("surface.role"), "floating")
    }

    func testTextOutput() {
        let result = tw("resolve", "surface-floating bg-[#ff0000]", "--os", "18")
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.output.contains("fill material regular"), result.output)
        XCTAssertTrue(result.output.contains("ignored     bg-[#ff0000]"), result.output)
        let lenient = tw("resolve", "--lenient", "p-4 bg-nope")
        XCTAssertTrue(lenient.output.hasPrefix("LENIENT: swiftcn would draw this surface undecorated"), lenient.output)
        let native = tw("resolve", "surface-floating glass-tint-[red]")
        XCTAssertTrue(native.output.contains("glass-tint-[\\(Color.red)]"), native.output)
    }

    func testStandardInputAndCompact() throws {
        let result = tw("resolve", "--json", "--compact", "-", input: "p-4\n")
        XCTAssertEqual(result.status, 0, result.error)
        XCTAssertEqual(result.output.split(separator: "\n").count, 1)
        XCTAssertEqual(try JSONOutput(result.output).string("classes"), "p-4")
    }

    func testCustomTheme() throws {
        // Themes/brand.json: spacing unit 5, `cta` = glass-prominent tint-brand ... px-5.
        let json = try resolve("--theme", Repository.path("Themes/brand.json"), "--target", "button", "cta")
        XCTAssertEqual(json.status, 0)
        XCTAssertEqual(json.json.string("button.tint.token"), "brand")
        XCTAssertEqual(json.json.string("button.tint.hex"), "#4f46e5")
        XCTAssertEqual(json.json.number("padding.leading"), 25)
        XCTAssertEqual(json.json.string("theme.name"), "Acme brand")
    }
}
