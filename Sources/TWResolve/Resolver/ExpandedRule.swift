import TWSyntax

/// Where a class string came from (reference §4.3).
public enum RuleSource: String, Hashable, Sendable, Codable {
    /// The classes being resolved.
    case local
    /// `TWGlobalRules.view`, prepended to every surface.
    case globalView = "global.view"
    /// `TWGlobalRules.button`, prepended to button labels.
    case globalButton = "global.button"
}

/// A group condition of a rule: a state of the nearest ancestor group, or of the nearest ancestor
/// group with a name (reference §1.4).
public struct GroupCondition: Hashable, Sendable {
    public var state: InteractionState
    /// nil for the unnamed forms, which read the innermost group.
    public var name: String?
}

/// The top-level class a rule came from, as written.
public struct RuleOrigin: Hashable, Sendable {
    /// The token as written in its class string, variants included (`hover:px-4`, `card`).
    public var text: String
    /// The token's range in its class string (UTF-8 bytes).
    public var range: ByteRange
    public var source: RuleSource
    /// Position of the token among all top-level tokens (global defaults first).
    public var ordinal: Int
    /// Named classes the rule was expanded through, outermost first (`["card"]`).
    public var chain: [String]
    /// The class inside the recipe that wrote the fields (`p-6` inside `card`), when expanded.
    public var innerText: String?

    /// How people see the class: `card (p-6)` for a recipe part, the token otherwise.
    public var displayName: String {
        guard let innerText, !chain.isEmpty else { return text }
        return "\(text) (\(innerText))"
    }
}

/// The fields one class writes under its conditions (reference §4.2).
public struct ExpandedRule: Hashable, Sendable {
    public var assignments: [Assignment]
    /// Own conditions plus those of every variant on the way down a recipe chain.
    public var states: Set<InteractionState> {
        get { stateMask.states }
        set { stateMask = StateMask(newValue) }
    }
    /// ``states`` as bits, tested on every resolution without hashing.
    var stateMask: StateMask
    public var groupConditions: Set<GroupCondition>
    /// Declaration order over all sources.
    public var index: Int
    public var origin: RuleOrigin

    public init(assignments: [Assignment], states: Set<InteractionState>, groupConditions: Set<GroupCondition>, index: Int, origin: RuleOrigin) {
        self.init(assignments: assignments, stateMask: StateMask(states), groupConditions: groupConditions, index: index, origin: origin)
    }

    init(assignments: [Assignment], stateMask: StateMask, groupConditions: Set<GroupCondition>, index: Int, origin: RuleOrigin) {
        self.assignments = assignments
        self.stateMask = stateMask
        self.groupConditions = groupConditions
        self.index = index
        self.origin = origin
    }

    /// The highest condition value (none 0, hover 1, focus 2, pressed 3, disabled 4).
    public var priority: Int {
        var highest = stateMask.highest
        for condition in groupConditions where condition.state.rawValue > highest { highest = condition.state.rawValue }
        return highest
    }

    public var conditionCount: Int { stateMask.count + groupConditions.count }
    public var isUnconditioned: Bool { stateMask.isEmpty && groupConditions.isEmpty }

    /// True when every condition holds in the given states.
    public func applies(states active: Set<InteractionState>, groupStates: [String: Set<InteractionState>]) -> Bool {
        applies(states: StateMask(active), groupStates: groupStates)
    }

    /// ``applies(states:groupStates:)`` with the active states as bits.
    func applies(states active: StateMask, groupStates: [String: Set<InteractionState>]) -> Bool {
        guard stateMask.isSubset(of: active) else { return false }
        for condition in groupConditions {
            guard let group = groupStates[condition.name ?? ""], group.contains(condition.state) else { return false }
        }
        return true
    }
}
