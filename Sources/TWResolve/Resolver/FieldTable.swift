import TWSyntax

/// The fields that hold in one set of states: the rules that apply, sorted by swiftcn's
/// precedence, written last-writer-wins per field (reference §4.2).
struct FieldTable {
    struct Winner {
        var value: FieldValue
        var rule: ExpandedRule
        /// Earlier writers of the field in applied order, before the winner.
        var replaced: [ExpandedRule]
    }

    private(set) var winners: [Field: Winner] = [:]
    /// Registered native modifiers by conflict key (their name), last wins (reference §12.2).
    private(set) var modifiers: [String: (argument: String?, rule: ExpandedRule)] = [:]
    /// The rules that applied, in precedence order.
    private(set) var applied: [ExpandedRule] = []

    init(rules: [ExpandedRule], states: Set<InteractionState>, groupStates: [String: Set<InteractionState>]) {
        applied = rules
            .filter { $0.applies(states: states, groupStates: groupStates) }
            .sorted { ($0.priority, $0.conditionCount, $0.index) < ($1.priority, $1.conditionCount, $1.index) }
        for rule in applied {
            for assignment in rule.assignments {
                if assignment.field == .nativeModifier, case .modifier(let name, let argument) = assignment.value {
                    modifiers[name] = (argument, rule)
                    continue
                }
                var replaced = winners[assignment.field].map { $0.replaced + [$0.rule] } ?? []
                if replaced.count > 8 { replaced.removeFirst(replaced.count - 8) }
                winners[assignment.field] = Winner(value: assignment.value, rule: rule, replaced: replaced)
            }
        }
    }

    subscript(field: Field) -> FieldValue? { winners[field]?.value }

    func number(_ field: Field) -> Double? {
        if case .number(let value)? = winners[field]?.value { return value }
        return nil
    }

    func keyword(_ field: Field) -> String? {
        if case .keyword(let value)? = winners[field]?.value { return value }
        return nil
    }

    func flag(_ field: Field) -> Bool? {
        if case .flag(let value)? = winners[field]?.value { return value }
        return nil
    }

    func color(_ field: Field) -> ColorReference? {
        switch winners[field]?.value {
        case .color(let reference)?: reference
        case .dynamic?: .dynamic
        default: nil
        }
    }

    func rule(_ field: Field) -> ExpandedRule? { winners[field]?.rule }

    /// The top-level classes that draw nothing in these states because every field they wrote
    /// was written again by a later class under the same conditions, with the class that replaced
    /// the first of them (issue 3, `overridden`).
    ///
    /// A class under other conditions does not override: `px-4 hover:px-6` keeps `px-4` for the
    /// idle state, so nothing is overridden while hovered. Same conditions in any variant order
    /// do: `hover:focus:opacity-[0.5] focus:hover:opacity-[0.8]` overrides the first.
    func overridden() -> [(rule: ExpandedRule, by: ExpandedRule, field: Field)] {
        struct Conditions: Hashable {
            var states: Set<InteractionState>
            var groups: Set<GroupCondition>
        }
        // Walk from the last declared rule back, remembering the last writer of each field per
        // condition set; a write is replaced when a later rule with the same conditions wrote it.
        var lastWriters: [Conditions: [Field: ExpandedRule]] = [:]
        var writes: [Int: (rule: ExpandedRule, fields: [(Field, ExpandedRule?)])] = [:]
        for rule in applied.sorted(by: { $0.index > $1.index }) {
            let key = Conditions(states: rule.states, groups: rule.groupConditions)
            var fields: [(Field, ExpandedRule?)] = []
            for assignment in rule.assignments where assignment.field != .nativeModifier {
                fields.append((assignment.field, lastWriters[key]?[assignment.field]))
            }
            for assignment in rule.assignments where assignment.field != .nativeModifier && lastWriters[key]?[assignment.field] == nil {
                lastWriters[key, default: [:]][assignment.field] = rule
            }
            let ordinal = rule.origin.ordinal
            writes[ordinal] = (writes[ordinal]?.rule ?? rule, fields + (writes[ordinal]?.fields ?? []))
        }
        var result: [(ExpandedRule, ExpandedRule, Field)] = []
        for (_, entry) in writes.sorted(by: { $0.key < $1.key }) {
            guard let first = entry.fields.first, entry.fields.allSatisfy({ $0.1 != nil }), let by = first.1 else { continue }
            result.append((entry.rule, by, first.0))
        }
        return result
    }
}
