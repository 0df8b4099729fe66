import XCTest
@testable import TWResolve
import TWSyntax

/// The field table takes unconditioned rules in ascending declaration order as they
/// come and sorts only otherwise. Precedence must not depend on which path ran (reference §4.2:
/// state precedence first, then the later declaration wins).
final class FieldTableOrderTests: XCTestCase {
    private func rule(_ padding: Double, index: Int, states: Set<InteractionState> = []) -> ExpandedRule {
        ExpandedRule(
            assignments: [Assignment(.paddingTop, .number(padding))], states: states, groupConditions: [], index: index,
            origin: RuleOrigin(text: "p-\(Int(padding))", range: ByteRange(start: 0, end: 1), source: .local, ordinal: index, chain: [], innerText: nil))
    }

    /// Rules handed over out of declaration order: the highest `index` still wins.
    func testUnconditionedRulesOutOfOrderAreSorted() {
        let table = FieldTable(rules: [rule(3, index: 2), rule(1, index: 0), rule(2, index: 1)], states: [], groupStates: [:])
        XCTAssertEqual(table.number(.paddingTop), 3)
        XCTAssertEqual(table.applied.map(\.index), [0, 1, 2])
    }

    /// Two rules with the same `index` keep their order in the list.
    func testEqualIndexesKeepListOrder() {
        let table = FieldTable(rules: [rule(1, index: 0), rule(2, index: 0)], states: [], groupStates: [:])
        XCTAssertEqual(table.number(.paddingTop), 2)
    }

    /// A hovered rule declared first beats a later unconditioned one while hovered, and applies
    /// not at all otherwise (`hover:p-2 p-1`).
    func testStatePrecedenceBeatsDeclarationOrder() {
        let rules = [rule(2, index: 0, states: [.hover]), rule(1, index: 1)]
        XCTAssertEqual(FieldTable(rules: rules, states: [.hover], groupStates: [:]).number(.paddingTop), 2)
        XCTAssertEqual(FieldTable(rules: rules, states: [.hover], groupStates: [:]).applied.map(\.index), [1, 0])
        XCTAssertEqual(FieldTable(rules: rules, states: [], groupStates: [:]).number(.paddingTop), 1)
        XCTAssertEqual(FieldTable(rules: rules, states: [], groupStates: [:]).applied.map(\.index), [1])
    }

    /// `p-1 p-2` handed over in either order: `p-1` is overridden by `p-2`, the later declared
    /// (`overridden`), whichever order the table's rules came in.
    func testOverriddenReadsDeclarationOrder() {
        for rules in [[rule(1, index: 0), rule(2, index: 1)], [rule(2, index: 1), rule(1, index: 0)]] {
            let overridden = FieldTable(rules: rules, states: [], groupStates: [:]).overridden()
            XCTAssertEqual(overridden.map(\.rule.origin.text), ["p-1"])
            XCTAssertEqual(overridden.map(\.by.origin.text), ["p-2"])
        }
        // Under hover, `hover:p-2` declared first replaces nothing: `p-1` keeps the idle state.
        let hovered = FieldTable(rules: [rule(2, index: 0, states: [.hover]), rule(1, index: 1)], states: [.hover], groupStates: [:])
        XCTAssertTrue(hovered.overridden().isEmpty)
    }
}
