import TWSyntax

/// One registered native modifier slot of a surface (reference §12.2; swiftcn `NativeUtility.swift`):
/// every registration in scope gets a slot, active or not, so that class changes never change
/// the structure of the view.
public struct NativeSlot: Hashable, Sendable, Codable {
    /// The registration's name (`tilt`).
    public var name: String
    public var phase: ModifierPhase
    /// The order within the phase (default 0).
    public var order: Int
    public var target: ModifierTarget
    /// The key slots compete on: the registration's conflict key, else its name.
    public var conflictKey: String
    /// True when this slot won its conflict key in the current states.
    public var active: Bool
    /// The winning class's argument text after bracket decoding (`12deg`); nil for an exact tag,
    /// an inactive slot or an interpolated value.
    public var argument: String?
    /// The registration's inactive default argument (`0`), as written.
    public var defaultArgument: String?

    public init(name: String, phase: ModifierPhase, order: Int, target: ModifierTarget, conflictKey: String,
                active: Bool, argument: String? = nil, defaultArgument: String? = nil) {
        self.name = name
        self.phase = phase
        self.order = order
        self.target = target
        self.conflictKey = conflictKey
        self.active = active
        self.argument = argument
        self.defaultArgument = defaultArgument
    }
}

/// The native modifier slots of one surface in one set of states, in slot order.
public struct NativeSlots: Hashable, Sendable, Codable {
    /// Every registered slot, ordered by phase, then order, then name (reference §12.2).
    public var slots: [NativeSlot]

    public init(slots: [NativeSlot]) {
        self.slots = slots
    }

    /// Slot names in pipeline order.
    public var order: [String] { slots.map(\.name) }
    /// Names of the active slots, in pipeline order.
    public var active: [String] { slots.filter(\.active).map(\.name) }
    /// The first active slot in pipeline order, nil when none is active.
    public var firstActive: String? { slots.first(where: \.active)?.name }
    /// True when no slot is active (also for an invalid style: swiftcn then applies none).
    public var allInactive: Bool { !slots.contains(where: \.active) }

    public subscript(name: String) -> NativeSlot? { slots.first { $0.name == name } }

    /// Computes the slots of the registrations in scope from the rules that apply.
    ///
    /// - Parameters:
    ///   - registrations: every native modifier registration in scope, by name.
    ///   - applied: the rules that apply in the current states, in precedence order (reference §4.2).
    ///   - valid: false for an invalid style, whose slots are all inactive (reference §12.2).
    public static func resolve(registrations: [String: ModifierRegistration], applied: some Sequence<ExpandedRule>, valid: Bool) -> NativeSlots {
        // Per conflict key, the last native reference in precedence order wins.
        var winners: [String: (name: String, argument: String?)] = [:]
        if valid {
            for rule in applied {
                for assignment in rule.assignments where assignment.field == .nativeModifier {
                    guard case .modifier(let name, let argument) = assignment.value, let registration = registrations[name] else { continue }
                    winners[registration.effectiveConflictKey] = (name, argument)
                }
            }
        }
        let ordered = registrations.values.sorted { ($0.phase, $0.order, $0.name) < ($1.phase, $1.order, $1.name) }
        return NativeSlots(slots: ordered.map { registration in
            let winner = winners[registration.effectiveConflictKey]
            let active = winner?.name == registration.name
            return NativeSlot(name: registration.name, phase: registration.phase, order: registration.order, target: registration.target,
                              conflictKey: registration.effectiveConflictKey, active: active,
                              argument: active ? winner?.argument : nil, defaultArgument: registration.defaultArgument)
        })
    }
}

extension Resolver {
    /// Every native modifier registration in scope: the context's over the theme's (reference §12).
    public func modifierRegistrations(context: ResolutionContext) -> [String: ModifierRegistration] {
        theme.modifiers.merging(context.modifiers) { _, scoped in scoped }
    }

    /// The registered native modifier slots `classes` give in `context`'s states (reference §12.2).
    public func nativeSlots(_ classes: String, context: ResolutionContext, dynamicRanges: [ByteRange] = []) -> NativeSlots {
        let expansion = expand(classes, context: context, dynamicRanges: dynamicRanges)
        let table = FieldTable(rules: expansion.rules, states: context.states, groupStates: context.groupStates)
        return NativeSlots.resolve(registrations: modifierRegistrations(context: context), applied: table.applied, valid: expansion.problems.isEmpty)
    }
}

extension NativeSlot {
    /// The argument as a number in `kind`'s unit (degrees for `12deg` or `0.5rad`, points,
    /// seconds), read as swiftcn's `TWArgument` accessors read it; nil when there is none or it
    /// does not read as that kind.
    public func number(as kind: ArgumentKind) -> Double? {
        guard let argument else { return nil }
        switch kind {
        case .degrees: return ArgumentScalar.read(argument, units: ["": 1, "deg": 1, "rad": 180 / .pi])
        case .points: return ArgumentScalar.read(argument, units: ["": 1, "pt": 1, "px": 1])
        case .seconds: return ArgumentScalar.read(argument, units: ["": 0.001, "ms": 0.001, "s": 1])
        case .number: return ArgumentScalar.read(argument, units: ["": 1])
        case .none, .any, .color, .text, .payload: return nil
        }
    }
}
