/// What a cluster or group draws in one context (the `twkit.glass/1` document of
/// `tw cluster` and `tw group`, which TWEmit makes from it). Frames and lengths are points.
public struct GlassDrawing: Hashable, Sendable {
    /// The column name (`iOS 27`, `iOS 27 Reduce Transparency`).
    public var name: String
    public var context: Resolution.ContextSummary
    /// The container the glass pieces share, or none.
    public var container: GlassContainer
    /// The container's spacing; absent without a container or when the input gives none.
    public var spacing: Double?
    /// True when a UIKit glass view is created (the UIKit container).
    public var glassView: Bool
    /// What is drawn, back to front in input order; merged union plates replace their members.
    public var pieces: [Piece]
    public var notes: [String]

    public struct Piece: Hashable, Sendable {
        /// The piece's or surface's id; a merged plate has its first member's id.
        public var id: String
        public var frame: GlassFrame
        public var shape: GlassShape
        public var fill: Resolution.Fill
        public var edge: Resolution.Edge
        /// Drawn inside the container (glass), or by the piece itself.
        public var inContainer: Bool
        /// UniversalGlass fallback unions: the ids merged into this plate (two or more).
        public var members: [String]?
        public var union: String?
    }
}

/// The container a cluster's or group's glass pieces are drawn in (seed "Groups and morphing").
///
/// Raw values are the words of the `twkit.glass/1` document (`container`).
public enum GlassContainer: String, Hashable, Sendable, CaseIterable {
    /// One `UIGlassContainerEffect` holding the glass pieces (UIKit's renderer).
    case uiKitContainer
    /// `GlassEffectContainer` with `glassEffect` pieces (SwiftUI's renderer).
    case swiftUIContainer
    /// No container: each piece draws itself.
    case none
}

/// The systems a cluster or group is shown on, ``NamedContext/glassSystems``: the matrix columns
/// plus iOS 27 with Reduce Transparency. `base` supplies scheme, theme-independent settings and the rendering override.
public enum GlassColumns {
    public static func standard(base: ResolutionContext) -> [(name: String, context: ResolutionContext)] {
        NamedContext.glassSystems.map { system in
            let column = system.over(base)
            return (column.name, column.context)
        }
    }
}

/// Which glass input a file or request describes: a `TWGlassCluster` or a `TWSurfaceGroup`.
///
/// Raw values are the command names (`tw cluster`, `tw group`) and the `kind` of the
/// `twkit.glass/1` document.
public enum GlassInputKind: String, Hashable, Sendable, CaseIterable {
    /// `TWGlassCluster(spacing:pieces:)`: glass at computed frames.
    case cluster
    /// `TWSurfaceGroup`: surfaces that morph together.
    case group
}
