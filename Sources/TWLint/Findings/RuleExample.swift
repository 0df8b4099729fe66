/// A snippet of Swift source in a rule's description, run by the tests.
///
/// A `↓` marks each place where the rule must report: the finding's start (line and column) is
/// the position of the character after the marker, as in SwiftLint's examples. A triggering example
/// has one marker or more; a non-triggering example has none. The tests lint each example as
/// written and in the variants of ``RuleExample/Variant``.
public struct RuleExample: Hashable, Sendable, Codable {
    /// Swift source with `↓` markers.
    public var code: String
    /// A `.twlint.json` to lint the example with, when the defaults do not show the rule.
    public var configuration: String?
    /// The variants the example is not run in, each with the reason in the rule's file.
    public var excludedVariants: Set<Variant>

    /// How the tests rewrite an example before linting it.
    public enum Variant: String, CaseIterable, Hashable, Sendable, Codable {
        /// As written: the findings are exactly at the markers.
        case asWritten = "as-written"
        /// Every string literal `"…"` written as a raw string `#"…"#`: the same findings.
        case rawString = "raw-string"
        /// Every string literal written as a multi-line string literal: the same findings.
        case multilineString = "multi-line-string"
        /// A comment with an emoji (several Unicode scalars, many UTF-8 bytes) before the code: the
        /// same findings, so columns count Unicode scalars and offsets UTF-8 bytes.
        case afterEmoji = "after-emoji"
        /// Every line commented out: no finding of the rule.
        case inComment = "in-comment"
        /// Behind `// twlint:disable <rule>`: no finding of the rule.
        case suppressed = "suppressed"
    }

    public init(_ code: String, configuration: String? = nil, excludedVariants: Set<Variant> = []) {
        self.code = code
        self.configuration = configuration
        self.excludedVariants = excludedVariants
    }
}
