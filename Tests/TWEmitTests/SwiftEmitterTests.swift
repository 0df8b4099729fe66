import XCTest
import TWResolve
import TWEmit
import TWCommandLine

/// `tw swift`: the emitted code type-checks against the SwiftUI stub, and the
/// check itself fails on a misspelt modifier or an unbalanced brace.
final class SwiftEmitterTests: XCTestCase {
    func checker() throws -> SwiftTypeChecker {
        switch SwiftTypeChecker.shared {
        case .success(let checker): return checker
        case .failure(let error as XCTSkip): throw error
        case .failure(let error): XCTFail("\(error)"); throw error
        }
    }

    func tw(_ arguments: [String]) -> (status: Int32, output: String) {
        final class Box: @unchecked Sendable { var text = "" }
        let box = Box()
        let io = CommandIO(write: { box.text += $0 }, writeError: { box.text += $0 }, readInput: { [] })
        let status = TWCommandLine.main(["tw"] + arguments, io: io)
        return (status, box.text)
    }

    func assertTypeChecks(_ code: String, _ label: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let result = try checker().typeCheck(code)
        XCTAssertEqual(result.status, 0, "\(label) does not type-check:\n\(result.output)\n\(code)", file: file, line: line)
    }

    func testIssueInputAvailabilityTypeChecksWithGlassAndMaterialBranches() throws {
        let result = tw(["swift", "--availability", "px-4 surface-floating glass-tint-[red]"])
        XCTAssertEqual(result.status, 0)
        let code = result.output
        try assertTypeChecks(code, "the defining input")
        XCTAssertTrue(code.contains("if #available(iOS 26, macOS 26, *) {"), code)
        XCTAssertTrue(code.contains(".glassEffect(.regular.tint(Color.red), in: shape)"), code)
        XCTAssertTrue(code.contains(".background(.regularMaterial, in: shape)"), code)
        XCTAssertTrue(code.contains("} else if reduceTransparency {"), code)
        XCTAssertTrue(code.contains("@Environment(\\.accessibilityReduceTransparency)"), code)
        XCTAssertTrue(code.contains(".padding(EdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))"), code)
    }

    func testIssueInputsTypeCheckInEveryStyle() throws {
        let inputs: [(String, [String])] = [
            ("px-4 surface-floating glass-tint-[red]", []),
            ("glass-thin", []), ("glass-thin", ["--rendering", "material"]),
            ("glass-identity glass-tint-[red] glass-shadow", []), ("glass-clear", []), ("glass-ultra-thin", []),
            (
                "glass-ultra-thick glass-fallback-thin glass-fallback-tint-[#00ffff4d] glass-shadow-[blue] glass-shadow-radius-16 glass-tint-[purple] glass-interactive glass-render-material",
                []
            ),
            ("glass-thick glass-shadow-none rounded-lg shadow-md", ["--scheme", "dark"]),
            ("surface-solid shadow-md p-4 text-lg font-semibold text-primary w-full", []),
            ("bg-primary border-2 rounded-md p-2 opacity-50 h-[44] min-w-[40]", []),
            ("glass-prominent px-4 font-semibold control-lg tint-primary", ["--target", "button"]),
            ("glass-prominent control-lg px-4", ["--target", "button"]),
            ("glass control-sm rounded-md px-3", ["--target", "button"]),
            ("glass-prominent px-4", ["--target", "button", "--state", "disabled"]),
            ("px-2 bg-muted", ["--target", "button"]),
            ("surface-floating glass-interactive rounded-lg", []),
            ("surface-floating glass-tint-primary shadow-md", ["--renderer", "uiKit"]),
            ("glass px-4", ["--renderer", "swiftUI"]),
            ("glass px-4", ["--target", "button", "--platform", "macos"]),
            ("bezel-link text-primary", ["--target", "button", "--platform", "macos"]),
        ]
        let styles: [[String]] = [
            ["--for", "--os", "18"], ["--for", "--os", "26"], ["--for", "--os", "27"],
            ["--for", "--os", "27", "--reduce-transparency"], ["--for", "--os", "27", "--reduce-motion"],
            ["--availability"], ["--universal-glass"],
        ]
        // One compiler run per module set: each file gets its own type name.
        var files: [String] = [], withoutUIKit: [String] = [], labels: [String] = []
        for (classes, flags) in inputs {
            for style in styles where !(style.contains("--os") && flags.contains("--platform")) {
                let name = "Style\(files.count)"
                let result = tw(["swift", "--name", name] + style + flags + [classes])
                XCTAssertEqual(result.status, 0, result.output)
                files.append(result.output)
                labels.append("\(name): `\(classes)` \((style + flags).joined(separator: " "))")
                // --availability keeps compiling where UIKit does not exist (macOS).
                if style == ["--availability"] { withoutUIKit.append(result.output) }
            }
        }
        XCTAssertGreaterThan(files.count, 100)
        let all = try checker().typeCheck(files: files)
        XCTAssertEqual(all.status, 0, "some forms do not type-check:\n\(all.output)\n\(labels.joined(separator: "\n"))")
        let macOS = try checker().typeCheck(files: withoutUIKit, uiKit: false)
        XCTAssertEqual(macOS.status, 0, "--availability without UIKit:\n\(macOS.output)")
    }

    func testUniversalGlassStyleUsesTheConfigurationAPI() throws {
        let code = tw(["swift", "--universal-glass", "glass-thin glass-tint-[red] glass-shadow-none"]).output
        XCTAssertTrue(code.contains("import UniversalGlass"), code)
        XCTAssertTrue(code.contains(".universalGlassEffect(.thin.tint(Color.red).shadow(.none), in: shape)"), code)
        let button = tw(["swift", "--universal-glass", "--target", "button", "glass-prominent px-4"]).output
        XCTAssertTrue(button.contains(".buttonStyle(.universalGlassProminent())"), button)
    }

    func testOneSystemHasNoBranches() throws {
        let old = tw(["swift", "--for", "--os", "18", "glass-thin"]).output
        XCTAssertFalse(old.contains("#available"), old)
        XCTAssertTrue(old.contains("shape.fill(.thinMaterial)"), old)
        XCTAssertTrue(old.contains(".shadow(color: Color.black.opacity(0.04), radius: 8, x: 0, y: 0)"), old)
        let new = tw(["swift", "--for", "--os", "26", "glass-thin"]).output
        XCTAssertTrue(new.contains("@available(iOS 26, macOS 26, *)"), new)
        XCTAssertTrue(new.contains(".glassEffect(.clear.tint(Color(red: 1, green: 1, blue: 1) /* systemBackground */.opacity(0.4)), in: shape)"), new)
        let button = tw(["swift", "--for", "--os", "18", "--target", "button", "glass-prominent px-4"]).output
        XCTAssertTrue(button.contains(".buttonStyle(.borderedProminent)"), button)
    }

    /// On iOS 27 the automatic renderer is UIKit's, so no `glassEffect` at all
    /// (seed: "It never applies SwiftUI's glassEffect, not even .identity"), a UIKit glass view
    /// with the tint, `glass-interactive` and the corner shape (`rounded-lg`: the theme's 12 pt)
    /// that takes no touches, and the code type-checks.
    func testIOS27DrawsUIKitGlassAndNoGlassEffect() throws {
        let result = tw(["swift", "--for", "--platform", "ios", "--os", "27", "surface-floating glass-interactive rounded-lg"])
        XCTAssertEqual(result.status, 0)
        let code = result.output
        XCTAssertFalse(code.contains("glassEffect"), code)
        XCTAssertTrue(code.contains("import UIKit"), code)
        XCTAssertTrue(code.contains("UIViewRepresentable"), code)
        XCTAssertTrue(code.contains("UIVisualEffectView(effect: nil)"), code)
        XCTAssertTrue(code.contains("UIGlassEffect(style: .regular)"), code)
        XCTAssertTrue(code.contains("view.isUserInteractionEnabled = false"), code)
        XCTAssertTrue(code.contains("GeneratedTWStyleGlass(tint: nil, isInteractive: true, cornerRadius: 12)"), code)
        try assertTypeChecks(code, "the iOS 27 issue input")

        let tinted = tw(["swift", "--for", "--os", "27", "px-4 surface-floating glass-tint-[red]"]).output
        XCTAssertFalse(tinted.contains("glassEffect"), tinted)
        // Native red in the light scheme is sRGB (255, 59, 48).
        XCTAssertTrue(tinted.contains("tint: UIColor(red: 1, green: 0.231, blue: 0.188, alpha: 1) /* red */, isInteractive: false, cornerRadius: nil"), tinted)
        // SwiftUI's renderer, when asked for, keeps glassEffect.
        XCTAssertTrue(tw(["swift", "--for", "--os", "27", "--renderer", "swiftUI", "surface-floating"]).output.contains(".glassEffect("))
        // Solid fills create no glass view (seed).
        XCTAssertFalse(tw(["swift", "--for", "--os", "27", "surface-solid"]).output.contains("UIGlassEffect"))
    }

    /// --availability: the iOS 27 branch comes first and draws UIKit glass; SwiftUI's glassEffect
    /// appears only in the branch for earlier systems.
    func testAvailabilityPutsUIKitGlassBehindIOS27() throws {
        let code = tw(["swift", "--availability", "px-4 surface-floating glass-tint-[red]"]).output
        let uiKitBranch = try XCTUnwrap(code.range(of: "if #available(iOS 27, *) {"), code)
        let earlier = try XCTUnwrap(code.range(of: "private func earlierSystems(_ content: Content) -> some View {"), code)
        let glassEffect = try XCTUnwrap(code.range(of: ".glassEffect("), code)
        XCTAssertLessThan(uiKitBranch.lowerBound, earlier.lowerBound)
        XCTAssertGreaterThan(glassEffect.lowerBound, earlier.lowerBound, "glassEffect only before iOS 27")
        XCTAssertTrue(code[uiKitBranch.upperBound..<earlier.lowerBound].contains("GeneratedTWStyleGlass(tint: UIColor("), code)
        XCTAssertTrue(code.contains("#if canImport(UIKit)"), code)
        // macOS has no UIKit renderer: no UIKit branch.
        XCTAssertFalse(tw(["swift", "--availability", "--platform", "macos", "px-4 surface-floating"]).output.contains("UIKit"))
        XCTAssertFalse(tw(["swift", "--availability", "--renderer", "swiftUI", "px-4 surface-floating"]).output.contains("UIGlassEffect"))
    }

    /// Seed "Glass renderer": UIKit glass buttons never use SwiftUI's glass styles; 28/34/50 pt by
    /// control size; a 44 pt touch target on iOS; press to 96 % and 78 %. The classes pad the
    /// label inside a PrimitiveButtonStyle, not the button.
    func testIOS27GlassButtonsFollowTheUIKitButtonRules() throws {
        for (size, height, inset) in [("control-sm", "28", "8"), ("", "34", "5"), ("control-lg", "50", "")] {
            let code = tw(["swift", "--for", "--os", "27", "--target", "button", "glass-prominent \(size) px-4"]).output
            XCTAssertFalse(code.contains(".glassProminent") || code.contains(".buttonStyle(.glass") || code.contains("glassEffect"), code)
            XCTAssertTrue(code.contains("struct GeneratedTWStyle: PrimitiveButtonStyle"), code)
            XCTAssertTrue(code.contains(".buttonStyle(GeneratedTWStyleGlassButton())"), code)
            XCTAssertTrue(code.contains(".frame(minHeight: \(height))"), code)
            if inset.isEmpty {
                XCTAssertFalse(code.contains(".contentShape(Rectangle())"), "a 50 pt button is already a 44 pt target")
            } else {
                XCTAssertTrue(
                    code.contains(".padding(.vertical, \(inset))\n            .contentShape(Rectangle())\n            .padding(.vertical, -\(inset))"), code)
            }
            XCTAssertTrue(code.contains("configuration.isPressed && !reduceMotion ? 0.96 : 1"), code)
            XCTAssertTrue(code.contains(".opacity(configuration.isPressed ? 0.78 : 1)"), code)
            // Reduce Motion keeps the fade with a short ease-out and no scale (Docs/Decisions.md: 0.15 s).
            XCTAssertTrue(code.contains(".animation(reduceMotion ? .easeOut(duration: 0.15) : .spring("), code)
            XCTAssertTrue(code.contains("isEnabled ? Color.white :"), "prominent keeps the white label: \(code)")
            try assertTypeChecks(code, "glass-prominent \(size)")
        }
        // The label carries the padding; the button carries the style.
        let code = tw(["swift", "--for", "--os", "26", "--target", "button", "glass-prominent px-4 control-lg"]).output
        let label = try XCTUnwrap(
            code.range(
                of:
                    "configuration.label\n                .padding(EdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))\n        }\n        .buttonStyle(.glassProminent)\n        .controlSize(.large)"
            ), code)
        XCTAssertFalse(label.isEmpty)
        // Reduce Transparency: a themed solid fill replaces the glass view (the tint for prominent).
        let reduced = tw(["swift", "--for", "--os", "27", "--reduce-transparency", "--target", "button", "glass px-4"]).output
        XCTAssertFalse(reduced.contains("UIGlassEffect"), reduced)
        XCTAssertTrue(reduced.contains("shape.fill(Color.white)"), reduced)
        XCTAssertTrue(reduced.contains("shape.strokeBorder("), "plain glass keeps its edge: \(reduced)")
        try assertTypeChecks(reduced, "reduced glass button")
    }

    /// Reference §6.4 test oracle (98bcf571): `button-primary` is a native button with the `sm`
    /// font (subheadline) in semibold, an `onPrimary` label, border shape rounded-rectangle(8),
    /// tint `primary` and `.borderedProminent`; the label carries font and colour, the button the rest.
    func testButtonPrimaryMatchesSwiftcnsOracle() throws {
        let code = tw(["swift", "--for", "--target", "button", "button-primary"]).output
        XCTAssertTrue(
            code.contains(
                """
                            configuration.label
                                .font(.subheadline)
                                .fontWeight(.semibold)
                                .foregroundStyle(Color.white)
                        }
                        .buttonStyle(.borderedProminent)
                        .tint(Color(red: 0.18, green: 0.18, blue: 0.192) /* primary */)
                        .buttonBorderShape(.roundedRectangle(radius: 8))
                """), code)
        try assertTypeChecks(code, "button-primary")
    }

    /// The check fails on broken UIKit code: a misspelt UIKit name or a missing requirement.
    func testTheCheckFailsOnBrokenUIKitCode() throws {
        let code = tw(["swift", "--availability", "--target", "button", "glass-prominent control-lg px-4"]).output
        try assertTypeChecks(code, "the original")
        for (from, to) in [
            ("UIGlassEffect(style: .regular)", "UIGlassEffect(style: .prominent)"),
            ("view.cornerConfiguration = .capsule()", "view.cornerRadius = .capsule()"),
            ("func updateUIView(_ view: UIVisualEffectView, context: Context) {", "func updateView(_ view: UIVisualEffectView, context: Context) {"),
            (
                "func makeBody(configuration: Configuration) -> some View {\n        configuration.label",
                "func makeBody(configuration: Configuration) -> some View {\n        configuration.labels"
            ),
        ] {
            let broken = code.replacingOccurrences(of: from, with: to)
            XCTAssertNotEqual(broken, code, from)
            XCTAssertNotEqual(try checker().typeCheck(broken).status, 0, "\(to) must fail")
        }
        // Without UIKit (macOS) a UIKit name outside `#if canImport(UIKit)` fails.
        let unguarded = code.replacingOccurrences(of: "#if canImport(UIKit)\nimport UIKit\n#endif\n", with: "import UIKit\n")
        XCTAssertNotEqual(try checker().typeCheck(unguarded, uiKit: false).status, 0)
    }

    func testTheCheckFailsOnAMisspeltModifierOrAnUnbalancedBrace() throws {
        let code = tw(["swift", "--availability", "px-4 surface-floating glass-tint-[red]"]).output
        try assertTypeChecks(code, "the original")
        let misspelt = code.replacingOccurrences(of: ".glassEffect(", with: ".glassEfect(")
        XCTAssertNotEqual(misspelt, code)
        XCTAssertNotEqual(try checker().typeCheck(misspelt).status, 0, "a misspelt modifier must fail")
        var unbalanced = code
        unbalanced.removeLast(2)
        XCTAssertNotEqual(try checker().typeCheck(unbalanced).status, 0, "an unbalanced brace must fail")
        let wrongMaterial = code.replacingOccurrences(of: ".regularMaterial", with: ".regularGlassMaterial")
        XCTAssertNotEqual(try checker().typeCheck(wrongMaterial).status, 0, "an unknown material must fail")
    }

    /// The generated modifier must not shadow swiftcn's own `TWStyle` type when pasted into an app.
    func testDefaultNameDoesNotShadowSwiftcnTypes() {
        let code = SwiftEmitter().emit("px-4 glass", style: .availability, context: ResolutionContext()).text
        XCTAssertFalse(code.contains("struct TWStyle:"), code)
        XCTAssertTrue(code.contains("struct GeneratedTWStyle: ViewModifier"), code)
    }
}
