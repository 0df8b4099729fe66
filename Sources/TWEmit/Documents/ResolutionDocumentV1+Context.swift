import TWResolve

extension ResolutionDocumentV1 {
    /// The normalised context (`context`), also used by the matrix, explain and glass documents.
    public struct ContextSummary: Hashable, Sendable, Codable {
        public var platform: Platform
        public var os: String
        public var appearance: AppearancePolicy
        public var renderer: GlassRendererSetting
        public var requiresCompatibility: Bool
        public var reduceTransparency: Bool
        public var increaseContrast: Bool
        public var reduceMotion: Bool
        public var scheme: ColorScheme
        public var target: StyleTarget
        public var states: [String]
        public var groupStates: [String: [String]]
        public var windowActive: Bool
        public var supportsGlass: Bool
        public var glassRenderer: GlassRenderer
        public var rendering: UniversalGlassRendering?

        /// The document form of a context summary.
        public init(_ c: Resolution.ContextSummary) {
            platform = c.platform
            os = c.os
            appearance = c.appearance
            renderer = c.renderer
            requiresCompatibility = c.requiresCompatibility
            reduceTransparency = c.reduceTransparency
            increaseContrast = c.increaseContrast
            reduceMotion = c.reduceMotion
            scheme = c.scheme
            target = c.target
            states = c.states
            groupStates = c.groupStates
            windowActive = c.windowActive
            supportsGlass = c.supportsGlass
            glassRenderer = c.glassRenderer
            rendering = c.rendering
        }
    }

    /// The theme a resolution used (`theme`).
    public struct ThemeSummary: Hashable, Sendable, Codable {
        public var name: String
        public var source: String
        public var revision: String
    }
}
