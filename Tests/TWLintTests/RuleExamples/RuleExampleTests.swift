import Foundation
import Testing
import TWLint

/// Every rule's examples, as written and in each variant (SwiftLint's
/// `verifyRule`): a triggering example is reported exactly at its `↓` markers, with the rule's
/// code; a non-triggering example is not reported; inside a comment or behind a suppression,
/// nothing is.
@Suite("Rule examples")
struct RuleExampleTests {
    @Test("Examples of every rule", arguments: RuleRegistry.all, RuleExample.Variant.allCases)
    func examples(of rule: RuleDescription, variant: RuleExample.Variant) throws {
        for (example, triggers) in rule.triggeringExamples.map({ ($0, true) }) + rule.nonTriggeringExamples.map({ ($0, false) })
        where !example.excludedVariants.contains(variant) {
            let marked = MarkedSource(variant.apply(to: example.code, rule: rule.id))
            let configuration =
                try example.configuration.map {
                    try LintConfiguration.decode(Data($0.utf8), file: "/project/.twlint.json", knownRules: Set(Linter.rules.map(\.id))).0
                } ?? LintConfiguration()
            let findings = lint(marked.text, configuration: configuration).findings.filter { $0.rule == rule.id }
            let expected = triggers && variant.keepsFindings ? marked.markers : []
            #expect(findings.map { "\($0.line):\($0.column)" } == expected, "\(rule.id), \(variant.rawValue):\n\(marked.text)")
            for finding in findings {
                #expect(rule.covers(code: finding.code), "\(rule.id) reported code \(finding.code), not \(rule.code)")
            }
            if triggers, variant == .asWritten {
                #expect(!marked.markers.isEmpty, "a triggering example of \(rule.id) without a ↓ marker:\n\(example.code)")
            } else if !triggers {
                #expect(!example.code.contains("↓"), "a non-triggering example of \(rule.id) with a ↓ marker")
            }
        }
    }
}

extension RuleDescription: CustomTestStringConvertible {
    public var testDescription: String { id }
}

extension RuleExample.Variant: CustomTestStringConvertible {
    public var testDescription: String { rawValue }
}
