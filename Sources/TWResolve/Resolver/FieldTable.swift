import TWSyntax

/// The fields that hold in one set of states: the rules that apply, sorted by swiftcn's
/// precedence, written last-writer-wins per field (reference §4.2).
struct FieldTable {
    /// The rule that wrote a field last, and the one it replaced.
    struct Winner {
        var value: FieldValue
        var rule: ExpandedRule
        /// The writer before the winner in applied order, if any.
        var previous: ExpandedRule?
    }

    /// Per field ordinal: the value, and indices into ``applied`` of the writer and its predecessor.
    private struct Slot {
        var value: FieldValue
        var writer: Int
        var previous: Int?
    }

    private var slots: [Slot?] = Array(repeating: nil, count: Field.count)
    /// Registered native modifiers by conflict key (their name), last wins (reference §12.2).
    private(set) var modifiers: [String: (argument: String?, rule: ExpandedRule)] = [:]
    /// The rules that applied, in precedence order.
    private(set) var applied: [ExpandedRule] = []

    init(rules: [ExpandedRule], states: Set<InteractionState>, groupStates: [String: Set<InteractionState>]) {
        // Sort by precomputed keys: `priority` and `conditionCount` walk the condition sets, too
        // costly to evaluate in every comparison.
        var keyed: [(priority: Int, conditions: Int, index: Int, position: Int)] = []
        keyed.reserveCapacity(rules.count)
        for (position, rule) in rules.enumerated() where rule.applies(states: states, groupStates: groupStates) {
            keyed.append((rule.isUnconditioned ? 0 : rule.priority, rule.conditionCount, rule.index, position))
        }
        keyed.sort { ($0.priority, $0.conditions, $0.index, $0.position) < ($1.priority, $1.conditions, $1.index, $1.position) }
        applied = keyed.map { rules[$0.position] }
        for (position, rule) in applied.enumerated() {
            for assignment in rule.assignments {
                if assignment.field == .nativeModifier, case .modifier(let name, let argument) = assignment.value {
                    modifiers[name] = (argument, rule)
                    continue
                }
                let ordinal = assignment.field.ordinal
                slots[ordinal] = Slot(value: assignment.value, writer: position, previous: slots[ordinal]?.writer)
            }
        }
    }

    /// The winner of a field, if any class wrote it.
    func winner(_ field: Field) -> Winner? {
        guard let slot = slots[field.ordinal] else { return nil }
        return Winner(value: slot.value, rule: applied[slot.writer], previous: slot.previous.map { applied[$0] })
    }

    /// Every written field with its winner, in field order.
    var winners: [(Field, Winner)] {
        Field.allCases.compactMap { field in winner(field).map { (field, $0) } }
    }

    subscript(field: Field) -> FieldValue? { slots[field.ordinal]?.value }

    func number(_ field: Field) -> Double? {
        if case .number(let value)? = slots[field.ordinal]?.value { return value }
        return nil
    }

    func keyword(_ field: Field) -> String? {
        if case .keyword(let value)? = slots[field.ordinal]?.value { return value }
        return nil
    }

    func flag(_ field: Field) -> Bool? {
        if case .flag(let value)? = slots[field.ordinal]?.value { return value }
        return nil
    }

    func color(_ field: Field) -> ColorReference? {
        switch slots[field.ordinal]?.value {
        case .color(let reference)?: reference
        case .dynamic?: .dynamic
        default: nil
        }
    }

    func rule(_ field: Field) -> ExpandedRule? { slots[field.ordinal].map { applied[$0.writer] } }

    /// The top-level classes that draw nothing in these states because every field they wrote
    /// was written again by a later class under the same conditions, with the class that replaced
    /// the first of them (issue 3, `overridden`).
    ///
    /// A class under other conditions does not override: `px-4 hover:px-6` keeps `px-4` for the
    /// idle state, so nothing is overridden while hovered. Same conditions in any variant order
    /// do: `hover:focus:opacity-[0.5] focus:hover:opacity-[0.8]` overrides the first.
    func overridden() -> [(rule: ExpandedRule, by: ExpandedRule, field: Field)] {
        struct Conditions: Hashable {
            var states: UInt8
            var groups: Set<GroupCondition>
        }
        func conditions(_ rule: ExpandedRule) -> Conditions {
            var mask: UInt8 = 0
            for state in rule.states { mask |= 1 << UInt8(state.rawValue) }
            return Conditions(states: mask, groups: rule.groupConditions)
        }
        // Walk from the last declared rule back: the first writer met per field and condition set
        // is the last one declared. A write is replaced when another top-level class with the same
        // conditions wrote the field after it.
        let declared = applied.indices.sorted { applied[$0].index > applied[$1].index }
        // Per condition set, the last writer of each field (a flat table, `-1` for none), so that
        // the walk stays linear in the number of rules without copying a row per rule.
        var conditionRows: [Conditions: Int] = [:]
        var lastWriters: [Int] = []
        // Per top-level class (by ordinal): the first applied rule, whether every write was
        // replaced so far, and the replacer of its first field in declaration order.
        var classes: [Int: (rule: Int, allReplaced: Bool, by: Int?, field: Field?)] = [:]
        for position in declared {
            let rule = applied[position]
            let key = conditions(rule)
            let row: Int
            if let existing = conditionRows[key] {
                row = existing
            } else {
                row = lastWriters.count
                conditionRows[key] = row
                lastWriters.append(contentsOf: repeatElement(-1, count: Field.count))
            }
            var entry = classes[rule.origin.ordinal] ?? (position, true, nil, nil)
            entry.rule = position
            for assignment in rule.assignments.reversed() where assignment.field != .nativeModifier {
                let slot = row + assignment.field.ordinal
                let later = lastWriters[slot]
                if later >= 0, applied[later].origin.ordinal != rule.origin.ordinal {
                    entry.by = later
                    entry.field = assignment.field
                } else if later < 0 {
                    entry.allReplaced = false
                }
                if later < 0 { lastWriters[slot] = position }
            }
            classes[rule.origin.ordinal] = entry
        }
        return classes.sorted { $0.key < $1.key }.compactMap { _, entry in
            guard entry.allReplaced, let by = entry.by, let field = entry.field else { return nil }
            return (applied[entry.rule], applied[by], field)
        }
    }
}
