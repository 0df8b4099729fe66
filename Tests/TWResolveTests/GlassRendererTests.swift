import XCTest
import TWResolve

/// Seed, "Glass renderer": `automatic` is UIKit's on iOS 27 and later and SwiftUI's elsewhere; it
/// depends only on the system and the setting, never on accessibility.
final class GlassRendererTests: XCTestCase {
    private func surface(_ change: (inout ResolutionContext) -> Void) -> Resolution.Surface? {
        resolve("surface-floating glass-interactive glass-tint-primary rounded-lg", change).surface
    }

    func testAutomaticRenderer() {
        XCTAssertEqual(surface { $0.os = OSVersion(26) }?.renderer, .swiftUI)
        XCTAssertEqual(surface { $0.os = OSVersion(26, 1) }?.renderer, .swiftUI)
        XCTAssertEqual(surface { $0.os = OSVersion(27) }?.renderer, .uiKit)
        XCTAssertEqual(surface { $0.os = OSVersion(28) }?.renderer, .uiKit)
        XCTAssertEqual(
            surface {
                $0.platform = .macos; $0.os = OSVersion(27)
            }?.renderer, .swiftUI)
    }

    func testSettingOverridesAutomatic() {
        XCTAssertEqual(
            surface {
                $0.os = OSVersion(27); $0.renderer = .swiftUI
            }?.renderer, .swiftUI)
        XCTAssertEqual(
            surface {
                $0.os = OSVersion(26); $0.renderer = .uiKit
            }?.renderer, .uiKit)
    }

    func testAccessibilityNeverChangesTheRenderer() {
        for reduceTransparency in [false, true] {
            for increaseContrast in [false, true] {
                let context = context {
                    $0.os = OSVersion(27)
                    $0.reduceTransparency = reduceTransparency
                    $0.increaseContrast = increaseContrast
                }
                XCTAssertEqual(context.glassRenderer, .uiKit)
            }
        }
    }

    func testUIKitGlassViewCarriesTintInteractivityAndShape() throws {
        let surface = try XCTUnwrap(self.surface { $0.os = OSVersion(27) })
        XCTAssertEqual(surface.fill.kind, .glass)
        XCTAssertTrue(surface.glassView)
        XCTAssertEqual(surface.fill.tint?.token, "primary")
        XCTAssertEqual(surface.fill.interactive, true)
        XCTAssertEqual(surface.shape.kind, .roundedRectangle)
        XCTAssertEqual(surface.shape.radius, 12)
    }

    func testSolidAndMaterialFillsCreateNoGlassView() throws {
        // Native glass keeps itself under Reduce Transparency; the material fallback turns solid.
        let solidRole = try XCTUnwrap(resolve("surface-solid") { $0.os = OSVersion(27) }.surface)
        XCTAssertFalse(solidRole.glassView)
        let compat = try XCTUnwrap(
            resolve("surface-floating") {
                $0.os = OSVersion(27)
                $0.requiresCompatibility = true
                $0.reduceTransparency = true
            }.surface)
        XCTAssertEqual(compat.fill.kind, .solid)
        XCTAssertFalse(compat.glassView, "the Reduce Transparency fallback creates no glass view")
        let material = try XCTUnwrap(
            resolve("surface-floating") {
                $0.os = OSVersion(27); $0.requiresCompatibility = true
            }.surface)
        XCTAssertEqual(material.fill.kind, .material)
        XCTAssertFalse(material.glassView)
        XCTAssertNil(material.renderer)
    }

    func testUIKitGlassButtonUnderReduceTransparencyHasNoGlassView() throws {
        let button = try XCTUnwrap(
            resolve("glass") {
                $0.target = .button; $0.os = OSVersion(27); $0.reduceTransparency = true
            }.button)
        XCTAssertEqual(button.style, .uiKitGlass)
        XCTAssertEqual(button.fill?.kind, .solid)
        XCTAssertEqual(button.fill?.color?.token, "surface")
    }
}
