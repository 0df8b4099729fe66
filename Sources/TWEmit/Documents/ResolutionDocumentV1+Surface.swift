import TWResolve

extension ResolutionDocumentV1 {
    /// `surface`: role, fill, renderer, edge, shape and shadow.
    public struct Surface: Hashable, Sendable, Codable {
        /// `floating`, `solid` or `glass`.
        public var role: String
        public var fill: Fill
        public var renderer: GlassRenderer?
        public var glassView: Bool
        public var edge: Edge
        public var shape: Shape
        public var shadow: Shadow?
        public var rendering: Rendering?

        /// The document form of a surface.
        public init(_ s: Resolution.Surface) {
            role = s.role.rawValue
            fill = .init(s.fill)
            renderer = s.renderer
            glassView = s.glassView
            edge = .init(s.edge)
            shape = .init(kind: s.shape.kind.rawValue, radius: s.shape.radius, token: s.shape.token)
            shadow = s.shadow.map(Shadow.init)
            rendering = s.rendering.map { .init(mode: $0.mode, source: $0.source.rawValue) }
        }
    }

    /// `surface.rendering`: a configured surface's rendering decision.
    public struct Rendering: Hashable, Sendable, Codable {
        public var mode: UniversalGlassRendering
        /// `context`, `class` or `default`.
        public var source: String
    }

    /// `surface.fill`: one flat object whose members depend on `kind`.
    public struct Fill: Hashable, Sendable, Codable {
        /// `glass`, `material`, `solid` or `none`.
        public var kind: String
        public var color: ResolvedColor?
        /// `regular`, `ultraThin`, …
        public var material: String?
        public var tint: ResolvedColor?
        public var interactive: Bool?
        public var prominent: Bool?
        public var reason: String
        public var tier: GlassTier?
        /// `regular`, `clear` or `identity`.
        public var base: String?
        public var fallbackTint: ResolvedColor?
        public var fallbackShadow: GlassShadow?
        /// `native`, `fallback`, `forced-material` or `none`.
        public var route: String?

        /// The document form of a fill: the paint's values become the flat members of its kind.
        public init(_ f: Resolution.Fill) {
            kind = f.kind.rawValue
            color = f.color
            material = f.material?.rawValue
            tint = f.tint
            interactive = f.interactive
            prominent = f.prominent
            reason = f.reason
            tier = f.tier
            base = f.base?.rawValue
            fallbackTint = f.fallbackTint
            fallbackShadow = f.fallbackShadow.map {
                .init(preset: $0.preset.rawValue, color: $0.color, radius: $0.radius, x: $0.x, y: $0.y)
            }
            route = f.route?.rawValue
        }
    }

    /// `surface.fill.fallbackShadow`: UniversalGlass's fallback shadow.
    public struct GlassShadow: Hashable, Sendable, Codable {
        /// `default` or `custom`.
        public var preset: String
        public var color: ResolvedColor
        public var radius: Double
        public var x: Double
        public var y: Double
    }

    /// `surface.edge` and `button.edge`.
    public struct Edge: Hashable, Sendable, Codable {
        public var color: ResolvedColor?
        public var width: Double
        /// `border-class`, `fallback` or `none`.
        public var source: String
        /// `soft`, `standard` or `strong`.
        public var strength: String?

        /// The document form of an edge.
        public init(_ e: Resolution.Edge) {
            color = e.color
            width = e.width
            source = e.source.rawValue
            strength = e.strength?.rawValue
        }
    }

    /// `surface.shape`.
    public struct Shape: Hashable, Sendable, Codable {
        /// `capsule` or `roundedRectangle`.
        public var kind: String
        public var radius: Double
        public var token: String?
    }

    /// `shadow` and `surface.shadow`.
    public struct Shadow: Hashable, Sendable, Codable {
        public var token: String
        public var color: ResolvedColor?
        public var radius: Double
        public var x: Double
        public var y: Double
        public var drawn: Bool

        /// The document form of a shadow.
        public init(_ s: Resolution.Shadow) {
            token = s.token
            color = s.color
            radius = s.radius
            x = s.x
            y = s.y
            drawn = s.drawn
        }
    }

    /// `border`.
    public struct Border: Hashable, Sendable, Codable {
        public var color: ResolvedColor?
        public var width: Double
    }
}
