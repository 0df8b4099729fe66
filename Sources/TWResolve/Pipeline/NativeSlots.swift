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
    /// The winning class's argument text after bracket decoding (`12deg`), or swiftcn's
    /// `rawValue` of an interpolated one (`<SwiftUI.Color>`); nil for an exact tag, an inactive
    /// slot or a value only known at run time.
    public var argument: String?
    /// The argument's value as the registration's kind reads it, colours resolved in the
    /// context's scheme (`#3399cc` for `tint-[#3399cc]` and for an interpolated `Color`); nil
    /// when there is none or the kind does not read the argument.
    public var value: ArgumentValue?
    /// The registration's inactive default argument (`0`), as written.
    public var defaultArgument: String?
    /// The native modifier call the active slot applies: its registration's `applies` with the
    /// argument filled in; nil for an inactive slot or a registration that does not say.
    public var call: NativeModifierCall?
    /// The registration's `applies` as written and the value its `{argument}` stands for (times
    /// `scale`), for the pipeline's typed steps; not part of the document.
    var template: NativeModifierCall? = nil
    var callArgument: ArgumentValue? = nil

    private enum CodingKeys: String, CodingKey {
        case name, phase, order, target, conflictKey, active, argument, value, defaultArgument, call
    }

    public init(
        name: String, phase: ModifierPhase, order: Int, target: ModifierTarget, conflictKey: String,
        active: Bool, argument: String? = nil, value: ArgumentValue? = nil, defaultArgument: String? = nil, call: NativeModifierCall? = nil
    ) {
        self.call = call
        self.value = value
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
    ///   - theme: for a registration's `scale` (`spacingUnit`) and the theme tokens of colour arguments.
    ///   - scheme: the colour scheme colour arguments are resolved in.
    public static func resolve(
        registrations: [String: ModifierRegistration], applied: some Sequence<ExpandedRule>, valid: Bool, theme: Theme,
        scheme: ColorScheme = .light
    ) -> NativeSlots {
        // Per conflict key, the last native reference in precedence order wins.
        var winners: [String: (name: String, argument: String?, value: ArgumentValue?)] = [:]
        if valid {
            for rule in applied {
                for assignment in rule.assignments where assignment.field == .nativeModifier {
                    guard case .modifier(let name, let argument, let value) = assignment.value, let registration = registrations[name] else { continue }
                    winners[registration.effectiveConflictKey] = (name, argument, value)
                }
            }
        }
        let ordered = registrations.values.sorted { ($0.phase, $0.order, $0.name) < ($1.phase, $1.order, $1.name) }
        return NativeSlots(
            slots: ordered.map { registration in
                let winner = winners[registration.effectiveConflictKey]
                let active = winner?.name == registration.name
                var slot = NativeSlot(
                    name: registration.name, phase: registration.phase, order: registration.order, target: registration.target,
                    conflictKey: registration.effectiveConflictKey, active: active,
                    argument: active ? winner?.argument : nil,
                    value: active ? winner?.value?.resolved(theme: theme, scheme: scheme) : nil, defaultArgument: registration.defaultArgument)
                if active {
                    slot.call = call(of: slot, registration, theme: theme)
                    slot.template = registration.applies.flatMap { NativeModifierCall(template: $0) }
                    slot.callArgument = callArgument(of: slot, registration, theme: theme)
                }
                return slot
            })
    }

    /// What an active slot applies: `applies` with `{argument}` replaced by ``callArgument(of:_:theme:)``
    /// in pipeline notation (or the argument's text when it has no value); nil without `applies`.
    static func call(of slot: NativeSlot, _ registration: ModifierRegistration, theme: Theme) -> NativeModifierCall? {
        let argument = callArgument(of: slot, registration, theme: theme)?.notation ?? slot.argument ?? ""
        return registration.applies.flatMap { NativeModifierCall(template: $0) }?.substituting(argument: argument)
    }

    /// The value `{argument}` stands for in an active slot's `applies`: the argument's value, a
    /// number times the registration's `scale`.
    static func callArgument(of slot: NativeSlot, _ registration: ModifierRegistration, theme: Theme) -> ArgumentValue? {
        let kind = registration.argument.kind
        let value = slot.number(as: kind == .any ? .number : kind).map(ArgumentValue.number) ?? slot.value
        return value?.scaled(by: registration.scale?.factor(in: theme) ?? 1)
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
        return NativeSlots.resolve(
            registrations: modifierRegistrations(context: context), applied: table.applied, valid: expansion.problems.isEmpty, theme: theme,
            scheme: context.scheme)
    }
}

extension NativeSlot {
    /// The argument as a number in `kind`'s unit (degrees for `12deg` or `0.5rad`, points,
    /// seconds), read as swiftcn's `TWArgument` accessors read it; nil when there is none or it
    /// does not read as that kind.
    /// An interpolated value's number (an `Angle`'s degrees) is read from ``value``.
    public func number(as kind: ArgumentKind) -> Double? {
        guard let argument else { return nil }
        if let number = text(argument, as: kind) { return number }
        return value?.number
    }

    private func text(_ argument: String, as kind: ArgumentKind) -> Double? {
        switch kind {
        case .degrees: return ArgumentScalar.read(argument, units: ["": 1, "deg": 1, "rad": 180 / .pi])
        case .points: return ArgumentScalar.read(argument, units: ["": 1, "pt": 1, "px": 1])
        case .seconds: return ArgumentScalar.read(argument, units: ["": 0.001, "ms": 0.001, "s": 1])
        case .number: return ArgumentScalar.read(argument, units: ["": 1])
        case .none, .any, .color, .text, .payload: return nil
        }
    }
}
