/// The `twkit.compose/1` document of `tw compose --json`: the class string `cn(…)` composes
/// from its fragments, and its tokens.
///
/// ```json
/// {"composed": "p-4 glass", "schema": "twkit.compose/1", "tokens": ["p-4", "glass"]}
/// ```
public struct ComposeDocumentV1: Hashable, Sendable, Codable {
    public static let schemaVersion = "twkit.compose/1"

    public var schema = ComposeDocumentV1.schemaVersion
    public var composed: String
    /// `composed` split at spaces.
    public var tokens: [String]

    public init(composed: String) {
        self.composed = composed
        tokens = composed.split(separator: " ").map(String.init)
    }
}
