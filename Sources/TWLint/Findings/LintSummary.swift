import TWSyntax

/// Counts over one run (the `summary` object of the JSON format, issue 4 item 8).
public struct LintSummary: Hashable, Sendable, Codable {
    public var files: Int
    public var findings: Int
    public var errors: Int
    public var warnings: Int

    public init(files: Int, findings: [Finding]) {
        self.files = files
        self.findings = findings.count
        errors = findings.filter { $0.severity == .error }.count
        warnings = findings.filter { $0.severity == .warning }.count
    }

    /// `3 files, 2 findings (1 error, 1 warning)`.
    public var line: String {
        func plural(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 ? "" : "s")" }
        return "\(plural(files, "file")), \(plural(findings, "finding")) (\(plural(errors, "error")), \(plural(warnings, "warning")))"
    }
}
