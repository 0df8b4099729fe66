import Foundation
import TWResolve

/// What `tw suggest` found: the class string, how each design property became classes, and what
/// no class expresses.
public struct Suggestion: Sendable, Codable, Equatable {
    /// One design property and the classes it became.
    public struct Part: Sendable, Codable, Equatable {
        /// `padding`, `fill`, `stroke.color`, ...
        public var property: String
        /// The design's value as written: `15`, `#fefefe`.
        public var value: String
        public var classes: [String]
        /// True when the classes draw a different value than the design's (a spacing step, a
        /// theme token that is close but not equal); `note` then says what changed.
        public var snapped: Bool
        public var note: String?
    }

    /// The suggested class string, recipe first when one matched.
    public var classes: String
    /// The recipe named in place of its expansion (`card`), if any.
    public var recipe: String?
    public var parts: [Part]
    public var unexpressed: [DesignProperties.Unexpressed]
    /// Whether swiftcn accepts `classes` in the theme (always expected; false is a bug to report).
    public var valid: Bool

    /// `twkit.suggestion/1` JSON.
    public func json(compact: Bool = false) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = compact ? [.sortedKeys, .withoutEscapingSlashes] : [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(SuggestionDocument(suggestion: self))) ?? Data(), as: UTF8.self)
    }

    /// The `twkit.suggestion/1` document as a value, for callers that build JSON values rather than text.
    public var document: some Encodable & Sendable { SuggestionDocument(suggestion: self) }

    /// The `twkit.suggestion/1` document: the suggestion's members under a schema version.
    private struct SuggestionDocument: Encodable, Sendable {
        var schema = "twkit.suggestion/1"
        var suggestion: Suggestion
        enum CodingKeys: String, CodingKey { case schema, classes, recipe, parts, unexpressed, valid }
        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(schema, forKey: .schema)
            try container.encode(suggestion.classes, forKey: .classes)
            try container.encode(suggestion.recipe, forKey: .recipe)
            try container.encode(suggestion.parts, forKey: .parts)
            try container.encode(suggestion.unexpressed, forKey: .unexpressed)
            try container.encode(suggestion.valid, forKey: .valid)
        }
    }

    /// The text `tw suggest` prints: the classes, then what was snapped and what was left out.
    public var text: String {
        var out = classes + "\n"
        if let recipe { out += "\nrecipe: \(recipe) (its expansion matched)\n" }
        let snapped = parts.filter(\.snapped)
        if !snapped.isEmpty {
            out += "\nsnapped:\n"
            for part in snapped { out += "  \(part.property) \(part.value) -> \(part.classes.joined(separator: " "))\(part.note.map { ": \($0)" } ?? "")\n" }
        }
        if !unexpressed.isEmpty {
            out += "\nnot expressed:\n"
            for item in unexpressed { out += "  \(item.property): \(item.reason)\n" }
        }
        return out
    }
}
