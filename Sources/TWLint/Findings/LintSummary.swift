import TWSyntax

/// Counts over one run (the `summary` object of the JSON format).
public struct LintSummary: Hashable, Sendable, Codable {
    public var files: Int
    public var findings: Int
    public var errors: Int
    public var warnings: Int
    /// Files not linted because they use another library's `.tw`; in the JSON
    /// only when there are some.
    public var skipped: Int
    /// Findings not reported because the baseline lists them; in the JSON only when there are some.
    public var baselined: Int

    public init(files: Int, findings: [Finding], skipped: Int = 0, baselined: Int = 0) {
        self.files = files
        self.skipped = skipped
        self.baselined = baselined
        self.findings = findings.count
        errors = findings.filter { $0.severity == .error }.count
        warnings = findings.filter { $0.severity == .warning }.count
    }

    /// `3 files, 2 findings (1 error, 1 warning)`, and `, 1 skipped (not swiftcn's .tw)` when
    /// files were skipped, `, 40 in the baseline` when the baseline covered findings.
    public var line: String {
        func plural(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 ? "" : "s")" }
        var counts = "\(plural(files, "file")), \(plural(findings, "finding")) (\(plural(errors, "error")), \(plural(warnings, "warning")))"
        if skipped > 0 { counts += ", \(skipped) skipped (not swiftcn's .tw)" }
        if baselined > 0 { counts += ", \(baselined) in the baseline" }
        return counts
    }

    private enum CodingKeys: String, CodingKey { case files, findings, errors, warnings, skipped, baselined }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        files = try container.decode(Int.self, forKey: .files)
        findings = try container.decode(Int.self, forKey: .findings)
        errors = try container.decode(Int.self, forKey: .errors)
        warnings = try container.decode(Int.self, forKey: .warnings)
        skipped = try container.decodeIfPresent(Int.self, forKey: .skipped) ?? 0
        baselined = try container.decodeIfPresent(Int.self, forKey: .baselined) ?? 0
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(files, forKey: .files)
        try container.encode(findings, forKey: .findings)
        try container.encode(errors, forKey: .errors)
        try container.encode(warnings, forKey: .warnings)
        if skipped > 0 { try container.encode(skipped, forKey: .skipped) }
        if baselined > 0 { try container.encode(baselined, forKey: .baselined) }
    }
}
