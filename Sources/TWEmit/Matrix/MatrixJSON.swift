import Foundation
import TWResolve

/// The `twkit.matrix/1` JSON document of `tw matrix --json`.
///
/// ```json
/// {"schema": "twkit.matrix/1", "classes": "...", "valid": true, "lenient": false,
///  "columns": [{"name": "iOS 18", "context": {...}}, ...],
///  "rows": {"fill": ["material regular", ...], "renderer": [...], "edge": [...], "shape": [...],
///           "shadow": [...], "buttonStyle": [...]},
///  "variations": [{"name": "Reduce Transparency", "flag": "--reduce-transparency", "changed": true,
///                  "rows": {"fill": ["solid surface", null, ...]}}],
///  "notes": ["..."]}
/// ```
///
/// Each row array has one cell per column, in column order. In a variation only rows with a
/// change appear, and `null` marks a cell equal to the base. `context` is the normalised context
/// of the resolution document (`twkit.resolution/1`).
public enum MatrixJSON {
    struct Document: Encodable {
        var schema = Matrix.schemaVersion
        var classes: String
        var valid: Bool
        var lenient: Bool
        var columns: [Column]
        var rows: [String: [String]]
        var variations: [Variation]
        var notes: [String]
        var diagnostics: [ResolutionDocumentV1.Diagnostic]
    }

    struct Column: Encodable {
        var name: String
        var context: ResolutionDocumentV1.ContextSummary
    }

    struct Variation: Encodable {
        var name: String
        var flag: String
        var changed: Bool
        var rows: [String: [String?]]
    }

    public static func encode(_ matrix: Matrix, compact: Bool = false) -> String {
        String(decoding: ResolutionJSON.encode(document(matrix), with: ResolutionJSON.encoder(compact: compact)), as: UTF8.self)
    }

    /// The document of a matrix, for ``Matrix``'s `Encodable` conformance and ``encode(_:compact:)``.
    static func document(_ matrix: Matrix) -> Document {
        Document(
            classes: matrix.classes, valid: matrix.valid, lenient: matrix.lenient,
            columns: zip(matrix.columns, matrix.resolutions).map { Column(name: $0.name, context: .init($1.context)) },
            rows: Dictionary(uniqueKeysWithValues: matrix.rows.map { ($0.row.rawValue, $0.cells) }),
            variations: matrix.variations.map { result in
                Variation(
                    name: result.variation.name, flag: result.variation.flag, changed: result.changed,
                    rows: Dictionary(uniqueKeysWithValues: result.rows.map { ($0.row.rawValue, $0.cells) }))
            },
            notes: matrix.notes,
            diagnostics: (matrix.resolutions.first?.diagnostics ?? []).map(ResolutionDocumentV1.Diagnostic.init)
        )
    }
}
