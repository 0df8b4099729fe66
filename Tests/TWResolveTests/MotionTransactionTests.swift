import XCTest
import TWResolve
import TWSyntax

/// The animation a styled update applies (reference §9; swiftcn
/// `AnimationTests.swift` and `CompositionRenderingTests.swift`).
final class MotionTransactionTests: XCTestCase {
    static let states = "animate-ease-out duration-300 active:animate-spring active:duration-100 disabled:animate-none"

    private func transaction(_ classes: String, _ change: (inout ResolutionContext) -> Void = { _ in }) throws -> MotionTransaction {
        try XCTUnwrap(resolve(classes, change).transaction, "no transaction for \(classes)")
    }

    func testAtRestTheRestPresetApplies() throws {
        let result = try transaction(Self.states)
        XCTAssertEqual(result.effect, .set)
        XCTAssertEqual(result.animation?.name, "easeOut")
        XCTAssertEqual(result.animation?.duration, 0.3)
        XCTAssertEqual(result.animation?.delay, 0)
    }

    func testEnteringPressedSpringsInAHundredMilliseconds() throws {
        let result = try transaction(Self.states) {
            $0.states = [.pressed]
            $0.motionChange = MotionChange(fromStates: [])
        }
        XCTAssertEqual(result.animation?.name, "spring")
        XCTAssertEqual(result.animation?.duration, 0.1)
        XCTAssertEqual(result.fromStates, [])
        XCTAssertEqual(result.toStates, ["pressed"])
    }

    /// The destination state's preset wins on exit too (reference §9.1).
    func testLeavingPressedUsesTheRestPreset() throws {
        let result = try transaction(Self.states) { $0.motionChange = MotionChange(fromStates: [.pressed]) }
        XCTAssertEqual(result.animation?.name, "easeOut")
        XCTAssertEqual(result.animation?.duration, 0.3)
    }

    func testDisabledHasNoAnimation() throws {
        for states: Set<InteractionState> in [[.disabled], [.pressed, .disabled]] {
            let result = try transaction(Self.states) { $0.states = states }
            XCTAssertEqual(result.effect, .cleared)
            XCTAssertNil(result.animation)
        }
    }

    func testDurationAndDelayInAnyOrder() throws {
        let animation = try XCTUnwrap(transaction("duration-200 animate-ease-in-out delay-100").animation)
        XCTAssertEqual(animation.name, "easeInOut")
        XCTAssertEqual(animation.duration, 0.2)
        XCTAssertEqual(animation.delay, 0.1)
    }

    func testTimingAloneLeavesTheCallersTransaction() throws {
        let result = try transaction("p-4 duration-200 delay-100") { $0.transaction = CallerTransaction(animation: "linear(duration: 2)") }
        XCTAssertEqual(result.effect, .unchanged)
        XCTAssertEqual(result.callerAnimation, "linear(duration: 2)")
        XCTAssertNil(resolve("p-4 duration-200").transaction, "no preset and no transaction: no member")
    }

    func testDisabledTransactionIsLeftAloneEvenByNone() throws {
        for classes in ["animate-spring", "animate-none"] {
            let result = try transaction(classes) { $0.transaction = CallerTransaction(animation: "linear(duration: 2)", disablesAnimations: true) }
            XCTAssertEqual(result.effect, .unchanged, classes)
            XCTAssertTrue(result.disablesAnimations)
        }
    }

    func testNoneClearsTheCallersAnimationAndReduceMotionClearsAnyPreset() throws {
        XCTAssertEqual(try transaction("animate-none delay-100") { $0.transaction = CallerTransaction(animation: "linear(duration: 2)") }.effect, .cleared)
        let reduced = try transaction("animate-spring") { $0.reduceMotion = true }
        XCTAssertEqual(reduced.effect, .cleared)
        XCTAssertEqual(reduced.animatedPhases, [])
    }

    func testBuiltInPresetNames() throws {
        let names = [
            "linear": "linear", "ease-in": "easeIn", "ease-out": "easeOut", "ease-in-out": "easeInOut",
            "spring": "spring", "smooth": "smooth", "snappy": "snappy", "bouncy": "bouncy",
        ]
        for (preset, name) in names {
            XCTAssertEqual(try transaction("duration-200 animate-\(preset) delay-100").animation?.name, name)
        }
    }

    /// The motion recipes (reference §7.2).
    func testMotionRecipes() throws {
        for (recipe, name, duration) in [("control-motion", "smooth", 0.15), ("disclosure-motion", "spring", 0.25), ("feedback-motion", "smooth", 0.2)] {
            let animation = try XCTUnwrap(transaction(recipe).animation, recipe)
            XCTAssertEqual(animation.name, name, recipe)
            XCTAssertEqual(animation.duration ?? 0, duration, accuracy: 1e-9, recipe)
        }
        let off = try transaction("control-motion") { $0.named["control-motion"] = Recipe(classes: "animate-none") }
        XCTAssertEqual(off.effect, .cleared, "a recipe set to animate-none in global rules turns it off")
    }

    /// Scopes select the animated phases; watched surface and layout scopes force the content
    /// transition to identity (swiftcn `CompositionRenderingTests.animationScopeAffectsOnlySelectedStages`).
    func testAnimationScopes() throws {
        let expected: [AnimationScope: ([ModifierPhase], String?)] = [
            .all: ([.content, .layout, .decoration, .effects], nil), .surface: ([.content, .layout, .decoration, .effects], "identity"),
            .layout: ([.layout], "identity"), .content: ([.content], nil),
        ]
        for (scope, (phases, transition)) in expected {
            let result = try transaction("animate-linear p-8") { $0.motionChange = MotionChange(scope: scope) }
            XCTAssertEqual(result.animatedPhases, phases, scope.rawValue)
            XCTAssertEqual(result.contentTransition, transition, scope.rawValue)
        }
        for scope in [AnimationScope.surface, .layout, .content] {
            let result = try transaction("animate-linear p-8") { $0.motionChange = MotionChange(scope: scope, valueChanged: false) }
            XCTAssertEqual(result.effect, .unchanged, "an unrelated update does not enable watched \(scope) motion")
        }
        let noPreset = try transaction("p-8") {
            $0.motionChange = MotionChange(scope: .layout); $0.transaction = CallerTransaction(animation: "linear(duration: 0.2)")
        }
        XCTAssertEqual(noPreset.effect, .unchanged, "scopes without a preset keep the caller's animation")
        XCTAssertNil(noPreset.contentTransition)
    }

    /// swiftcn `TWModifier.body` sets `.identity` through `transformEnvironment(\.contentTransition)`
    /// when `animationValue != nil && appearance.motion.preset != nil && (animationScope == .surface
    /// || animationScope == .layout)`: nothing there reads the transaction or whether the watched
    /// value changed, and `animate-none` is a preset too.
    func testIdentityContentTransitionDoesNotDependOnTheTransaction() throws {
        for scope in [AnimationScope.surface, .layout] {
            let unchanged = try transaction("animate-linear p-8") { $0.motionChange = MotionChange(scope: scope, valueChanged: false) }
            XCTAssertEqual(unchanged.effect, .unchanged, scope.rawValue)
            XCTAssertEqual(unchanged.animatedPhases, [], scope.rawValue)
            XCTAssertEqual(unchanged.contentTransition, "identity", "unchanged watched value, \(scope)")
            let disabled = try transaction("animate-linear p-8") {
                $0.motionChange = MotionChange(scope: scope)
                $0.transaction = CallerTransaction(animation: "linear(duration: 2)", disablesAnimations: true)
            }
            XCTAssertEqual(disabled.effect, .unchanged, scope.rawValue)
            XCTAssertEqual(disabled.contentTransition, "identity", "animations disabled by the caller, \(scope)")
            let none = try transaction("animate-none") { $0.motionChange = MotionChange(scope: scope) }
            XCTAssertEqual(none.contentTransition, "identity", "animate-none, \(scope)")
        }
        for scope in [AnimationScope.all, .content] {
            let unchanged = try transaction("animate-linear p-8") { $0.motionChange = MotionChange(scope: scope, valueChanged: false) }
            XCTAssertNil(unchanged.contentTransition, scope.rawValue)
        }
        XCTAssertNil(
            try transaction("animate-linear") { $0.transaction = CallerTransaction(disablesAnimations: true) }.contentTransition,
            "`.tw(classes)` without a watched value sets no content transition")
    }

    /// Custom presets from a theme file's registrations (reference §9.1; the theme file's format).
    func testRegisteredFactoryFixedAndDelayPresets() throws {
        let theme = try ThemeLoader.decode(
            Data(
                """
                {"animations": {"settle": {"kind": "factory", "animation": "spring(bounce: 0.15)"},
                                "pop": {"kind": "fixed", "animation": "interactiveSpring(response: 0.4, dampingFraction: 0.8)"},
                                "late": {"animation": "smooth", "delay": 0.1}}}
                """.utf8), source: "test", base: .builtIn)
        let resolver = Resolver(theme: theme)
        let settle = try XCTUnwrap(resolver.resolve("animate-settle duration-250 delay-50", context: ResolutionContext()).transaction?.animation)
        XCTAssertEqual(settle.name, "spring(bounce: 0.15)")
        XCTAssertEqual(settle.duration, 0.25)
        XCTAssertEqual(settle.delay, 0.05, accuracy: 1e-12)
        let pop = try XCTUnwrap(resolver.resolve("animate-pop duration-250", context: ResolutionContext()).transaction?.animation)
        XCTAssertNil(pop.duration, "a fixed animation is not retimed by duration-*")
        XCTAssertFalse(pop.retimedByDuration)
        let late = try XCTUnwrap(resolver.resolve("animate-late delay-100", context: ResolutionContext()).transaction?.animation)
        XCTAssertEqual(late.delay, 0.2, accuracy: 1e-12, "a preset's own delay is added to the style's")
        XCTAssertTrue(resolver.resolve("animate-bouncy", context: ResolutionContext()).valid, "a partial registry keeps the built-ins")
    }

    /// `.twAnimation`: motion only, no decoration, no check of target-specific registrations.
    func testAnimationTarget() throws {
        let result = resolve("p-4 animate-linear duration-200") { $0.target = .animation }
        XCTAssertNil(result.surface)
        XCTAssertEqual(result.transaction?.animation?.name, "linear")
    }
}
