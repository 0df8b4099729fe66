import TWResolve

extension ResolutionDocumentV1 {
    /// `transaction`: the animation a styled update applies; seconds.
    public struct Transaction: Hashable, Sendable, Codable {
        public var effect: String
        public var animation: Animation?
        public var callerAnimation: String?
        public var disablesAnimations: Bool
        public var scope: String
        public var animatedPhases: [String]
        public var contentTransition: String?
        public var fromStates: [String]?
        public var toStates: [String]
        public var reason: String

        /// `transaction.animation`.
        public struct Animation: Hashable, Sendable, Codable {
            public var name: String
            public var preset: String
            public var source: String
            public var duration: Double?
            public var delay: Double
            public var retimedByDuration: Bool
        }

        /// The document form of a motion transaction.
        public init(_ t: MotionTransaction) {
            effect = t.effect.rawValue
            animation = t.animation.map {
                .init(name: $0.name, preset: $0.preset, source: $0.source, duration: $0.duration, delay: $0.delay, retimedByDuration: $0.retimedByDuration)
            }
            callerAnimation = t.callerAnimation
            disablesAnimations = t.disablesAnimations
            scope = t.scope.rawValue
            animatedPhases = t.animatedPhases.map(\.rawValue)
            contentTransition = t.contentTransition
            fromStates = t.fromStates
            toStates = t.toStates
            reason = t.reason
        }
    }
}
