/// A custom animation preset, `TWGlobalRules(animations: ["settle": TWAnimation { … }])`, used
/// as `animate-settle` (reference §9.1).
public struct AnimationRegistration: Hashable, Sendable {
    public var name: String
    public var kind: Kind
    public var scope: RegistrationScope
    public var origin: RegistrationOrigin?
    /// What the preset animates, as Swift spells it without the duration a factory receives
    /// (`spring(bounce: 0.15)` for `TWAnimation { .spring(duration: $0, bounce: 0.15) }`, or
    /// `interactiveSpring(response: 0.4, dampingFraction: 0.8)` for a fixed one); nil when unknown.
    public var animation: String? = nil
    /// Seconds the preset's own animation delays by; swiftcn adds the style's delay to it.
    public var delay: Double = 0

    /// How the preset uses the resolved duration (reference §9.1).
    public enum Kind: String, Hashable, Sendable, CaseIterable, Codable {
        /// A factory that receives the duration in seconds (`TWAnimation { .spring(duration: $0) }`).
        case factory
        /// A fixed native animation that `duration-*` does not retime (`TWAnimation(.easeIn)`).
        case fixed
    }

    public init(name: String, kind: Kind = .factory, scope: RegistrationScope = .global, origin: RegistrationOrigin? = nil) {
        self.name = name
        self.kind = kind
        self.scope = scope
        self.origin = origin
    }
}
