import TWSyntax

extension Resolver {
    /// The classes that draw nothing in one set of states, read from an expansion without
    /// building a resolution.
    ///
    /// The expansion (``expand(_:context:dynamicRanges:)``) does not depend on the context's
    /// states: they only choose which expanded rules apply. So for rules expanded in a context,
    /// this is ``Resolution/overridden`` of a lenient resolution of the same string in that
    /// context with `states` and `groupStates` set, in the same order (reference §4.2: later
    /// classes win per field under the same conditions). twlint's `overridden-class` compares a
    /// string in each of its states with one expansion instead of one resolution per state.
    ///
    /// - Parameters:
    ///   - rules: the rules of an expansion, invalid ones included (as a lenient resolution keeps them).
    ///   - states: the view's own interaction states.
    ///   - groupStates: states published by ancestor groups, by group name (`""` for the nearest
    ///     unnamed group).
    public static func overridden(
        in rules: [ExpandedRule], states: Set<InteractionState>,
        groupStates: [String: Set<InteractionState>]
    ) -> [Resolution.Overridden] {
        FieldTable(rules: rules, states: states, groupStates: groupStates).overriddenClasses()
    }
}
