/// The animation a styled update applies to its SwiftUI transaction, from the
/// classes, the state change and the caller's transaction (reference §9; swiftcn
/// `TWResolvedMotion.update`). A member of `twkit.resolution/1` (`transaction`).
public struct MotionTransaction: Hashable, Sendable, Codable {
    /// `set`: the update sets ``animation``; `cleared`: it sets no animation (`animate-none`,
    /// Reduce Motion); `unchanged`: the caller's transaction is left as it is.
    public enum Effect: String, Hashable, Sendable, Codable {
        case set, cleared, unchanged
    }

    public var effect: Effect
    /// The animation the transaction carries afterwards; absent for none. For `unchanged` it is
    /// the caller's, given as ``callerAnimation`` only.
    public var animation: AppliedAnimation?
    /// The caller's animation (Swift spelling), when the caller's transaction has one.
    public var callerAnimation: String?
    /// `Transaction.disablesAnimations` afterwards (swiftcn never changes it).
    public var disablesAnimations: Bool
    /// The `animationScope:` in effect (`surface` for `.tw(classes)`).
    public var scope: AnimationScope
    /// The modifier phases the update animates; empty when nothing animates.
    public var animatedPhases: [ModifierPhase]
    /// The content transition the update installs: `identity` for a watched `surface` or `layout`
    /// scope with a preset; absent when the inherited one stays.
    public var contentTransition: String?
    /// The states before and after the update, when the state change was given.
    public var fromStates: [String]?
    public var toStates: [String]
    /// Why, in words: which rule decided.
    public var reason: String
}

/// The animation a preset resolves to, with the style's timing.
public struct AppliedAnimation: Hashable, Sendable, Codable {
    /// SwiftUI's name for it: `linear`, `easeIn`, `easeOut`, `easeInOut`, `spring`, `smooth`,
    /// `snappy`, `bouncy`, or a registered or interpolated animation as Swift spells it without
    /// the duration argument the style supplies (`spring(bounce: 0.15)`).
    public var name: String
    /// The `animate-*` preset it came from (`ease-out`, `settle`, `{native}` for an interpolation).
    public var preset: String
    /// `builtIn`, `registered` (`TWGlobalRules.animations`) or `interpolated` (`animate-[\(…)]`).
    public var source: String
    /// Seconds; absent for a fixed animation, which `duration-*` does not retime.
    public var duration: Double?
    /// Seconds: the style's delay, plus a registered preset's own delay.
    public var delay: Double
    /// False for a fixed native animation: `duration-*` classes do not retime it.
    public var retimedByDuration: Bool
}
