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

    /// The top-level classes every one of whose fields a later class replaced, with the class that
    /// replaced the first of them (issue 3, `overridden`).
    func overridden() -> [(rule: ExpandedRule, by: ExpandedRule, field: Field)] {
        var written: [Int: (rule: ExpandedRule, fields: [Field])] = [:]
        for rule in applied {
            for assignment in rule.assignments where assignment.field != .nativeModifier {
                written[rule.origin.ordinal, default: (rule, [])].fields.append(assignment.field)
            }
        }
        var result: [(ExpandedRule, ExpandedRule, Field)] = []
        for (ordinal, entry) in written.sorted(by: { $0.key < $1.key }) {
            let survivors = entry.fields.filter { winners[$0]?.rule.origin.ordinal == ordinal }
            guard survivors.isEmpty, let first = entry.fields.first, let winner = winners[first] else { continue }
            result.append((entry.rule, winner.rule, first))
        }
        return result
    }
}
