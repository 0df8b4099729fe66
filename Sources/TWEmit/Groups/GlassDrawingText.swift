import Foundation
import TWResolve

/// `tw cluster` and `tw group` output: text for people and the `twkit.glass/1` JSON document.
///
/// ```text
/// iOS 27: UIKit glass container (one UIGlassContainerEffect), spacing 12
///   a  capsule at (0, 0) 80×36       glass, tint primary                 edge none
/// ```
public enum GlassDrawingOutput {
    public static let schemaVersion = "twkit.glass/1"

    public static func text(_ drawings: [GlassDrawing], kind: GlassInputKind) -> String {
        var out = ""
        for drawing in drawings {
            let container: String
            switch drawing.container {
            case .uiKitContainer: container = "UIKit glass container (one UIGlassContainerEffect)"
            case .swiftUIContainer: container = "SwiftUI GlassEffectContainer"
            case .none: container = "no container, no glass view: each \(kind == .group ? "surface" : "piece") draws itself"
            }
            out += "\(drawing.name): \(container)" + (drawing.spacing.map { ", spacing \(Points.pt($0))" } ?? "") + "\n"
            let width = drawing.pieces.map(\.id.count).max() ?? 0
            for piece in drawing.pieces {
                let f = piece.frame
                var line = "  " + piece.id.padding(toLength: width + 2, withPad: " ", startingAt: 0)
                line += "\(piece.shape) at (\(Points.format(f.x)), \(Points.format(f.y))) \(Points.format(f.width))×\(Points.format(f.height)); "
                line += "\(piece.fill.summary); edge \(piece.edge.summary)"
                if let members = piece.members { line += "; plate of \(members.joined(separator: " + "))" }
                out += line + "\n"
            }
            for note in drawing.notes { out += "  note: \(note)\n" }
        }
        return out
    }

    /// `{"schema": "twkit.glass/1", "kind": "cluster", "contexts": [GlassDrawing...]}`.
    public static func json(_ drawings: [GlassDrawing], kind: GlassInputKind, compact: Bool = false) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = compact ? [.sortedKeys, .withoutEscapingSlashes] : [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(GlassDocumentV1(kind: kind, drawings: drawings))) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }
}
