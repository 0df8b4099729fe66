import TWSyntax

/// One problem twlint reports in a Swift file.
///
/// Lines are 1-based; columns are 1-based counts of Unicode scalars in the source line (issue 4,
/// item 8). The end is exclusive: `endColumn` is the column just after the last scalar.
public struct Finding: Hashable, Sendable, Codable {
    /// The file as given on the command line (or `--stdin-path`).
    public var file: String
    public var line: Int
    public var column: Int
    public var endLine: Int
    public var endColumn: Int
    /// The rule id, such as `unknown-class`.
    public var rule: String
    /// The stable diagnostic code (`TW101`), or the rule's own code for source-level rules.
    public var code: String
    public var severity: Severity
    public var message: String
    /// The replacement that fixes it, in the source file.
    public var fix: SourceFix?

    public init(file: String, line: Int, column: Int, endLine: Int, endColumn: Int, rule: String, code: String,
                severity: Severity, message: String, fix: SourceFix? = nil) {
        self.file = file
        self.line = line
        self.column = column
        self.endLine = endLine
        self.endColumn = endColumn
        self.rule = rule
        self.code = code
        self.severity = severity
        self.message = message
        self.fix = fix
    }
}

/// A replacement in a source file: put `replacement` in place of the UTF-8 bytes in `range`.
public struct SourceFix: Hashable, Sendable, Codable {
    public var range: ByteRange
    public var replacement: String
    /// True when applying it can never change what the file means beyond the finding
    /// (`--fix` applies only safe fixes).
    public var isSafe: Bool

    public init(range: ByteRange, replacement: String, isSafe: Bool = true) {
        self.range = range
        self.replacement = replacement
        self.isSafe = isSafe
    }
}

extension Finding {
    /// Deterministic report order: file, position, rule.
    public static func reportOrder(_ lhs: Finding, _ rhs: Finding) -> Bool {
        (lhs.file, lhs.line, lhs.column, lhs.rule, lhs.message) < (rhs.file, rhs.line, rhs.column, rhs.rule, rhs.message)
    }
}
