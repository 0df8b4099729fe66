import XCTest
import TWResolve
import TWSyntax

/// Typed interpolated values (reference §1.3; swiftcn `InterpolationTests.swift`).
final class TypedInterpolationTests: XCTestCase {
    private func resolve(
        _ template: String, _ values: [String: InterpolatedValue], theme: Theme = .builtIn,
        _ change: (inout ResolutionContext) -> Void = { _ in }
    ) -> Resolution {
        Resolver(theme: theme).resolve(template, values: values, context: context(change))
    }

    private func registrations(_ json: String) throws -> Theme {
        try ThemeLoader.decode(Data(json.utf8), source: "test", base: .builtIn)
    }

    func testOffsetFromIntsAndScaleFromASize() {
        let r = resolve("offset-[{x},{y}] scale-[{size}]", ["x": .int(12), "y": .int(-4), "size": .size(width: 1.1, height: 0.9)])
        XCTAssertTrue(r.valid)
        XCTAssertEqual(r.transform.offsetX, 12)
        XCTAssertEqual(r.transform.offsetY, -4)
        XCTAssertEqual(r.transform.scaleX, 1.1)
        XCTAssertEqual(r.transform.scaleY, 0.9)
    }

    /// `nativeBuiltInsUseValuesAndUnitsWithoutAStringRoundTrip`.
    func testValuesAndUnitsWithoutAStringRoundTrip() {
        let r = resolve(
            "w-[{width}] p-[{amount}] rotate-[{angle}] bg-[{color}] text-[color:{red}]",
            ["width": .cgFloat(123.5), "amount": .double(1e-10), "angle": .angle(degrees: 45), "color": .color("blue"), "red": .color("red")])
        XCTAssertTrue(r.valid, "\(r.diagnostics)")
        XCTAssertEqual(r.frame.width, 123.5)
        XCTAssertEqual(r.padding.top, 1e-10)
        XCTAssertEqual(r.transform.rotation, 45)
        XCTAssertEqual(r.background?.native, "blue")
        XCTAssertEqual(r.foreground?.native, "red")
        let units = resolve(
            "w-[{a}pt] duration-[{b}s] delay-[{c}ms] rotate-[{d}rad] line-clamp-[{e}]",
            ["a": .double(12.5), "b": .double(0.4), "c": .int(75), "d": .double(0.5), "e": .int(2)])
        XCTAssertEqual(units.frame.width, 12.5)
        XCTAssertEqual(units.motion.duration, 0.4, accuracy: 1e-12)
        XCTAssertEqual(units.motion.delay, 0.075, accuracy: 1e-12)
        XCTAssertEqual(units.transform.rotation, 28.64788975654116, accuracy: 1e-9)
        XCTAssertEqual(units.text.lineLimit, 2)
    }

    /// A NaN `Double` for a value modifier is an error; so is a `Color` for it.
    func testValueModifierRejectsNaNAndWrongTypes() throws {
        let theme = try registrations(#"{"modifiers": {"tilt": {"argument": "number", "default": "0.0"}}}"#)
        XCTAssertTrue(resolve("tilt-[{v}]", ["v": .double(8)], theme: theme).valid)
        XCTAssertTrue(resolve("tilt-[{v}]", ["v": .int(8)], theme: theme).valid, "value(as: Double.self) reads an Int through number")
        for value in [InterpolatedValue.double(.nan), .double(.infinity), .color("blue")] {
            let r = resolve("tilt-[{v}]", ["v": value], theme: theme)
            XCTAssertFalse(r.valid, "\(value)")
            XCTAssertEqual(r.diagnostics.first?.kind, .unknownClass)
        }
        XCTAssertFalse(resolve("w-[{inf}]", ["inf": .double(.infinity)]).valid)
    }

    func testStringsInsideBracketsAreAtomic() throws {
        let theme = try registrations(#"{"modifiers": {"label": {"argument": "text"}}}"#)
        let text = "Hello_world ] hover:opacity-0 [ : / \\ end\nAnother line"
        let r = resolve("p-3 label-[{label}]", ["label": .string(text)], theme: theme) { $0.states = [.hover] }
        XCTAssertTrue(r.valid, "\(r.diagnostics)")
        XCTAssertEqual(r.opacity, 1, "the string injects no class")
        XCTAssertEqual(r.nativeModifiers.first { $0.name == "label" }?.argument, text)
    }

    func testOutsideBracketsStringsBecomeClassesAndOtherTypesFail() {
        let r = resolve("{fragments} {fragment}", ["fragments": .strings(["p-3", "rounded-md"]), "fragment": .optionalString("opacity-80")])
        XCTAssertEqual(r.opacity, 0.8)
        XCTAssertEqual(r.padding.top, 12)
        XCTAssertTrue(resolve("card {absent}", ["absent": .optionalString(nil)]).valid)
        XCTAssertEqual(resolve("w-{n}", ["n": .int(12)]).frame.width, 48, "w-\\(12) is w-12")
        let color = resolve("{c}", ["c": .color("blue")])
        XCTAssertFalse(color.valid)
        XCTAssertTrue(color.undecorated)
        XCTAssertEqual(color.diagnostics.first?.message, "Unsupported swiftcn interpolation: SwiftUI.Color")
        XCTAssertEqual(color.diagnostics.first?.code, .interpolationType)
        XCTAssertEqual(resolve("w-[\\{n}]", ["n": .int(1)]).diagnostics.first?.message, "Unsupported swiftcn interpolation: an escaped argument")
        XCTAssertEqual(resolve("w-[{missing}]", ["n": .int(1)]).diagnostics.first?.detail, "missing")
    }

    func testInterpolatedAnimations() throws {
        let fixed = try XCTUnwrap(
            resolve("animate-[{native}] duration-10 delay-50", ["native": .animation("spring(response: 0.4, dampingFraction: 0.8)")]).transaction?.animation)
        XCTAssertEqual(fixed.name, "spring(response: 0.4, dampingFraction: 0.8)")
        XCTAssertFalse(fixed.retimedByDuration)
        XCTAssertEqual(fixed.delay, 0.05, accuracy: 1e-12)
        let factory = try XCTUnwrap(resolve("animate-[{preset}] duration-250", ["preset": .animationPreset("smooth")]).transaction?.animation)
        XCTAssertEqual(factory.name, "smooth")
        XCTAssertEqual(factory.duration, 0.25)
        XCTAssertFalse(resolve("animate-[{n}]", ["n": .int(1)]).valid)
    }

    /// A utility reading a payload's member, inside a named class and behind a variant
    /// (`typedArgumentsRespectVariantsThemesAndCustomFactories`).
    func testPayloadUtilityThroughARecipeAndAVariant() throws {
        let theme = try registrations(#"{"utilities": {"payload": {"argument": "payload", "sets": "opacity", "member": "amount"}}}"#)
        let payload = InterpolatedValue.payload(type: "Payload", fields: .object(["amount": .double(0.4), "label": .string("native")]))
        XCTAssertEqual(resolve("recipe", ["payload": payload], theme: theme) { $0.named["recipe"] = Recipe(classes: "payload-[{payload}]") }.opacity, 0.4)
        XCTAssertEqual(resolve("hover:payload-[{payload}]", ["payload": payload], theme: theme).opacity, 1)
        XCTAssertEqual(resolve("hover:payload-[{payload}]", ["payload": payload], theme: theme) { $0.states = [.hover] }.opacity, 0.4)
        XCTAssertFalse(Resolver(theme: theme).resolve("payload-[0.4]", context: ResolutionContext()).valid, "text is not the payload type")
    }

    /// A registered utility's factor applies to a typed argument as to text (`rotate(degrees * 2)`).
    func testRegisteredUtilityScaleAppliesToTypedValues() throws {
        let theme = try registrations(#"{"utilities": {"tilt": {"argument": "degrees", "sets": "rotation", "scale": 2}}}"#)
        XCTAssertEqual(resolve("tilt-[{a}]", ["a": .double(10)], theme: theme).transform.rotation, 20)
        XCTAssertEqual(resolve("tilt-[{a}]", ["a": .angle(degrees: 10)], theme: theme).transform.rotation, 20)
    }

    func testValuesFromTheCommandLineAndJSON() throws {
        XCTAssertEqual(try InterpolatedValue.assignment("size=CGSize:1.1,0.9").value, .size(width: 1.1, height: 0.9))
        XCTAssertEqual(try InterpolatedValue.assignment("a=Angle:0.5rad").value, .angle(degrees: 0.5 * 180 / .pi))
        XCTAssertEqual(try InterpolatedValue(json: .object(["type": .string("Int"), "value": .int(-4)])), .int(-4))
        XCTAssertEqual(try InterpolatedValue(json: .object(["type": .string("Angle"), "radians": .double(.pi / 4)])), .angle(degrees: 45))
        XCTAssertThrowsError(try InterpolatedValue.assignment("x=Int:1.5"))
        XCTAssertThrowsError(try InterpolatedValue.assignment("x:Int=1"))
        XCTAssertThrowsError(try InterpolatedValue(type: "Color", text: "blurple"))
    }
}
