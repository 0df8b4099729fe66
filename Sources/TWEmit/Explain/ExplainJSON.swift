import Foundation
import TWResolve

/// One row of `tw explain`'s field table: a decided field, its value shortly (nil when it has no
/// short form), the class that won and the rule that decided.
public struct ExplainedField: Hashable, Sendable, Encodable {
    public var field: String
    public var value: String?
    public var `class`: String
    public var rule: String

    public init(field: String, value: String?, class: String, rule: String) {
        self.field = field
        self.value = value
        self.class = `class`
        self.rule = rule
    }

    private enum CodingKeys: String, CodingKey { case field, value, `class`, rule }

    /// `value` is always present, `null` when the field has no short form.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(field, forKey: .field)
        try container.encode(value, forKey: .value)
        try container.encode(self.class, forKey: .class)
        try container.encode(rule, forKey: .rule)
    }
}

/// The `twkit.explain/1` document of `tw explain --json`: the facts `tw explain` prints
/// (``Explainer``), for tools.
///
/// ```json
/// {"schema": "twkit.explain/1", "classes": "p-4 p-6", "valid": true, "lenient": false,
///  "undecorated": false, "context": {...}, "contextSummary": "iOS 26, automatic, ...",
///  "fields": [{"field": "padding.top", "value": "24pt", "class": "p-6", "rule": "last wins"}],
///  "ignored": [], "overridden": [{"class": "p-4", "by": "p-6", "field": "padding", ...}],
///  "diagnostics": []}
/// ```
///
/// `context` is the normalised context of the resolution document (`twkit.resolution/1`);
/// `contextSummary` is the text's `context:` line. `fields` is in the text's order and empty when
/// the classes are rejected (`undecorated`). The shape is `Themes/explain.schema.json`
/// (``ExplainSchema``).
public enum ExplainJSON {
    public static let schemaVersion = "twkit.explain/1"

    struct Document: Encodable, Sendable {
        var schema = ExplainJSON.schemaVersion
        var classes: String
        var valid: Bool
        var lenient: Bool
        var undecorated: Bool
        var context: ResolutionDocumentV1.ContextSummary
        var contextSummary: String
        var fields: [ExplainedField]
        var ignored: [ResolutionDocumentV1.Ignored]
        var overridden: [ResolutionDocumentV1.Overridden]
        var diagnostics: [ResolutionDocumentV1.Diagnostic]
    }

    public static func encode(_ r: Resolution, compact: Bool = false) -> String {
        ResolutionJSON.text(document(r), compact: compact)
    }

    /// The document as a value, for callers that build JSON values rather than text.
    public static func document(_ r: Resolution) -> some Encodable & Sendable {
        Document(
            classes: r.classes, valid: r.valid, lenient: r.lenient, undecorated: r.undecorated,
            context: .init(r.context), contextSummary: r.context.summary, fields: Explainer.fields(r),
            ignored: r.ignored.map(ResolutionDocumentV1.Ignored.init),
            overridden: r.overridden.map(ResolutionDocumentV1.Overridden.init),
            diagnostics: r.diagnostics.map(ResolutionDocumentV1.Diagnostic.init))
    }
}
