import TWSyntax

/// The fields that hold in one set of states: the rules that apply, sorted by swiftcn's
/// precedence, written last-writer-wins per field (reference §4.2).
package struct FieldTable {
    /// The rule that wrote a field last, and the one it replaced.
    struct Winner {
        var value: FieldValue
        var rule: ExpandedRule
        /// The writer before the winner in applied order, if any.
        var previous: ExpandedRule?
    }

    /// Per field ordinal: positions in ``rules`` of the writer and its predecessor (`-1` for
    /// none) and of the writer's assignment that holds the value. Plain integers, so that the
    /// table is made and destroyed without touching a value per field.
    private struct Slot {
        var writer: Int32 = -1
        var assignment: Int32 = 0
        var previous: Int32 = -1

        var isWritten: Bool { writer >= 0 }
    }

    private var slots = [Slot](repeating: Slot(), count: Field.count)

    /// The value a written slot holds.
    private func value(_ slot: Slot) -> FieldValue {
        rules[Int(slot.writer)].assignments[Int(slot.assignment)].value
    }

    /// The value of `field`'s slot, when written.
    private func value(_ field: Field) -> FieldValue? {
        let slot = slots[field.ordinal]
        return slot.isWritten ? value(slot) : nil
    }

    /// Registered native modifiers by conflict key (their name), last wins (reference §12.2).
    private(set) var modifiers: [String: (argument: String?, rule: ExpandedRule)] = [:]
    /// Every rule, applicable or not (shared storage, not copied).
    private let rules: [ExpandedRule]
    /// Positions in ``rules`` of the rules that applied, in precedence order.
    private var order: [Int] = []
    /// True when some field was written by rules of two different top-level classes: without
    /// that, no class can be overridden.
    private var hasCrossClassWrites = false

    /// The rules that applied, in precedence order.
    var applied: LazyMapSequence<[Int], ExpandedRule> { order.lazy.map { [rules] in rules[$0] } }

    /// The last applied rule, in precedence order, that satisfies `predicate`.
    func lastApplied(where predicate: (ExpandedRule) -> Bool) -> ExpandedRule? {
        for position in order.reversed() where predicate(rules[position]) { return rules[position] }
        return nil
    }

    package init(rules: [ExpandedRule], states: Set<InteractionState>, groupStates: [String: Set<InteractionState>]) {
        self.rules = rules
        let states = StateMask(states)
        // The applicable rules in declaration order. Unconditioned rules in ascending `index`
        // are already in precedence order (the common case): sorted only otherwise.
        order.reserveCapacity(rules.count)
        var needsSort = false
        var lastIndex = Int.min
        // Rules and assignments are read in place, not copied out (a copy retains every part).
        for position in rules.indices {
            if rules[position].isUnconditioned {
                order.append(position)
            } else if rules[position].applies(states: states, groupStates: groupStates) {
                order.append(position)
                needsSort = true
            } else {
                continue
            }
            if rules[position].index <= lastIndex { needsSort = true }
            lastIndex = rules[position].index
        }
        if needsSort { order = Self.precedenceOrder(of: order, in: rules) }
        for position in order {
            let classOrdinal = rules[position].origin.ordinal
            for index in rules[position].assignments.indices {
                let field = rules[position].assignments[index].field
                if field == .nativeModifier, case .modifier(let name, let argument, _) = rules[position].assignments[index].value {
                    modifiers[name] = (argument, rules[position])
                    continue
                }
                let ordinal = field.ordinal
                let previous = slots[ordinal].writer
                if previous >= 0, rules[Int(previous)].origin.ordinal != classOrdinal { hasCrossClassWrites = true }
                slots[ordinal] = Slot(writer: Int32(position), assignment: Int32(index), previous: previous)
            }
        }
    }

    /// `positions` sorted by swiftcn's precedence: condition priority, then condition count, then
    /// declaration order (reference §4.2), by precomputed keys (`priority` and `conditionCount`
    /// walk the condition sets, too costly to evaluate in every comparison).
    private static func precedenceOrder(of positions: [Int], in rules: [ExpandedRule]) -> [Int] {
        var keyed: [(priority: Int, conditions: Int, index: Int, position: Int)] = []
        keyed.reserveCapacity(positions.count)
        for position in positions {
            if rules[position].isUnconditioned {
                keyed.append((0, 0, rules[position].index, position))
            } else {
                keyed.append((rules[position].priority, rules[position].conditionCount, rules[position].index, position))
            }
        }
        func before(_ a: (priority: Int, conditions: Int, index: Int, position: Int), _ b: (priority: Int, conditions: Int, index: Int, position: Int)) -> Bool
        {
            (a.priority, a.conditions, a.index, a.position) < (b.priority, b.conditions, b.index, b.position)
        }
        // Mostly in order already: sort only if not.
        if zip(keyed, keyed.dropFirst()).contains(where: { !before($0, $1) }) { keyed.sort(by: before) }
        return keyed.map(\.position)
    }

    /// The winner of a field, if any class wrote it.
    func winner(_ field: Field) -> Winner? {
        let slot = slots[field.ordinal]
        guard slot.isWritten else { return nil }
        return Winner(value: value(slot), rule: rules[Int(slot.writer)], previous: slot.previous >= 0 ? rules[Int(slot.previous)] : nil)
    }

    /// Every written field with its winner, in field order.
    var winners: [(Field, Winner)] {
        var result: [(Field, Winner)] = []
        forEachWinner { result.append(($0, $1)) }
        return result
    }

    /// Calls `body` with every written field and its winner, in field order, without building
    /// an array.
    func forEachWinner(_ body: (Field, Winner) -> Void) {
        for ordinal in slots.indices {
            let slot = slots[ordinal]
            guard slot.isWritten else { continue }
            body(
                Field.byOrdinal[ordinal],
                Winner(value: value(slot), rule: rules[Int(slot.writer)], previous: slot.previous >= 0 ? rules[Int(slot.previous)] : nil))
        }
    }

    subscript(field: Field) -> FieldValue? { value(field) }

    /// `body` of the value of `field` read in place, when written: `self[field]` copies the value
    /// out (retaining its strings) and destroys it again, on every read.
    func reading<Result>(_ field: Field, _ body: (FieldValue) -> Result?) -> Result? {
        let slot = slots[field.ordinal]
        guard slot.isWritten else { return nil }
        return body(rules[Int(slot.writer)].assignments[Int(slot.assignment)].value)
    }

    /// True when some applied class wrote `field`.
    func isWritten(_ field: Field) -> Bool { slots[field.ordinal].isWritten }

    package func number(_ field: Field) -> Double? {
        reading(field) { if case .number(let value) = $0 { value } else { nil } }
    }

    package func keyword(_ field: Field) -> String? {
        reading(field) { if case .keyword(let value) = $0 { value } else { nil } }
    }

    /// The surface role written (``Field/surfaceRole``).
    package var surfaceRole: SurfaceRole? {
        reading(.surfaceRole) { if case .surfaceRole(let role) = $0 { role } else { nil } }
    }

    /// The native control size written (``Field/controlSize``).
    package var controlSize: ControlSize? {
        reading(.controlSize) { if case .controlSize(let size) = $0 { size } else { nil } }
    }

    /// The font weight written (``Field/weight``).
    package var weight: FontWeight? {
        reading(.weight) { if case .weight(let weight) = $0 { weight } else { nil } }
    }

    /// The multiline text alignment written (``Field/textAlignment``).
    package var textAlignment: TextAlignment? {
        reading(.textAlignment) { if case .alignment(let alignment) = $0 { alignment } else { nil } }
    }

    /// What a shared element matches (``Field/sharedProperties``).
    package var sharedProperties: SharedProperties? {
        reading(.sharedProperties) { if case .sharedProperties(let properties) = $0 { properties } else { nil } }
    }

    package func flag(_ field: Field) -> Bool? {
        reading(field) { if case .flag(let value) = $0 { value } else { nil } }
    }

    package func color(_ field: Field) -> ColorReference? {
        reading(field) {
            switch $0 {
            case .color(let reference): reference
            case .dynamic: .dynamic
            default: nil
            }
        }
    }

    /// The origin of the class that wrote `field`, without copying out its whole rule.
    func origin(_ field: Field) -> RuleOrigin? {
        let slot = slots[field.ordinal]
        return slot.isWritten ? rules[Int(slot.writer)].origin : nil
    }

    func rule(_ field: Field) -> ExpandedRule? {
        let slot = slots[field.ordinal]
        return slot.isWritten ? rules[Int(slot.writer)] : nil
    }

    /// ``overridden()`` as the resolution reports it: each overridden class and the class that
    /// replaced it, by text and range (one mapping for the builder and for
    /// ``Resolver/overridden(in:states:groupStates:)``).
    func overriddenClasses() -> [Resolution.Overridden] {
        overridden().map { entry in
            Resolution.Overridden(
                class: entry.rule.origin.text, by: entry.by.origin.text, field: entry.field.family,
                source: entry.rule.origin.source, range: entry.rule.origin.range, byRange: entry.by.origin.range)
        }
    }

    /// The top-level classes that draw nothing in these states because every field they wrote
    /// was written again by a later class under the same conditions, with the class that replaced
    /// the first of them (`overridden`).
    ///
    /// A class under other conditions does not override: `px-4 hover:px-6` keeps `px-4` for the
    /// idle state, so nothing is overridden while hovered. Same conditions in any variant order
    /// do: `hover:focus:opacity-[0.5] focus:hover:opacity-[0.8]` overrides the first.
    func overridden() -> [(rule: ExpandedRule, by: ExpandedRule, field: Field)] {
        func mask(_ rule: borrowing ExpandedRule) -> UInt8 { rule.stateMask.bits }
        // Walk from the last declared rule back: the first writer met per field and condition set
        // is the last one declared. A write is replaced when another top-level class with the same
        // conditions wrote the field after it.
        // An override needs two top-level classes writing one field; then some field's writers
        // in applied order change class at least once.
        guard hasCrossClassWrites else { return [] }
        // Last declared first. The indexes are read once (a comparison that read `rules[$0]`
        // copied the whole rule out), and a table in declaration order is only reversed.
        let indexes = order.map { rules[$0].index }
        var declared = Array(order.reversed())
        if zip(indexes, indexes.dropFirst()).contains(where: { $0 >= $1 }) {
            declared = zip(indexes, order).sorted { $0.0 > $1.0 }.map(\.1)
        }
        // Per condition set (found by a linear search: there are few), the last writer of each
        // field: a flat table of rule positions, `-1` for none.
        var conditionRows: [(states: UInt8, groups: Set<GroupCondition>, row: Int)] = []
        var lastWriters: [Int] = []
        // Per top-level class (by ordinal): the last applied rule met (`-1` for none), whether
        // every write was replaced so far, and the replacer of its first field in declaration order.
        var maxOrdinal = -1
        for position in order { maxOrdinal = max(maxOrdinal, rules[position].origin.ordinal) }
        var classes = Array(repeating: (rule: -1, allReplaced: true, by: -1, field: Field?.none), count: maxOrdinal + 1)
        for position in declared {
            // Read in place: a copy of the rule retains every part of it.
            let states = mask(rules[position])
            let row: Int
            if let existing = conditionRows.first(where: { $0.states == states && $0.groups == rules[position].groupConditions }) {
                row = existing.row
            } else {
                row = lastWriters.count
                conditionRows.append((states, rules[position].groupConditions, row))
                lastWriters.append(contentsOf: repeatElement(-1, count: Field.count))
            }
            let ordinal = rules[position].origin.ordinal
            var entry = classes[ordinal]
            entry.rule = position
            for index in rules[position].assignments.indices.reversed() {
                let field = rules[position].assignments[index].field
                guard field != .nativeModifier else { continue }
                let slot = row + field.ordinal
                let later = lastWriters[slot]
                if later >= 0 {
                    if rules[later].origin.ordinal != ordinal {
                        entry.by = later
                        entry.field = field
                    }
                } else {
                    entry.allReplaced = false
                    lastWriters[slot] = position
                }
            }
            classes[ordinal] = entry
        }
        var result: [(rule: ExpandedRule, by: ExpandedRule, field: Field)] = []
        for entry in classes where entry.rule >= 0 && entry.allReplaced && entry.by >= 0 {
            guard let field = entry.field else { continue }
            result.append((rules[entry.rule], rules[entry.by], field))
        }
        return result
    }
}
