import TWSyntax
import TWResolve

/// A finding in a document: what the server turns into an LSP diagnostic.
public struct LintDiagnostic: Hashable, Sendable {
    /// UTF-8 byte range in the document.
    public var range: ByteRange
    /// The twlint rule id (`unknown-class`), sent as the LSP `code`.
    public var rule: String
    /// The stable code (`TW101`).
    public var code: String
    public var severity: Severity
    public var message: String
    /// A repair: replace `fix.range` (document bytes) with `fix.replacement`.
    public var fix: Fix?

    public init(range: ByteRange, rule: String, code: String, severity: Severity, message: String, fix: Fix? = nil) {
        self.range = range
        self.rule = rule
        self.code = code
        self.severity = severity
        self.message = message
        self.fix = fix
    }
}

/// One class string found in a document.
public struct ClassStringOccurrence: Sendable {
    /// The literal's contents (between the quotes), in document bytes.
    public var range: ByteRange
    /// The parsed class string; its ranges are relative to `range.start`.
    public var list: ClassList

    /// The document byte range of a range of the class string.
    public func documentRange(_ local: ByteRange) -> ByteRange {
        ByteRange(start: range.start + local.start, end: range.start + local.end)
    }

    /// The class string's own offset of a document byte offset.
    public func localOffset(_ documentOffset: Int) -> Int { documentOffset - range.start }

    public var text: String { list.text(ByteRange(start: 0, end: list.utf8.count)) }
}

/// What the server needs from the linter: findings for a document's text, and the class strings
/// in it (for hover, completion, colours and code actions). twlint's scanner and rules will
/// conform to this; ``ProvisionalLinter`` stands in until then.
public protocol DocumentLinter: Sendable {
    /// The findings of `text`, in source order.
    func lint(text: [UInt8], uri: String, settings: LintSettings) -> [LintDiagnostic]
    /// The class strings of `text`, in source order.
    func classStrings(in text: [UInt8]) -> [ClassStringOccurrence]
}

/// The settings a lint run honours: theme, rules turned off, severities per rule.
public struct LintSettings: Sendable {
    public var theme: Theme
    public var disabledRules: Set<String> = []
    public var severities: [String: Severity] = [:]

    public init(theme: Theme = .builtIn, disabledRules: Set<String> = [], severities: [String: Severity] = [:]) {
        self.theme = theme
        self.disabledRules = disabledRules
        self.severities = severities
    }
}
