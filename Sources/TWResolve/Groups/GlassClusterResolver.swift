/// Resolves a `TWGlassCluster` per context (seed "Glass at computed frames").
///
/// - Reduce Transparency: each piece is a solid fill (its tint, or the theme `surface`) with the
///   fallback edge; no glass view, on every system.
/// - No Liquid Glass (before iOS/macOS 26), or the `material` rendering override: each piece is the
///   regular material with the fallback edge.
/// - Otherwise glass: UIKit's renderer (`automatic` on iOS 27) puts every piece in one
///   `UIGlassContainerEffect`; SwiftUI's places `glassEffect` pieces in a `GlassEffectContainer`.
///
/// In the two fallbacks, pieces that share a `union` become one plate: the bounding box of the
/// members' frames, in the first member's shape and fill (UniversalGlass's fallback container,
/// reference universal-glass §5).
public struct GlassClusterResolver: Sendable {
    public var theme: Theme

    public init(theme: Theme = .builtIn) {
        self.theme = theme
    }

    public func resolve(_ cluster: GlassClusterInput, columns: [(name: String, context: ResolutionContext)]) -> [GlassDrawing] {
        columns.map { resolve(cluster, name: $0.name, context: $0.context) }
    }

    public func resolve(_ cluster: GlassClusterInput, name: String, context: ResolutionContext) -> GlassDrawing {
        let summary = Resolver(theme: theme).resolve("", context: context).context
        let scheme = context.scheme
        let forcedMaterial = context.rendering == .material
        let glass = context.supportsGlass && !context.reduceTransparency && !forcedMaterial
        var notes: [String] = []
        let pieces: [GlassDrawing.Piece] = cluster.pieces.map { piece in
            let tint = piece.tint.map { theme.resolve(color: $0, scheme: scheme) }
            let shape = piece.shape ?? .capsule
            if glass {
                let fill = Resolution.Fill(
                    paint: .glass(tint: tint, interactive: piece.interactive ?? false, prominent: nil),
                    reason: "Liquid Glass: the piece is glass in the cluster's container")
                return .init(
                    id: piece.id, frame: piece.frame, shape: shape, fill: fill, edge: .none,
                    inContainer: true, members: nil, union: piece.union)
            }
            if context.reduceTransparency {
                let color = tint ?? theme.resolve(token: "surface", scheme: scheme)
                let fill = Resolution.Fill(
                    paint: .solid(color: color, prominent: nil),
                    reason: "Reduce Transparency: a solid fill (\(tint == nil ? "the theme surface" : "the piece's tint")), no glass view")
                return .init(
                    id: piece.id, frame: piece.frame, shape: shape, fill: fill, edge: edge(.solid, context), inContainer: false, members: nil,
                    union: piece.union)
            }
            let fill = Resolution.Fill(
                paint: .material(.regular),
                reason: forcedMaterial ? "the material rendering override" : "no Liquid Glass: a material with the fallback edge")
            return .init(
                id: piece.id, frame: piece.frame, shape: shape, fill: fill, edge: edge(.material, context), inContainer: false, members: nil, union: piece.union
            )
        }
        if forcedMaterial { notes.append("the material rendering override applies to clusters too (Docs/Decisions.md)") }
        let renderer = context.glassRenderer
        let container: GlassContainer = glass ? (renderer == .uiKit ? .uiKitContainer : .swiftUIContainer) : .none
        let drawn = glass ? pieces : GlassUnions.merge(pieces)
        if !glass, drawn.count < pieces.count {
            notes.append("UniversalGlass fallback: pieces sharing a union are one plate over their bounding box, in the first member's shape")
        }
        return GlassDrawing(
            name: name, context: summary, container: container, spacing: glass ? cluster.spacing : nil,
            glassView: glass && renderer == .uiKit, pieces: drawn, notes: notes)
    }

    func edge(_ kind: FillKind, _ context: ResolutionContext) -> Resolution.Edge {
        FallbackEdge.edge(for: kind, theme: theme, context: context)
    }
}

/// UniversalGlass's fallback union merge (reference universal-glass §5 "Inside the fallback
/// container"): members grouped by union key, in input order; the plate is the bounding box of
/// their frames in the first member's shape, fill and edge.
enum GlassUnions {
    static func merge(_ pieces: [GlassDrawing.Piece]) -> [GlassDrawing.Piece] {
        var result: [GlassDrawing.Piece] = []
        var index: [String: Int] = [:]
        for piece in pieces {
            guard let union = piece.union else {
                result.append(piece)
                continue
            }
            if let position = index[union] {
                result[position].frame = result[position].frame.union(piece.frame)
                result[position].members = (result[position].members ?? [result[position].id]) + [piece.id]
            } else {
                index[union] = result.count
                result.append(piece)
            }
        }
        return result
    }
}

extension Theme {
    /// A colour written in a cluster file: a theme token (aliases allowed), `#hex`, or a SwiftUI
    /// colour name; an unknown word resolves to a colour with only the name.
    public func resolve(color text: String, scheme: ColorScheme) -> ResolvedColor {
        if text.hasPrefix("#"), let rgba = RGBA(hex: text) { return resolve(.literal(rgba, text: text), scheme: scheme) }
        let token = CatalogTables.colorAliases[text] ?? text
        if colors[token] != nil { return resolve(token: token, scheme: scheme) }
        if NativeColor.values[text] != nil { return resolve(.native(text), scheme: scheme) }
        return ResolvedColor(native: text)
    }
}
