import TWJSON
import TWSyntax
import TWResolve

/// The context keys of motion and typed values in the design-tool methods,
/// spelled as in the conformance case format:
///
/// ```json
/// {"classes": "offset-[{x},{y}] animate-spring",
///  "context": {"interpolations": {"x": {"type": "Int", "value": 12}, "y": {"type": "Int", "value": -4}},
///              "transaction": {"caller": "linear(duration: 2)", "disablesAnimations": false},
///              "fromState": [], "state": ["pressed"], "animationScope": "surface"}}
/// ```
extension DesignParams {
    static let motionKeys: Set<String> = ["interpolations", "transaction", "animationScope", "fromState", "valueChanged"]

    /// Reads the motion keys of a `context` object into `context`.
    ///
    /// - Throws: `invalidParams` naming the key at fault.
    static func applyMotion(_ values: [String: JSON], to context: inout ResolutionContext) throws(ResponseError) {
        if let interpolations = values["interpolations"] {
            guard let entries = interpolations.objectValue else {
                throw .invalidParams("`context.interpolations` must be an object of placeholder names to {type, value}")
            }
            for name in entries.keys.sorted() {
                do {
                    context.interpolations[name] = try InterpolatedValue(json: entries[name]!)
                } catch {
                    throw .invalidParams("`context.interpolations.\(name)`: \(error.message)")
                }
            }
        }
        if let transaction = values["transaction"] {
            guard let fields = transaction.objectValue else { throw .invalidParams("`context.transaction` must be an object {caller, disablesAnimations}") }
            var caller = CallerTransaction()
            switch fields["caller"] {
            case nil, .null?: break
            case .string(let text)?: caller.animation = text
            case let other?: throw .invalidParams("`context.transaction.caller` must be an animation or null, got \(other.kindName)")
            }
            if let flag = fields["disablesAnimations"] {
                guard let flag = flag.boolValue else { throw .invalidParams("`context.transaction.disablesAnimations` must be true or false") }
                caller.disablesAnimations = flag
            }
            context.transaction = caller
        }
        var change = context.motionChange
        if let from = values["fromState"] {
            let entries = from.arrayValue ?? (from.stringValue != nil ? [from] : nil)
            guard let entries else { throw .invalidParams("`context.fromState` must be a list of states") }
            var states: Set<InteractionState> = []
            for entry in entries {
                guard let name = entry.stringValue, let state = InteractionState(name: name) else {
                    throw .invalidParams("`context.fromState`: expected hover, focus, pressed or disabled")
                }
                states.insert(state)
            }
            change = MotionChange(fromStates: states, scope: change?.scope)
        }
        if let scope = values["animationScope"] {
            guard let name = scope.stringValue, let parsed = AnimationScope(rawValue: name) else {
                throw .invalidParams("`context.animationScope` must be all, surface, layout or content")
            }
            if change == nil { change = MotionChange() }
            change?.scope = parsed
        }
        if let changed = values["valueChanged"] {
            guard let flag = changed.boolValue, change?.scope != nil else {
                throw .invalidParams("`context.valueChanged` must be true or false, with `animationScope`")
            }
            change?.valueChanged = flag
        }
        context.motionChange = change
    }
}
