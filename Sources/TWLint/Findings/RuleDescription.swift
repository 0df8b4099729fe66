import TWSyntax

/// A rule as data: its id, code, default severity, documentation and the examples the tests run.
/// Each rule's description has a file of its own in `Rules/Descriptions/`, and
/// ``RuleRegistry/all`` lists them sorted by id.
public struct RuleDescription: Hashable, Sendable, Codable {
    /// The kebab-case id used in configuration and suppressions.
    public var id: String
    /// The code of its findings (`TW601`), or of a family of codes (`TW1xx`: any code from TW100
    /// to TW199), as ``DiagnosticCode`` groups them.
    public var code: String
    public var defaultSeverity: Severity
    /// One line.
    public var summary: String
    /// One paragraph: what it checks and why.
    public var documentation: String
    /// A Swift snippet that triggers the rule.
    public var triggeringExample: String
    /// The same snippet corrected, when there is a correction.
    public var correctedExample: String?
    /// Snippets the rule reports, with a `↓` at each finding; the tests run them.
    public var triggeringExamples: [RuleExample]
    /// Snippets the rule must not report; the tests run them.
    public var nonTriggeringExamples: [RuleExample]
    /// True for a rule that runs only when `.twlint.json` enables it (`"enabled"` or a
    /// `"severity"` entry); every other rule runs unless disabled.
    public var isOptIn: Bool

    public init(
        id: String, code: String, defaultSeverity: Severity, summary: String, documentation: String,
        triggeringExample: String, correctedExample: String? = nil,
        triggeringExamples: [RuleExample] = [], nonTriggeringExamples: [RuleExample] = [], isOptIn: Bool = false
    ) {
        self.id = id
        self.code = code
        self.defaultSeverity = defaultSeverity
        self.summary = summary
        self.documentation = documentation
        self.triggeringExample = triggeringExample
        self.correctedExample = correctedExample
        self.triggeringExamples = triggeringExamples
        self.nonTriggeringExamples = nonTriggeringExamples
        self.isOptIn = isOptIn
    }

    /// The code of its findings, for a rule with one code (`TW601`, not a family such as `TW1xx`).
    public var diagnosticCode: DiagnosticCode { DiagnosticCode(rawValue: code) }

    /// Whether `code` is this rule's code, or one of its family (`TW1xx`).
    public func covers(code: String) -> Bool {
        guard self.code.hasSuffix("xx") else { return code == self.code }
        return code.count == self.code.count && code.hasPrefix(self.code.dropLast(2))
    }

}

extension Diagnostic {
    /// A finding of a lint rule with one code: the rule's id, code and default severity (the
    /// linter applies the configured severity when it reports it). Each rule builds its messages
    /// with a factory beside its description (`Rules/Descriptions/<Rule>.swift`).
    init(_ rule: RuleDescription, message: String, range: ByteRange, fix: Fix? = nil) {
        self.init(code: rule.diagnosticCode, rule: rule.id, severity: rule.defaultSeverity, message: message, range: range, fix: fix)
    }
}
