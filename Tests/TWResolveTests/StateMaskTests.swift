import XCTest
@testable import TWResolve
import TWSyntax

/// A rule's conditions are a bit mask; it must answer every question exactly as the
/// `Set<InteractionState>` it replaces, for every one of the 16 sets of states.
final class StateMaskTests: XCTestCase {
    private let everySet: [Set<InteractionState>] = (0..<16).map { bits in
        Set(InteractionState.allCases.enumerated().filter { bits & (1 << $0.offset) != 0 }.map(\.element))
    }

    func testMaskAgreesWithTheSet() {
        for states in everySet {
            let mask = StateMask(states)
            XCTAssertEqual(mask.states, states)
            XCTAssertEqual(mask.count, states.count)
            XCTAssertEqual(mask.isEmpty, states.isEmpty)
            XCTAssertEqual(mask.highest, states.map(\.rawValue).max() ?? 0, "\(states)")
            XCTAssertEqual(mask.sorted, states.sorted())
            for state in InteractionState.allCases { XCTAssertEqual(mask.contains(state), states.contains(state)) }
            for other in everySet {
                XCTAssertEqual(mask.isSubset(of: StateMask(other)), states.isSubset(of: other), "\(states) ⊆ \(other)")
                XCTAssertEqual(mask == StateMask(other), states == other)
            }
        }
    }

    /// Reference §4.2: a rule's priority is its highest state (hover 1 … disabled 4) and its
    /// condition count the number of states; variant order does not matter.
    func testRuleConditionsFromTheMask() throws {
        let expansion = Resolver().expand("focus:hover:opacity-50 disabled:px-2 px-4", context: ResolutionContext())
        XCTAssertEqual(expansion.rules.map(\.states), [[.focus, .hover], [.disabled], []])
        XCTAssertEqual(expansion.rules.map(\.priority), [2, 4, 0])
        XCTAssertEqual(expansion.rules.map(\.conditionCount), [2, 1, 0])
        XCTAssertEqual(expansion.rules.map(\.isUnconditioned), [false, false, true])
        XCTAssertEqual(expansion.rules.map { $0.applies(states: [.hover, .focus], groupStates: [:]) }, [true, false, true])
        var rule = try XCTUnwrap(expansion.rules.first)
        rule.states = [.pressed]
        XCTAssertEqual(rule.states, [.pressed])
        XCTAssertEqual(rule.priority, 3)
    }
}
