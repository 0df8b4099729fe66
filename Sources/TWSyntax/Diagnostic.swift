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
///
/// Encoded as `{"range","replacement"}`: ``isSafe`` is the linter's concern (`twlint --fix`), so
/// the documents of class strings never carry it and twlint's JSON report writes it itself.
public struct Fix: Hashable, Sendable, Codable {
    /// The bytes to replace (UTF-8 offsets into the parsed text, or into the Swift file for a
    /// linter's fix).
    public var range: ByteRange
    /// The text to put there.
    public var replacement: String
    /// True when applying it can never change what the file means beyond the diagnostic
    /// (`twlint --fix` applies only safe fixes).
    public var isSafe: Bool

    public init(range: ByteRange, replacement: String, isSafe: Bool = true) {
        self.range = range
        self.replacement = replacement
        self.isSafe = isSafe
    }

    private enum CodingKeys: String, CodingKey { case range, replacement }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(range: try container.decode(ByteRange.self, forKey: .range), replacement: try container.decode(String.self, forKey: .replacement))
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(range, forKey: .range)
        try container.encode(replacement, forKey: .replacement)
    }
}

/// One diagnostic, in every layer: the parser's syntax issues, the resolver's rejected classes
/// and the linter's findings are all this type; a layer that knows more (the class string a
/// diagnostic belongs to, a Swift file's position) carries it beside the diagnostic.
///
/// `code` is stable across releases (``DiagnosticCode``); `rule` is the kebab-case name that
/// configuration files and suppressions use (`unknown-class`, `invalid-argument`,
/// `duplicate-class`, ...). Each layer declares its codes and builds its messages with static
/// factories next to the check that raises them (`Diagnostic.unknownVariant(_:suggestion:at:)`),
/// so that each message is written once.
public struct Diagnostic: Hashable, Sendable, Codable {
    public var code: DiagnosticCode
    /// The rule that reports it: the code's family (``DiagnosticCode/rule``) unless the reporter
    /// names a narrower one (`native-color` for `TW210`, a lint rule's id).
    public var rule: String
    public var severity: Severity
    /// One line of text; user text it quotes is escaped and bounded (``EchoedText``).
    public var message: String
    /// Where the problem is, in UTF-8 bytes of the parsed text (of the Swift file, for a linter's
    /// finding).
    public var range: ByteRange
    public var fix: Fix?

    /// - Parameters:
    ///   - rule: nil for the code's family.
    ///   - severity: nil for the code's default (``DiagnosticCode/defaultSeverity``).
    public init(code: DiagnosticCode, rule: String? = nil, severity: Severity? = nil, message: String, range: ByteRange, fix: Fix? = nil) {
        self.code = code
        self.rule = rule ?? code.rule
        self.severity = severity ?? code.defaultSeverity
        self.message = EchoedText.message(message)
        self.range = range
        self.fix = fix
    }

    // The stored rule is not encoded: `code`, `severity`, `message`, `range` and `fix`; a decoded
    // diagnostic takes its code's family.
    private enum CodingKeys: String, CodingKey { case code, severity, message, range, fix }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            code: try container.decode(DiagnosticCode.self, forKey: .code),
            severity: try container.decode(Severity.self, forKey: .severity),
            message: try container.decode(String.self, forKey: .message),
            range: try container.decode(ByteRange.self, forKey: .range),
            fix: try container.decodeIfPresent(Fix.self, forKey: .fix))
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(code, forKey: .code)
        try container.encode(severity, forKey: .severity)
        try container.encode(message, forKey: .message)
        try container.encode(range, forKey: .range)
        try container.encodeIfPresent(fix, forKey: .fix)
    }
}
