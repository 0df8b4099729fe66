import Foundation
import TWSyntax

/// SARIF 2.1.0 (OASIS), one run, `columnKind` `unicodeCodePoints` so that columns count Unicode
/// scalars like the other formats: findings mapped to a ``SARIFLog`` and encoded with sorted keys,
/// pretty printed. Validated against the official schema in the tests.
enum SARIFReporter {
    static func render(_ findings: [Finding], rules: [RuleDescription], toolVersion: String) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        let data = (try? encoder.encode(log(findings, rules: rules, toolVersion: toolVersion))) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// The log of one run over `findings`, with every rule in `rules` described.
    static func log(_ findings: [Finding], rules: [RuleDescription], toolVersion: String) -> SARIFLog {
        let ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
        let results = findings.map { finding in
            SARIFResult(
                ruleId: finding.rule, ruleIndex: ruleIndex[finding.rule], level: level(finding.severity),
                message: SARIFMessage(text: finding.message),
                locations: [
                    SARIFLocation(
                        physicalLocation: .init(
                            artifactLocation: SARIFArtifactLocation(uri: uri(finding.file)),
                            region: SARIFRegion(startLine: finding.line, startColumn: finding.column, endLine: finding.endLine, endColumn: finding.endColumn)))
                ],
                properties: .init(code: finding.code),
                fixes: finding.fix.map { fix in
                    [
                        SARIFFix(
                            description: SARIFMessage(text: "Replace with \(fix.replacement.isEmpty ? "nothing" : "`\(fix.replacement)`")"),
                            artifactChanges: [
                                .init(
                                    artifactLocation: SARIFArtifactLocation(uri: uri(finding.file)),
                                    replacements: [
                                        .init(
                                            deletedRegion: SARIFRegion(byteOffset: fix.range.start, byteLength: fix.range.count),
                                            insertedContent: .init(text: fix.replacement))
                                    ])
                            ])
                    ]
                })
        }
        let descriptors = rules.map { rule in
            SARIFRule(
                id: rule.id, shortDescription: SARIFMessage(text: rule.summary), fullDescription: SARIFMessage(text: rule.documentation),
                defaultConfiguration: .init(level: level(rule.defaultSeverity)),
                help: SARIFMessage(text: rule.documentation + "\n\nExample:\n" + rule.triggeringExample))
        }
        return SARIFLog(runs: [SARIFRun(tool: SARIFTool(driver: .init(name: "twlint", version: toolVersion, rules: descriptors)), results: results)])
    }

    static func level(_ severity: Severity) -> SARIFLevel {
        switch severity {
        case .error: .error
        case .warning: .warning
        case .note: .note
        }
    }

    /// A relative path stays relative (resolved against the run's working directory); spaces
    /// and other reserved characters are percent-encoded.
    static func uri(_ path: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: ":")
        let encoded = path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
        return path.hasPrefix("/") ? "file://" + encoded : encoded
    }
}
