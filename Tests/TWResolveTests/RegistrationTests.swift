import Foundation
import XCTest
import TWResolve

/// Registrations (utilities, native modifiers, component scopes) in
/// the resolver and in theme files, with swiftcn's precedence (reference §2.3, §2.4, §7.2, §12).
final class RegistrationTests: XCTestCase {
    private func theme(_ json: String) throws -> Theme {
        try Theme.decode(Data(json.utf8), source: "test.json")
    }

    // MARK: Component scopes (reference §7.2)

    func testComponentRecipesNeedTheirScope() throws {
        let outside = resolve("checkbox")
        XCTAssertFalse(outside.valid)
        let diagnostic = try XCTUnwrap(outside.diagnostics.first)
        XCTAssertEqual(diagnostic.code.rawValue, "TW109")
        // The component's own recipe names its component and scope (`.tw("tabs")`).
        XCTAssertTrue(diagnostic.message.hasPrefix("Unknown swiftcn class: checkbox"), diagnostic.message)
        XCTAssertTrue(diagnostic.message.contains(".cnControlUtilities()"), diagnostic.message)
        // A cn-* class written directly names the modifier that installs it.
        let direct = try XCTUnwrap(resolve("cn-tint-[primary]").diagnostics.first)
        XCTAssertTrue(direct.message.hasPrefix("Unknown swiftcn class: cn-tint-[primary]"), direct.message)
        XCTAssertTrue(direct.message.contains(".cnControlUtilities()"), direct.message)
    }

    func testEveryComponentRecipeResolvesInsideItsComponent() {
        // swiftcn's component recipes, each inside its component.
        for name in [
            "checkbox", "switch", "select", "radio-group", "slider", "progress", "tabs", "chart", "data-table",
            "kbd", "avatar", "input-otp", "skeleton-motion", "spinner-motion", "date-picker",
        ] {
            var inside = ResolutionContext()
            XCTAssertTrue(inside.activate(component: name, theme: .builtIn), name)
            let resolution = Resolver().resolve(name, context: inside)
            XCTAssertTrue(resolution.valid, "\(name): \(resolution.diagnostics.map(\.message))")
            XCTAssertFalse(Resolver().resolve(name, context: ResolutionContext()).valid, "\(name) outside its component")
        }
    }

    func testControlTintTakesAThemeColourANativeColourOrNone() {
        // cn-tint: `none`, an interpolated Color, or a registered token (ComponentUtilities.swift).
        var inside = ResolutionContext()
        inside.activate(component: "cnControlUtilities", theme: .builtIn)
        inside.nativeColorNames = false
        XCTAssertTrue(Resolver().resolve("cn-tint-[primary]", context: inside).valid)
        XCTAssertTrue(Resolver().resolve("cn-tint-[none]", context: inside).valid)
        XCTAssertTrue(Resolver().resolve("cn-tint-[<value>]", context: inside, dynamicRanges: [.init(start: 9, end: 16)]).valid)
        let missing = Resolver().resolve("cn-tint-[missing]", context: inside)
        XCTAssertFalse(missing.valid)
        XCTAssertTrue(missing.diagnostics.first?.message.contains("missing") == true, "\(missing.diagnostics.map(\.message))")
    }

    func testScopeInstallsOnlyWhereNoRegistrationExists() {
        // "Existing registrations win" (ComponentUtilities.swift): an app's own `cn-tint` stays.
        var context = ResolutionContext()
        context.modifiers["cn-tint"] = ModifierRegistration(name: "cn-tint", argument: .any)
        context.activate(component: "checkbox", theme: .builtIn)
        XCTAssertEqual(context.modifiers["cn-tint"]?.argument, .any)
    }

    func testCommandSearchRecipeIsValidInSource() {
        // The built-in theme must not spell Color.clear as `bg-[clear]`.
        let resolution = resolve("command-search") { $0.nativeColorNames = false }
        XCTAssertTrue(resolution.valid, "\(resolution.diagnostics.map(\.message))")
    }

    // MARK: Registered utilities and modifiers

    func testRegisteredUtilityFromThemeData() throws {
        // A theme file's utility registration: "utilities": {"tilt": {"argument": "angle", "sets": "rotation"}}.
        let theme = try theme(#"{"utilities": {"tilt": {"argument": "angle", "sets": "rotation"}}}"#)
        let hovered = Resolver(theme: theme).resolve("hover:tilt-[12deg]", context: context { $0.states = [.hover] })
        XCTAssertTrue(hovered.valid, "\(hovered.diagnostics.map(\.message))")
        XCTAssertEqual(hovered.transform.rotation, 12)
        let rejected = Resolver(theme: theme).resolve("tilt-[abc]", context: ResolutionContext())
        XCTAssertFalse(rejected.valid)
        let message = rejected.diagnostics.first?.message ?? ""
        XCTAssertTrue(message.hasPrefix("Unknown swiftcn class: tilt-[abc]"), message)
        XCTAssertTrue(message.contains("registered utility `tilt`"), message)
        XCTAssertFalse(message.contains("is not a bracket utility"), message)
    }

    func testRegisteredPrefixBeatsTheBuiltInAndNamedClassesBeatBoth() {
        // Reference §2.4: the named class `w-[42]` wins over the utility `w`, which handles
        // `w-[43]` instead of the built-in (conformance arg-registered-prefix-beats-builtin). The
        // test's named value is a typed style; `p-[7]` stands for it here.
        let change: (inout ResolutionContext) -> Void = {
            $0.named["w-[42]"] = Recipe(classes: "p-[7]")
            $0.utilities["w"] = UtilityRegistration(name: "w", argument: .any)
        }
        XCTAssertEqual(resolve("w-[42]", change).padding.top, 7)
        let utility = resolve("w-[43]", change)
        XCTAssertTrue(utility.valid)
        XCTAssertNotEqual(utility.frame.width, 43, "the registered utility, not the built-in w-[…], handles w-[43]")
    }

    func testRegisteredExactTagBeatsTheBuiltInKeyword() {
        // Reference §2.3 item 1: registering `glass` overrides the built-in glass.
        let resolution = resolve("glass") { $0.modifiers["glass"] = ModifierRegistration(name: "glass") }
        XCTAssertTrue(resolution.valid)
        XCTAssertNil(resolution.surface)
        XCTAssertEqual(resolution.nativeModifiers.map(\.name), ["glass"])
    }

    func testTagAndBracketFormsAreNotInterchangeable() {
        // Reference §12.1: a tag accepts no argument; an argument form needs one.
        let tag = ResolutionContext.with { $0.modifiers["cn-mono"] = ModifierRegistration(name: "cn-mono") }
        XCTAssertFalse(Resolver().resolve("cn-mono-[x]", context: tag).valid)
        let argument = ResolutionContext.with { $0.modifiers["tilt"] = ModifierRegistration(name: "tilt", argument: ArgumentRule(kind: .degrees)) }
        XCTAssertFalse(Resolver().resolve("tilt", context: argument).valid)
        XCTAssertTrue(Resolver().resolve("tilt-[8]", context: argument).valid)
        XCTAssertTrue(Resolver().resolve("tilt-[0.5rad]", context: argument).valid)
        XCTAssertFalse(Resolver().resolve("tilt-[8%]", context: argument).valid)
    }

    func testBadRegistrationDataNamesItsPath() {
        XCTAssertThrowsError(try theme(#"{"utilities": {"tilt": {"argument": "radians"}}}"#)) { error in
            XCTAssertEqual((error as? ThemeError)?.path, "$.utilities.tilt.argument")
        }
        XCTAssertThrowsError(try theme(#"{"components": {"x": {"scopes": ["nope"]}}}"#)) { error in
            XCTAssertEqual((error as? ThemeError)?.path, "$.components.x.scopes[0]")
        }
        XCTAssertThrowsError(try theme(#"{"modifiers": {"tilt": {"phase": "late"}}}"#)) { error in
            XCTAssertEqual((error as? ThemeError)?.path, "$.modifiers.tilt.phase")
        }
    }

    func testAnimationPresetsAsAnObject() throws {
        let theme = try theme(#"{"animations": {"settle": {"kind": "factory"}}}"#)
        XCTAssertTrue(Resolver(theme: theme).resolve("animate-settle", context: ResolutionContext()).valid)
        XCTAssertFalse(Resolver().resolve("animate-settle", context: ResolutionContext()).valid)
    }
}

extension ResolutionContext {
    static func with(_ change: (inout ResolutionContext) -> Void) -> ResolutionContext {
        var context = ResolutionContext()
        change(&context)
        return context
    }
}
