/// How serious a diagnostic is. `error` means swiftcn rejects the class string (the whole surface
/// is left undecorated, reference §4.2); `warning` and `note` never change what swiftcn draws.
public enum Severity: String, Sendable, Codable, Comparable, CaseIterable {
    case note
    case warning
    case error

    private var rank: Int {
        switch self {
        case .note: 0
        case .warning: 1
        case .error: 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// A replacement that repairs a diagnostic: put `replacement` in place of the bytes in `range`.
public struct Fix: Hashable, Sendable, Codable {
    /// The bytes to replace (UTF-8 offsets into the parsed text).
    public var range: ByteRange
    /// The text to put there.
    public var replacement: String

    public init(range: ByteRange, replacement: String) {
        self.range = range
        self.replacement = replacement
    }
}

/// One finding about a class string.
///
/// `code` is stable across releases (``DiagnosticCode``); `rule` is the kebab-case family name that
/// configuration files and suppressions use (`unknown-class`, `invalid-argument`, ...).
public struct Diagnostic: Hashable, Sendable, Codable {
    public var code: DiagnosticCode
    public var severity: Severity
    public var message: String
    /// Where the problem is, in UTF-8 bytes of the parsed text.
    public var range: ByteRange
    public var fix: Fix?

    public init(code: DiagnosticCode, severity: Severity? = nil, message: String, range: ByteRange, fix: Fix? = nil) {
        self.code = code
        self.severity = severity ?? code.defaultSeverity
        self.message = message
        self.range = range
        self.fix = fix
    }

    /// The rule family of the code, for example `unknown-class`.
    public var rule: String { code.rule }
}
