import XCTest
import TWResolve

/// Glass configuration classes per system ("Inputs that must behave"; expected
/// values from reference universal-glass §2, §3 and "Mapping" C/D).
final class GlassConfigurationTests: XCTestCase {
    private func fill(_ classes: String, _ change: (inout ResolutionContext) -> Void = { _ in }) -> Resolution.Fill? {
        let resolution = resolve(classes, change)
        XCTAssertTrue(resolution.valid, "\(classes): \(resolution.diagnostics.map(\.message))")
        return resolution.surface?.fill
    }

    private let systems: [(String, (inout ResolutionContext) -> Void)] = [
        ("iOS 18", { $0.os = OSVersion(18) }),
        ("iOS 26", { $0.os = OSVersion(26) }),
        ("iOS 27", { $0.os = OSVersion(27) }),
        (
            "macOS 15",
            {
                $0.platform = .macos; $0.os = OSVersion(15)
            }
        ),
        (
            "macOS 26",
            {
                $0.platform = .macos; $0.os = OSVersion(26)
            }
        ),
        (
            "iOS 26 forced material",
            {
                $0.os = OSVersion(26); $0.rendering = .material
            }
        ),
        (
            "iOS 18 Reduce Transparency",
            {
                $0.os = OSVersion(18); $0.reduceTransparency = true
            }
        ),
        (
            "iOS 27 Reduce Transparency",
            {
                $0.os = OSVersion(27); $0.reduceTransparency = true
            }
        ),
    ]

    func testThinOnIOS18IsPlainThinMaterialWithTheDefaultShadow() throws {
        let fill = try XCTUnwrap(fill("glass-thin") { $0.os = OSVersion(18) })
        XCTAssertEqual(fill.kind, .material)
        XCTAssertEqual(fill.material, .thin)
        XCTAssertEqual(fill.tier, .thin)
        XCTAssertEqual(fill.route, .fallback)
        XCTAssertNil(fill.fallbackTint, "pre-26 devices carry no tier tint")
        let shadow = try XCTUnwrap(fill.fallbackShadow)
        XCTAssertEqual(shadow.color.native, "black")
        XCTAssertEqual(shadow.color.opacity, 0.04)
        XCTAssertEqual(shadow.radius, 8)
        XCTAssertEqual([shadow.x, shadow.y], [0, 0])
    }

    func testThinOnIOS26IsClearGlassTintedWithTheSystemBackground() throws {
        let fill = try XCTUnwrap(fill("glass-thin") { $0.os = OSVersion(26) })
        XCTAssertEqual(fill.kind, .glass)
        XCTAssertEqual(fill.base, .clear)
        XCTAssertEqual(fill.route, .native)
        XCTAssertEqual(fill.tint?.native, "systemBackground")
        XCTAssertEqual(fill.tint?.opacity, 0.4)
        XCTAssertNil(fill.fallbackShadow, "native glass ignores the fallback shadow")
    }

    func testThinOnIOS26ForcedToMaterialDrawsTheTintBeneathThinMaterial() throws {
        let resolution = resolve("glass-thin") {
            $0.os = OSVersion(26); $0.rendering = .material
        }
        let fill = try XCTUnwrap(resolution.surface?.fill)
        XCTAssertEqual(fill.kind, .material)
        XCTAssertEqual(fill.material, .thin)
        XCTAssertEqual(fill.route, .forcedMaterial)
        XCTAssertEqual(fill.fallbackTint?.native, "systemBackground")
        XCTAssertEqual(fill.fallbackTint?.opacity, 0.4)
        XCTAssertEqual(fill.fallbackShadow?.radius, 8)
        XCTAssertEqual(resolution.surface?.rendering?.mode, .material)
        XCTAssertEqual(resolution.surface?.rendering?.source, .context)
    }

    func testTheTierTintBeneathTheMaterialNeedsNativeGlassNotOnlyOS26() throws {
        // Reference universal-glass "Mapping" C: the SB tint applies to a native-capable device
        // forced to material; the fallback column (no native glass) has "tint null". visionOS 26
        // never has native glass (§3), nor does a system whose glass support is overridden off.
        for (name, change) in [
            (
                "visionOS 26",
                { (context: inout ResolutionContext) in
                    context.platform = .visionos; context.os = OSVersion(26)
                }
            ),
            ("iOS 26 without glass support", { (context: inout ResolutionContext) in context.supportsGlassOverride = false }),
        ] {
            for classes in ["glass-thin", "glass-thick", "glass-ultra-thick"] {
                let fill = try XCTUnwrap(fill(classes, change), "\(classes) on \(name)")
                XCTAssertEqual(fill.kind, .material, "\(classes) on \(name)")
                XCTAssertEqual(fill.route, .fallback, "\(classes) on \(name)")
                XCTAssertNil(fill.fallbackTint, "\(classes) on \(name)")
                XCTAssertEqual(fill.fallbackShadow?.radius, 8, "\(classes) on \(name)")
            }
        }
        let tvOS = try XCTUnwrap(
            fill("glass-ultra-thick") {
                $0.platform = .tvos; $0.os = OSVersion(26); $0.rendering = .material
            })
        XCTAssertEqual(tvOS.route, .forcedMaterial)
        XCTAssertEqual(tvOS.fallbackTint?.opacity, 0.7)
    }

    func testInheritedRenderingBeatsTheLocalClass() throws {
        let local = try XCTUnwrap(fill("glass-thin glass-render-material") { $0.os = OSVersion(26) })
        XCTAssertEqual(local.route, .forcedMaterial)
        let resolution = resolve("glass-thin glass-render-material") {
            $0.os = OSVersion(26); $0.rendering = .automatic
        }
        XCTAssertEqual(resolution.surface?.fill.route, .native)
        XCTAssertEqual(resolution.surface?.rendering?.source, .context)
        XCTAssertTrue(resolution.ignored.contains { $0.class == "glass-render-material" })
    }

    func testIdentityWithTintOrShadowDrawsNothingAnywhere() {
        for classes in [
            "glass-identity glass-tint-[red]", "glass-identity glass-shadow-[red] glass-shadow-radius-[12]",
            "glass-identity glass-fallback-tint-[#0000ff33] glass-shadow", "glass-tint-primary glass-identity shadow-md",
        ] {
            for (name, change) in systems {
                let resolution = resolve(classes, change)
                XCTAssertTrue(resolution.valid, classes)
                let surface = resolution.surface
                XCTAssertEqual(surface?.fill.kind, FillKind.none, "\(classes) on \(name)")
                XCTAssertNil(surface?.fill.tint, "\(classes) on \(name)")
                XCTAssertNil(surface?.fill.fallbackTint, "\(classes) on \(name)")
                XCTAssertNil(surface?.fill.fallbackShadow, "\(classes) on \(name)")
                XCTAssertEqual(surface?.edge.width, 0, "\(classes) on \(name)")
                XCTAssertFalse(surface?.glassView ?? true, "\(classes) on \(name)")
                XCTAssertNotEqual(surface?.shadow?.drawn, true, "\(classes) on \(name)")
            }
        }
    }

    func testClearAndUltraThinResolveIdentically() {
        for (name, change) in systems {
            for extra in ["", " glass-tint-[red]", " glass-interactive glass-shadow-none"] {
                let clear = resolve("glass-clear" + extra, change).surface
                let ultraThin = resolve("glass-ultra-thin" + extra, change).surface
                var expected = clear
                expected?.fill.tier = .ultraThin
                XCTAssertEqual(expected, ultraThin, "glass-clear\(extra) on \(name)")
                XCTAssertEqual(clear?.fill.tier, .clear)
            }
        }
    }

    func testFallbackTintPrecedence() throws {
        // glass-fallback-tint-* beats glass-tint-*, which replaces the tier tint.
        let both = try XCTUnwrap(fill("glass-thick glass-tint-[red] glass-fallback-tint-[#0000ff33]") { $0.os = OSVersion(18) })
        XCTAssertEqual(both.fallbackTint?.hex, "#0000ff33")
        let tint = try XCTUnwrap(
            fill("glass-thick glass-tint-[red]") {
                $0.os = OSVersion(26); $0.rendering = .material
            })
        XCTAssertEqual(tint.fallbackTint?.native, "red")
        let none = try XCTUnwrap(fill("glass-thick glass-tint-[red] glass-fallback-tint-none") { $0.os = OSVersion(18) })
        XCTAssertNil(none.fallbackTint)
        // glass-fallback-* changes only the material; the native glass is unchanged.
        let material = try XCTUnwrap(
            fill("glass-thick glass-fallback-ultra-thin") {
                $0.os = OSVersion(26); $0.rendering = .material
            })
        XCTAssertEqual(material.material, .ultraThin)
        XCTAssertEqual(material.fallbackTint?.opacity, 0.4)
        XCTAssertEqual(fill("glass-thick glass-fallback-ultra-thin") { $0.os = OSVersion(26) }?.base, .regular)
        XCTAssertEqual(fill("glass-fallback-none glass-regular") { $0.os = OSVersion(18) }?.kind, FillKind.none)
    }

    func testShadowPresets() throws {
        XCTAssertNil(try XCTUnwrap(fill("glass-regular glass-shadow-none") { $0.os = OSVersion(18) }).fallbackShadow)
        let custom = try XCTUnwrap(fill("glass-regular glass-shadow-[#ff0000] glass-shadow-radius-[12]") { $0.os = OSVersion(18) }).fallbackShadow
        XCTAssertEqual(custom?.preset, .custom)
        XCTAssertEqual(custom?.color.hex, "#ff0000")
        XCTAssertEqual(custom?.radius, 12)
        XCTAssertEqual([custom?.x, custom?.y], [0, 0])
        // Last writer wins between the presets and a custom shadow.
        XCTAssertNil(try XCTUnwrap(fill("glass-regular glass-shadow-[#ff0000] glass-shadow-none") { $0.os = OSVersion(18) }).fallbackShadow)
        let back = try XCTUnwrap(fill("glass-regular glass-shadow-none glass-shadow-radius-4") { $0.os = OSVersion(18) }).fallbackShadow
        XCTAssertEqual(back?.radius, 4)
        XCTAssertEqual(back?.color.opacity, 0.04)
    }

    func testPlainGlassStaysSwiftcnGlass() throws {
        for (name, change) in systems {
            let surface = resolve("glass", change).surface
            XCTAssertNil(surface?.fill.tier, name)
            XCTAssertNil(surface?.fill.fallbackShadow, name)
            XCTAssertNil(surface?.rendering, name)
        }
        // The rendering override reads only configured surfaces, as only universalGlassEffect reads it.
        XCTAssertEqual(
            fill("glass") {
                $0.os = OSVersion(26); $0.rendering = .material
            }?.kind, .glass)
        // `glass` after a tier class clears it (last tier wins).
        XCTAssertNil(fill("glass-thin glass") { $0.os = OSVersion(18) }?.tier)
        XCTAssertEqual(fill("glass glass-thin") { $0.os = OSVersion(18) }?.tier, .thin)
    }

    func testReduceTransparencyTurnsTheConfiguredFallbackSolid() throws {
        let fill = try XCTUnwrap(
            fill("glass-thin") {
                $0.os = OSVersion(18); $0.reduceTransparency = true
            })
        XCTAssertEqual(fill.kind, .solid)
        XCTAssertEqual(fill.color?.token, "surface")
        XCTAssertEqual(
            self.fill("glass-thin") {
                $0.os = OSVersion(26); $0.reduceTransparency = true
            }?.kind, .glass)
    }

    func testUnknownConfigurationWordsAreRejected() {
        for classes in ["glass-fallback-paper", "glass-shadow-nope", "glass-shadow-radius--2", "glass-fallback-tint-nope", "glass-fallback-[thin]"] {
            XCTAssertFalse(resolve(classes).valid, classes)
        }
    }
}
