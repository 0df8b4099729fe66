import TWResolve

extension ResolutionDocumentV1 {
    /// `button`: the native style and what it draws.
    public struct Button: Hashable, Sendable, Codable {
        /// `prominent`, `bordered`, `borderless` or `link`.
        public var bezel: String?
        /// `glass`, `glassProminent`, `bordered`, `borderedProminent`, `borderless`, `link`,
        /// `plain` or `uiKitGlass`.
        public var style: String
        public var prominent: Bool
        public var role: String?
        public var controlSize: String?
        public var height: Double?
        public var minTouchTarget: Double?
        public var tint: ResolvedColor?
        public var defaultTintStates: [String]
        public var labelColor: ResolvedColor?
        public var labelColorReason: String
        /// `automatic`, `capsule` or `roundedRectangle`.
        public var borderShape: String
        public var borderRadius: Double?
        public var press: Press?
        public var disabled: Disabled?
        public var fill: Fill?
        public var edge: Edge?
        public var reason: String

        /// The document form of a button.
        public init(_ b: Resolution.Button) {
            bezel = b.bezel?.rawValue
            style = b.style.rawValue
            prominent = b.prominent
            role = b.role?.rawValue
            controlSize = b.controlSize?.rawValue
            height = b.height
            minTouchTarget = b.minTouchTarget
            tint = b.tint
            defaultTintStates = b.defaultTintStates
            labelColor = b.labelColor
            labelColorReason = b.labelColorReason
            borderShape = b.borderShape.rawValue
            borderRadius = b.borderRadius
            press = b.press.map { .init(scale: $0.scale, opacity: $0.opacity, animation: $0.animation.rawValue, duration: $0.duration) }
            disabled = b.disabled.map { .init(tint: $0.tint, labelColor: $0.labelColor) }
            fill = b.fill.map(Fill.init)
            edge = b.edge.map(Edge.init)
            reason = b.reason
        }
    }

    /// `button.press`.
    public struct Press: Hashable, Sendable, Codable {
        public var scale: Double
        public var opacity: Double
        /// `spring` or `easeOut`.
        public var animation: String
        public var duration: Double?
    }

    /// `button.disabled`.
    public struct Disabled: Hashable, Sendable, Codable {
        public var tint: ResolvedColor?
        public var labelColor: ResolvedColor
    }

    /// `presentation`.
    public struct Presentation: Hashable, Sendable, Codable {
        public var keepsSystemPresentation: Bool
        public var background: ResolvedColor?
    }
}
