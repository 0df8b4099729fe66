import TWSyntax

/// A set of interaction states as a bit mask, bit n for the state whose raw value is n (hover 1,
/// focus 2, pressed 3, disabled 4): the conditions of a rule, tested and compared on every
/// resolution without hashing or allocating. Agrees with `Set<InteractionState>`
/// member for member (`StateMaskTests`).
struct StateMask: Hashable, Sendable {
    private(set) var bits: UInt8

    init() { bits = 0 }

    init(_ states: Set<InteractionState>) {
        bits = 0
        for state in states { insert(state) }
    }

    var isEmpty: Bool { bits == 0 }
    var count: Int { bits.nonzeroBitCount }

    func contains(_ state: InteractionState) -> Bool { bits & Self.bit(state) != 0 }

    mutating func insert(_ state: InteractionState) { bits |= Self.bit(state) }

    /// True when every state here is also in `other`.
    func isSubset(of other: StateMask) -> Bool { bits & ~other.bits == 0 }

    /// The highest raw value among the states, 0 for none (reference §4.2's condition value).
    var highest: Int { bits == 0 ? 0 : UInt8.bitWidth - 1 - bits.leadingZeroBitCount }

    /// The states, as a set.
    var states: Set<InteractionState> {
        var result: Set<InteractionState> = []
        for state in InteractionState.allCases where contains(state) { result.insert(state) }
        return result
    }

    /// The states in ascending order (the order of `Set.sorted()`).
    var sorted: [InteractionState] { InteractionState.allCases.sorted().filter(contains) }

    private static func bit(_ state: InteractionState) -> UInt8 { 1 << UInt8(truncatingIfNeeded: state.rawValue) }
}
