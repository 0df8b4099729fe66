import Foundation
import TWSyntax

/// `{"findings":[{"file","line","column","endLine","endColumn","rule","code","severity","message","fix"}],"summary":{"files","findings","errors","warnings","skipped"?,"baselined"?}}` (`skipped` only when files were skipped, `baselined` only when the baseline covered findings).
/// `fix` is null or `{"range":{"start","end"},"replacement"}` in UTF-8 bytes
/// of the file.
enum JSONReporter {
    private struct Document: Encodable {
        var findings: [Entry]
        var summary: LintSummary
    }

    /// A finding with `fix` always present (null when there is none).
    private struct Entry: Encodable {
        var finding: Finding

        enum CodingKeys: String, CodingKey { case file, line, column, endLine, endColumn, rule, code, severity, message, fix }

        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(finding.file, forKey: .file)
            try container.encode(finding.line, forKey: .line)
            try container.encode(finding.column, forKey: .column)
            try container.encode(finding.endLine, forKey: .endLine)
            try container.encode(finding.endColumn, forKey: .endColumn)
            try container.encode(finding.rule, forKey: .rule)
            try container.encode(finding.code, forKey: .code)
            try container.encode(finding.severity, forKey: .severity)
            try container.encode(finding.message, forKey: .message)
            if let fix = finding.fix {
                try container.encode(EncodedSourceFix(fix), forKey: .fix)
            } else {
                try container.encodeNil(forKey: .fix)
            }
        }
    }

    static func render(_ findings: [Finding], summary: LintSummary) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(Document(findings: findings.map(Entry.init), summary: summary))) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
