import TWSyntax

/// The caller's SwiftUI transaction before a styled update (conformance
/// `context.transaction`): its animation and its `disablesAnimations` flag.
public struct CallerTransaction: Hashable, Sendable, Codable {
    /// The caller's animation as Swift spells it (`linear(duration: 2)`, `default`); nil for none.
    public var animation: String?
    /// `Transaction.disablesAnimations`: when true swiftcn leaves the transaction alone.
    public var disablesAnimations: Bool

    public init(animation: String? = nil, disablesAnimations: Bool = false) {
        self.animation = animation
        self.disablesAnimations = disablesAnimations
    }
}

/// The `animationScope:` of `.tw(classes, value:, animationScope:)` (reference §9.2): which
/// modifier phases a styled update animates.
public enum AnimationScope: String, Hashable, Sendable, Codable, CaseIterable {
    /// The surface and the child content (the default of `.tw(classes, value:)`).
    case all
    /// Owned text attributes, layout, decoration, effects and general registrations (the default
    /// of `.tw(classes)`); the inherited content transition becomes identity.
    case surface
    /// Padding, frames, shared geometry and layout-phase registrations; content transition identity.
    case layout
    /// Child content and content-phase registrations.
    case content

    /// The modifier phases whose change the update animates (swiftcn
    /// `CompositionRenderingTests.animationScopeAffectsOnlySelectedStages`).
    public var animatedPhases: [ModifierPhase] {
        switch self {
        case .all, .surface: ModifierPhase.allCases
        case .layout: [.layout]
        case .content: [.content]
        }
    }
}

/// What changed before the styled update: the states before it (the destination is the
/// context's states) and, for a `value:` form, whether the watched value changed.
public struct MotionChange: Hashable, Sendable {
    /// The interaction states before the update; nil when not given (the update's origin is unknown).
    public var fromStates: Set<InteractionState>?
    /// The `animationScope:` of a `.tw(classes, value:, animationScope:)` call; nil for `.tw(classes)`.
    public var scope: AnimationScope?
    /// For a `value:` form: false when the update left the watched value unchanged, so an
    /// explicit `surface`, `layout` or `content` scope animates nothing (reference §9.2).
    public var valueChanged: Bool

    public init(fromStates: Set<InteractionState>? = nil, scope: AnimationScope? = nil, valueChanged: Bool = true) {
        self.fromStates = fromStates
        self.scope = scope
        self.valueChanged = valueChanged
    }
}
