import TWResolve

/// The `twkit.glass/1` JSON document of `tw cluster` and `tw group`: what a cluster or group
/// draws in each context (``GlassDrawing``), with the resolution document's fill and edge forms.
///
/// ```json
/// {"schema": "twkit.glass/1", "kind": "cluster", "contexts": [{"name": "iOS 27", ...}]}
/// ```
public struct GlassDocumentV1: Hashable, Sendable, Codable {
    public var schema = GlassDrawingOutput.schemaVersion
    /// `cluster` or `group`.
    public var kind: String
    public var contexts: [Drawing]

    /// The document of the drawings of one input, in column order.
    public init(kind: GlassInputKind, drawings: [GlassDrawing]) {
        self.kind = kind.rawValue
        contexts = drawings.map(Drawing.init)
    }

    /// One context's drawing.
    public struct Drawing: Hashable, Sendable, Codable {
        public var name: String
        public var context: ResolutionDocumentV1.ContextSummary
        /// `uiKitContainer`, `swiftUIContainer` or `none`.
        public var container: String
        public var spacing: Double?
        public var glassView: Bool
        public var pieces: [Piece]
        public var notes: [String]

        /// The document form of a drawing.
        public init(_ d: GlassDrawing) {
            name = d.name
            context = .init(d.context)
            container = d.container.rawValue
            spacing = d.spacing
            glassView = d.glassView
            pieces = d.pieces.map(Piece.init)
            notes = d.notes
        }
    }

    /// One piece or merged plate.
    public struct Piece: Hashable, Sendable, Codable {
        public var id: String
        public var frame: GlassFrame
        public var shape: GlassShape
        public var fill: ResolutionDocumentV1.Fill
        public var edge: ResolutionDocumentV1.Edge
        public var inContainer: Bool
        public var members: [String]?
        public var union: String?

        /// The document form of a piece.
        public init(_ p: GlassDrawing.Piece) {
            id = p.id
            frame = p.frame
            shape = p.shape
            fill = .init(p.fill)
            edge = .init(p.edge)
            inContainer = p.inContainer
            members = p.members
            union = p.union
        }
    }
}
