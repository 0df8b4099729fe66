/// Decides the animation a styled update applies (reference §9.1, §9.2; swiftcn `Animation.swift`):
///
/// - with no preset, or when the caller's transaction disables animations, the transaction is
///   left as it is (duration and delay alone never enable animation);
/// - otherwise Reduce Motion clears the animation, `animate-none` clears it, and any other preset
///   sets its animation at the resolved duration (a fixed animation keeps its own) with the
///   resolved delay plus the preset's own.
///
/// Presets, durations and delays resolve with the normal state precedence in the destination
/// state, so on entry and on exit the destination's preset wins. A watched `surface` or `layout`
/// scope with any preset (`animate-none` and an interpolated animation included) sets the content
/// transition to identity in every case, as swiftcn's environment transform does.
struct MotionResolver {
    let theme: Theme
    let context: ResolutionContext
    let table: FieldTable

    /// swiftcn's built-in presets and SwiftUI's names for their animations.
    static let builtInAnimations: [String: String] = [
        "linear": "linear", "ease-in": "easeIn", "ease-out": "easeOut", "ease-in-out": "easeInOut",
        "spring": "spring", "smooth": "smooth", "snappy": "snappy", "bouncy": "bouncy",
    ]

    func transaction() -> MotionTransaction {
        let change = context.motionChange
        let scope = change?.scope ?? .surface
        let caller = context.transaction
        var result = MotionTransaction(
            effect: .unchanged, animation: nil, callerAnimation: caller?.animation,
            disablesAnimations: caller?.disablesAnimations ?? false, scope: scope, animatedPhases: [], contentTransition: nil,
            fromStates: change?.fromStates.map { $0.sorted().map(\.name) }, toStates: context.states.sorted().map(\.name), reason: "")
        let presetName: String?
        switch table[.motionPreset] {
        case .keyword(let name)?: presetName = name
        case .dynamic?: presetName = "dynamic"
        default: presetName = nil
        }
        guard let presetName else {
            result.reason = "no animate-* preset applies, so the caller's transaction is left as it is (duration and delay alone never enable animation)"
            return result
        }
        let decidedBy = table.rule(.motionPreset).map { "`\($0.origin.displayName)`" } ?? "the preset"
        // swiftcn's `transformEnvironment(\.contentTransition)` in `TWModifier`: whenever a watched
        // `surface` or `layout` scope has a preset, whatever the transaction and the value do.
        if change?.scope == .surface || change?.scope == .layout { result.contentTransition = "identity" }
        if caller?.disablesAnimations == true {
            result.reason = "the caller's transaction disables animations, so \(decidedBy) leaves it as it is"
            return result
        }
        if let change, change.scope != nil, change.scope != .all, !change.valueChanged {
            result.reason = "the watched value did not change, so the \(scope.rawValue) scope animates nothing"
            return result
        }
        if presetName == "dynamic" {
            result.effect = .set
            result.animatedPhases = scope.animatedPhases
            result.reason = "\(decidedBy) takes an animation known only at run time"
            return result
        }
        result.animatedPhases = scope.animatedPhases
        if context.reduceMotion {
            result.effect = .cleared
            result.animatedPhases = []
            result.reason = "Reduce Motion is on: \(decidedBy) sets no animation"
            return result
        }
        guard let animation = animation(presetName) else {
            result.effect = .cleared
            result.animatedPhases = []
            result.reason = "\(decidedBy) sets no animation"
            return result
        }
        result.effect = .set
        result.animation = animation
        result.reason =
            "\(decidedBy) in \(context.states.isEmpty ? "the rest state" : context.states.sorted().map(\.name).joined(separator: "+"))"
            + (animation.retimedByDuration ? "" : "; a fixed animation, which duration-* does not retime")
        return result
    }

    /// The animation of a preset at the resolved timing; nil for `none`.
    func animation(_ preset: String) -> AppliedAnimation? {
        let duration = table.number(.motionDuration) ?? 0.3
        let delay = table.number(.motionDelay) ?? 0
        if preset.hasPrefix("{"), preset.hasSuffix("}"), let value = context.interpolations[String(preset.dropFirst().dropLast())] {
            switch value {
            case .animation(let text):
                return AppliedAnimation(name: text, preset: preset, source: "interpolated", duration: nil, delay: delay, retimedByDuration: false)
            case .animationPreset(let text):
                return AppliedAnimation(name: text, preset: preset, source: "interpolated", duration: duration, delay: delay, retimedByDuration: true)
            default:
                return nil
            }
        }
        // Registered presets are merged over the built-ins (reference §7.1).
        if let registration = context.animationPresets[preset] ?? theme.animationPresets[preset] {
            let fixed = registration.kind == .fixed
            return AppliedAnimation(
                name: registration.animation ?? "custom preset `\(preset)`", preset: preset, source: "registered",
                duration: fixed ? nil : duration, delay: delay + registration.delay, retimedByDuration: !fixed)
        }
        if preset == "none" { return nil }
        guard let name = Self.builtInAnimations[preset] else {
            // A preset registered by name only (an array of names): what it animates is not known.
            return AppliedAnimation(
                name: "custom preset `\(preset)`", preset: preset, source: "registered", duration: duration, delay: delay, retimedByDuration: true)
        }
        return AppliedAnimation(name: name, preset: preset, source: "builtIn", duration: duration, delay: delay, retimedByDuration: true)
    }
}
