import Foundation
import XCTest
import TWSyntax
import TWResolve

/// What registered app utilities return, from theme data (`scale`, `fixed`, `classes`, `values`;
/// swiftcn ArgumentTests, reference §2.2 step 3, §2.6).
final class UtilityOutputTests: XCTestCase {
    private func resolve(_ classes: String, _ utilities: String, states: Set<InteractionState> = [], spacingUnit: Double? = nil) throws -> Resolution {
        let unit = spacingUnit.map { #""spacingUnit": \#($0), "# } ?? ""
        let theme = try Theme.decode(Data(#"{\#(unit)"utilities": \#(utilities)}"#.utf8), source: "test.json")
        var context = ResolutionContext()
        context.states = states
        return Resolver(theme: theme).resolve(classes, context: context)
    }

    func testScaledRotationPlusReturnedClasses() throws {
        // `TWUtility { a, _ in .rotate(a.degrees * 2) + "rounded-[12]" }`: hover:tilt-[12deg] → 24°, radius 12.
        let tilt = #"{"tilt": {"argument": "degrees", "sets": "rotation", "scale": 2, "classes": "rounded-[12]"}}"#
        let hovered = try resolve("rotate-[0] hover:tilt-[12deg]", tilt, states: [.hover])
        XCTAssertEqual(hovered.transform.rotation, 24)
        XCTAssertEqual(hovered.radius, 12)
        XCTAssertEqual(try resolve("rotate-[0] hover:tilt-[12deg]", tilt).transform.rotation, 0, "the returned classes keep the hover condition")
    }

    func testSpacingUnitScale() throws {
        // `theme.space(n)`: inset-[3] with spacing unit 5 is 15 points on every edge.
        let resolution = try resolve(
            "inset-[3]", #"{"inset": {"argument": "number", "minimum": 0, "sets": "padding", "scale": "spacingUnit"}}"#, spacingUnit: 5)
        XCTAssertEqual(resolution.padding.top, 15)
        XCTAssertEqual(resolution.padding.trailing, 15)
    }

    func testEnumeratedFactoryReturnsNilForOtherArguments() throws {
        let label = #"{"label": {"values": {"label:Hello world": "opacity-40", "literal_name": "opacity-60"}}}"#
        XCTAssertEqual(try resolve("label-[label:Hello_world]", label).opacity, 0.4)
        XCTAssertEqual(try resolve(#"label-[literal\_name]"#, label).opacity, 0.6)
        let other = try resolve("label-[other]", label)
        XCTAssertFalse(other.valid)
        XCTAssertEqual(other.diagnostics.first?.detail, "label-[other]")
    }

    func testFactoryReturningItselfIsARecursiveClass() throws {
        // swiftcn: a factory returning `loop-[1]` for `loop-[1]` throws recursiveClass("loop-[1]").
        let resolution = try resolve("loop-[1]", #"{"loop": {"classes": "loop-[1]"}}"#)
        XCTAssertEqual(resolution.diagnostics.first?.kind, .recursiveClass)
        XCTAssertEqual(resolution.diagnostics.first?.detail, "loop-[1]")
    }

    func testFixedArgumentBeatsTheBuiltInPrefix() throws {
        // `TWUtility { _, _ in .w(21) }` registered as `w`: w-[43] is 21 points wide.
        XCTAssertEqual(try resolve("w-[43]", #"{"w": {"sets": "width", "fixed": "21"}}"#).frame.width, 21)
        XCTAssertThrowsError(try resolve("w-[43]", #"{"w": {"fixed": "21"}}"#), "a fixed argument needs `sets`")
    }

    func testRawArgumentsReachTheFactory() throws {
        let theme = try Theme.decode(Data(#"{"utilities": {"label": {}}}"#.utf8), source: "test.json")
        let arguments = Resolver(theme: theme).utilityArguments("p-2 hover:label-[label:Hello_world] label-[a\\_b]", context: ResolutionContext())
        XCTAssertEqual(arguments.map(\.raw), ["label:Hello world", "a_b"])
    }
}
