import TWSyntax

/// An output format of twlint.
public enum ReportFormat: String, Sendable, CaseIterable {
    /// `path:line:column: warning: message [rule-id]`, which Xcode and most editors read.
    case xcode
    /// `{"findings":[…],"summary":{…}}`.
    case json
    /// SARIF 2.1.0 with `columnKind` `unicodeCodePoints`.
    case sarif
    /// GitHub Actions workflow commands (`::error file=…,line=…,col=…::message`).
    case github
    /// Only the one-line summary.
    case summary

    /// Renders findings (already in report order) and the summary.
    public func render(_ findings: [Finding], summary: LintSummary, rules: [RuleDescription], toolVersion: String) -> String {
        switch self {
        case .xcode: XcodeReporter.render(findings, summary: summary)
        case .json: JSONReporter.render(findings, summary: summary)
        case .sarif: SARIFReporter.render(findings, rules: rules, toolVersion: toolVersion)
        case .github: GitHubReporter.render(findings, summary: summary)
        case .summary: summary.line + "\n"
        }
    }
}

enum XcodeReporter {
    static func render(_ findings: [Finding], summary: LintSummary) -> String {
        var text = ""
        for finding in findings {
            // A file name is the repository's text too: shown, never obeyed by the terminal.
            let file = EchoedText.visible(finding.file.unicodeScalars)
            text += "\(file):\(finding.line):\(finding.column): \(finding.severity.rawValue): \(finding.message) [\(finding.rule)]\n"
        }
        return text
    }
}

enum GitHubReporter {
    /// Workflow-command values escape `%`, CR and LF; properties also escape `:` and `,`.
    static func escapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
    }

    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }

    static func render(_ findings: [Finding], summary: LintSummary) -> String {
        var text = ""
        for finding in findings {
            let command = finding.severity == .error ? "error" : finding.severity == .warning ? "warning" : "notice"
            text += "::\(command) file=\(escapeProperty(EchoedText.terminalLines(finding.file))),line=\(finding.line),col=\(finding.column),"
            text += "endLine=\(finding.endLine),endColumn=\(finding.endColumn),title=\(escapeProperty("twlint " + finding.rule))::"
            text += escapeData(finding.message) + "\n"
        }
        return text
    }
}
