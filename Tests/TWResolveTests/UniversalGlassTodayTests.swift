import Foundation
import XCTest
import TWSyntax
import TWResolve

/// UniversalGlass at its newest commit: button styles fall back to the
/// system's bordered styles, `universalGlassButtonStyle` ignores its prominence flag, native
/// glass on iOS, macOS, tvOS and watchOS 26 and later, and visionOS always takes the material
/// fallback (`UniversalGlassPrimitiveButtonStyle.swift`, `UniversalGlassButtonModifiers.swift`).
final class UniversalGlassTodayTests: XCTestCase {
    private func context(_ platform: Platform, _ os: Int, target: StyleTarget = .view) -> ResolutionContext {
        .system(platform, OSVersion(os)).with { $0.target = target }
    }

    func testIssueInputGlassProminentButtonOnIOS18IsBorderedProminent() throws {
        // `glass-prominent` through UniversalGlass on iOS 18 → `.borderedProminent`.
        let button = try XCTUnwrap(Resolver().resolve("glass-prominent", context: context(.ios, 18, target: .button)).button)
        XCTAssertEqual(button.bezel?.rawValue, "prominent")
        XCTAssertEqual(UniversalGlassRouting.buttonStyle(.prominent, platform: .ios, os: OSVersion(18)), .borderedProminent)
        XCTAssertEqual(UniversalGlassRouting.buttonStyle(.standard, platform: .ios, os: OSVersion(18)), .bordered)
        XCTAssertEqual(UniversalGlassRouting.buttonStyle(.prominent, platform: .ios, os: OSVersion(26)), .glassProminent)
        XCTAssertEqual(UniversalGlassRouting.buttonStyle(.standard, rendering: .material, platform: .macos, os: OSVersion(26)), .bordered)
    }

    func testButtonStyleModifierIgnoresItsProminenceFlag() {
        XCTAssertEqual(UniversalGlassRouting.buttonStyleModifier(isProminent: true), .standard)
        XCTAssertEqual(UniversalGlassRouting.buttonStyleModifier(isProminent: false), .standard)
        XCTAssertEqual(UniversalGlassRouting.prominentButtonStyleModifier(isProminent: false), .prominent)
    }

    func testNativeGlassOnEveryPlatformButVisionOS() {
        for platform in [Platform.ios, .macos, .tvos, .watchos] {
            XCTAssertTrue(UniversalGlassRouting.hasNativeGlass(platform: platform, os: OSVersion(26)), platform.rawValue)
            XCTAssertFalse(UniversalGlassRouting.hasNativeGlass(platform: platform, os: OSVersion(18)), platform.rawValue)
            XCTAssertEqual(UniversalGlassRouting.buttonStyle(.standard, platform: platform, os: OSVersion(26)), .glass, platform.rawValue)
        }
        XCTAssertFalse(UniversalGlassRouting.hasNativeGlass(platform: .visionos, os: OSVersion(26)))
        XCTAssertEqual(UniversalGlassRouting.buttonStyle(.prominent, platform: .visionos, os: OSVersion(26)), .borderedProminent)
    }

    func testIssueInputAnyGlassEffectOnVisionOSIsTheMaterialFallback() throws {
        // Any glass effect on visionOS → the material fallback, even with `glass-render-native`.
        for classes in ["glass", "surface-floating", "glass-thin", "glass-regular glass-tint-[red]", "glass-clear glass-render-native"] {
            let surface = try XCTUnwrap(Resolver().resolve(classes, context: context(.visionos, 26)).surface, classes)
            XCTAssertEqual(surface.fill.kind.rawValue, "material", classes)
        }
        let native = try XCTUnwrap(Resolver().resolve("glass-thin", context: context(.tvos, 26)).surface)
        XCTAssertEqual(native.fill.kind.rawValue, "glass")
    }

    func testContainersAndUnionsOnVisionOSAreTheFallback() throws {
        let group = try GlassGroupInput.decode(
            Data(
                #"{"surfaces": [{"classes": "glass", "frame": {"x": 0, "y": 0, "width": 10, "height": 10}, "union": "u"}, {"classes": "glass", "frame": {"x": 20, "y": 0, "width": 10, "height": 10}, "union": "u"}]}"#
                    .utf8))
        let drawing = GlassGroupResolver().resolve(group, name: "visionOS", context: context(.visionos, 26))
        XCTAssertEqual(drawing.container.rawValue, "none")
        XCTAssertEqual(drawing.pieces.count, 1, "the union is one UniversalGlass fallback plate")
        XCTAssertEqual(GlassGroupResolver().resolve(group, name: "iOS", context: context(.ios, 26)).container.rawValue, "swiftUIContainer")
    }

    func testPlatformsSwiftCNHasNoAnswerForSaySo() throws {
        XCTAssertNil(Platform.ios.swiftCNNote)
        let note = try XCTUnwrap(Platform.visionos.swiftCNNote)
        XCTAssertTrue(note.hasPrefix("swiftcn has no answer for visionOS"), note)
        XCTAssertTrue(note.contains("material fallback"), note)
        XCTAssertTrue(try XCTUnwrap(Platform.tvos.swiftCNNote).contains("native glass on tvOS 26 and later"))
        // swiftcn's iOS rules: a recipe's iOS variant.
        var tv = context(.tvos, 26)
        tv.named["row"] = Recipe(classes: "p-1", ios: "w-[44]", macos: "w-[32]")
        XCTAssertEqual(Resolver().resolve("row", context: tv).frame.width, 44)
    }
}
