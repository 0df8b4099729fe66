import XCTest
import TWSyntax
import TWResolve

/// Registered native modifier slots (reference §12.2; swiftcn
/// NativeUtilityTests): every registration is a slot in phase, order, name order, and per
/// conflict key the last reference in precedence order is the one active slot.
final class NativeSlotTests: XCTestCase {
    /// `tilt` and `lean`: `.argument(default: "0")`, order 10, conflict key `angle`, degrees;
    /// `glass`: a view tag at order 20 (swiftcn NativeUtilityTests).
    private func context(_ states: Set<InteractionState> = []) -> ResolutionContext {
        var context = ResolutionContext()
        context.states = states
        for name in ["tilt", "lean"] {
            context.modifiers[name] = ModifierRegistration(
                name: name, argument: ArgumentRule(kind: .degrees), defaultArgument: "0", order: 10, conflictKey: "angle")
        }
        context.modifiers["glass"] = ModifierRegistration(name: "glass", order: 20)
        return context
    }

    private let conflict = "hover:tilt-[14] tilt-[4] lean-[6] disabled:tilt-[0]"

    func testIssueInputHoverMakesTiltTheFirstActiveSlotAt14Degrees() throws {
        // State hover → first active slot `tilt`, 14°.
        let slots = Resolver().nativeSlots(conflict, context: context([.hover]))
        XCTAssertEqual(slots.firstActive, "tilt")
        XCTAssertEqual(try XCTUnwrap(slots["tilt"]).number(as: .degrees), 14)
        XCTAssertEqual(slots.active, ["tilt"], "`lean` shares the key and loses")
    }

    func testRestAndDisabled() throws {
        // Reference §12.2: idle → lean; hovered and disabled → tilt with 0.
        XCTAssertEqual(Resolver().nativeSlots(conflict, context: context()).firstActive, "lean")
        let disabled = Resolver().nativeSlots(conflict, context: context([.hover, .disabled]))
        XCTAssertEqual(disabled["tilt"]?.number(as: .degrees), 0)
        XCTAssertEqual(disabled["lean"]?.active, false)
    }

    func testOrderIsPhaseThenOrderThenNameAndEverySlotIsPresent() {
        var context = context()
        context.modifiers["first"] = ModifierRegistration(name: "first", phase: .content)
        let slots = Resolver().nativeSlots("", context: context)
        XCTAssertEqual(slots.order, ["first", "lean", "tilt", "glass"])
        XCTAssertTrue(slots.allInactive)
        XCTAssertEqual(slots.slots.count, 4)
    }

    func testArgumentUnitsAndInvalidStyles() {
        let slots = Resolver().nativeSlots(
            "lifted glass tilt-[12deg]",
            context: {
                var c = context(); c.named["lifted"] = Recipe(classes: "tilt-[8]"); return c
            }())
        XCTAssertEqual(slots.active, ["tilt", "glass"])
        XCTAssertEqual(slots["tilt"]?.number(as: .degrees), 12)
        // An invalid style applies no slot at all (reference §12.2).
        XCTAssertTrue(Resolver().nativeSlots("tilt-[5] invalid", context: context()).allInactive)
    }

    func testGroupVariantsCount() {
        var context = context()
        context.groupStates["hero"] = [.hover]
        XCTAssertEqual(Resolver().nativeSlots("tilt-[0] group-hover/hero:tilt-[9]", context: context)["tilt"]?.number(as: .degrees), 9)
    }
}
