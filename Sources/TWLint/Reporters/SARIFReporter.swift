import Foundation
import TWSyntax

/// SARIF 2.1.0 (OASIS), one run, `columnKind` `unicodeCodePoints` so that columns count Unicode
/// scalars like the other formats. Validated against the official schema in the tests.
enum SARIFReporter {
    static func render(_ findings: [Finding], rules: [RuleDescription], toolVersion: String) -> String {
        let ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
        let results: [[String: Any]] = findings.map { finding in
            var result: [String: Any] = [
                "ruleId": finding.rule,
                "level": level(finding.severity),
                "message": ["text": finding.message],
                "locations": [[
                    "physicalLocation": [
                        "artifactLocation": ["uri": uri(finding.file)],
                        "region": [
                            "startLine": finding.line, "startColumn": finding.column,
                            "endLine": finding.endLine, "endColumn": finding.endColumn,
                        ],
                    ],
                ]],
                "properties": ["code": finding.code],
            ]
            if let index = ruleIndex[finding.rule] { result["ruleIndex"] = index }
            if let fix = finding.fix {
                result["fixes"] = [[
                    "description": ["text": "Replace with \(fix.replacement.isEmpty ? "nothing" : "`\(fix.replacement)`")"],
                    "artifactChanges": [[
                        "artifactLocation": ["uri": uri(finding.file)],
                        "replacements": [[
                            "deletedRegion": ["byteOffset": fix.range.start, "byteLength": fix.range.count],
                            "insertedContent": ["text": fix.replacement],
                        ]],
                    ]],
                ]]
            }
            return result
        }
        let document: [String: Any] = [
            "$schema": "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json",
            "version": "2.1.0",
            "runs": [[
                "tool": [
                    "driver": [
                        "name": "twlint",
                        "version": toolVersion,
                        "rules": rules.map { rule -> [String: Any] in
                            [
                                "id": rule.id,
                                "shortDescription": ["text": rule.summary],
                                "fullDescription": ["text": rule.documentation],
                                "defaultConfiguration": ["level": level(rule.defaultSeverity)],
                                "help": ["text": rule.documentation + "\n\nExample:\n" + rule.triggeringExample],
                            ]
                        },
                    ],
                ],
                "columnKind": "unicodeCodePoints",
                "results": results,
            ]],
        ]
        let data = (try? JSONSerialization.data(withJSONObject: document, options: [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes])) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
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
