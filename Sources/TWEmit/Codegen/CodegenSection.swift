/// One section of Figma Dev Mode's Inspect panel: Figma's `CodegenResult`
/// (`{title, language, code}`, developers.figma.com/docs/plugins/api/CodegenResult).
public struct CodegenSection: Sendable, Equatable, Codable {
    /// The languages TWKit uses, spelled as Figma's `language` field lists them.
    public enum Language: String, Sendable, Codable, CaseIterable {
        case swift = "SWIFT"
        case json = "JSON"
        case plaintext = "PLAINTEXT"
    }

    public var title: String
    public var language: Language
    public var code: String

    public init(title: String, language: Language, code: String) {
        self.title = title
        self.language = language
        self.code = code
    }
}
