import TWSyntax

/// What `twlint rules` says about a rule: its id, default severity and documentation.
public struct RuleDescription: Hashable, Sendable, Codable {
    /// The kebab-case id used in configuration and suppressions.
    public var id: String
    public var defaultSeverity: Severity
    /// One line.
    public var summary: String
    /// One paragraph: what it checks and why.
    public var documentation: String
    /// A Swift snippet that triggers the rule.
    public var triggeringExample: String
    /// The same snippet corrected, when there is a correction.
    public var correctedExample: String?

    public init(id: String, defaultSeverity: Severity, summary: String, documentation: String,
                triggeringExample: String, correctedExample: String? = nil) {
        self.id = id
        self.defaultSeverity = defaultSeverity
        self.summary = summary
        self.documentation = documentation
        self.triggeringExample = triggeringExample
        self.correctedExample = correctedExample
    }

}
