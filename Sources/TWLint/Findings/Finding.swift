import TWSyntax

/// One problem twlint reports in a Swift file: its ``Diagnostic`` and where it is in the file.
///
/// Lines are 1-based; columns are 1-based counts of Unicode scalars in the source line. The end
/// is exclusive: `endColumn` is the column just after the last scalar.
public struct Finding: Hashable, Sendable, Encodable {
    /// The file as given on the command line (or `--stdin-path`).
    public var file: String
    public var line: Int
    public var column: Int
    public var endLine: Int
    public var endColumn: Int
    /// The rule id (`unknown-class`), the code (`TW101`, or a lint rule's own `TW6xx`), the
    /// severity as configured, the message, the range in UTF-8 bytes of the file, and the fix.
    public var diagnostic: Diagnostic

    public init(file: String, line: Int, column: Int, endLine: Int, endColumn: Int, diagnostic: Diagnostic) {
        self.file = file
        self.line = line
        self.column = column
        self.endLine = endLine
        self.endColumn = endColumn
        self.diagnostic = diagnostic
    }

    /// The rule id, such as `unknown-class`.
    public var rule: String { diagnostic.rule }
    /// The stable diagnostic code (`TW101`), or the rule's own code for source-level rules.
    public var code: String { diagnostic.code.rawValue }
    public var severity: Severity {
        get { diagnostic.severity }
        set { diagnostic.severity = newValue }
    }
    public var message: String { diagnostic.message }
    /// The replacement that fixes it, in the source file.
    public var fix: SourceFix? {
        get { diagnostic.fix }
        set { diagnostic.fix = newValue }
    }

    // Encoded flat, so a report reads without knowing the diagnostic type: `file`, `line`,
    // `column`, `endLine`, `endColumn`, `rule`, `code`, `severity`, `message` and `fix` when there
    // is one.
    private enum CodingKeys: String, CodingKey { case file, line, column, endLine, endColumn, rule, code, severity, message, fix }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(file, forKey: .file)
        try container.encode(line, forKey: .line)
        try container.encode(column, forKey: .column)
        try container.encode(endLine, forKey: .endLine)
        try container.encode(endColumn, forKey: .endColumn)
        try container.encode(rule, forKey: .rule)
        try container.encode(code, forKey: .code)
        try container.encode(severity, forKey: .severity)
        try container.encode(message, forKey: .message)
        try container.encodeIfPresent(fix.map(EncodedSourceFix.init), forKey: .fix)
    }
}

/// A replacement in a source file: a ``Fix`` whose range is in the file's UTF-8 bytes.
public typealias SourceFix = Fix

/// A source fix as twlint's reports write it, ``Fix/isSafe`` included:
/// `{"isSafe","range":{"start","end"},"replacement"}`.
struct EncodedSourceFix: Encodable {
    var isSafe: Bool
    var range: ByteRange
    var replacement: String

    init(_ fix: SourceFix) {
        isSafe = fix.isSafe
        range = fix.range
        replacement = fix.replacement
    }
}

extension Finding {
    /// Deterministic report order: file, position, rule.
    public static func reportOrder(_ lhs: Finding, _ rhs: Finding) -> Bool {
        (lhs.file, lhs.line, lhs.column, lhs.rule, lhs.message) < (rhs.file, rhs.line, rhs.column, rhs.rule, rhs.message)
    }
}
