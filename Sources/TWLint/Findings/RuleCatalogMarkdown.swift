/// `Docs/Rules.md`: one section per twlint rule, headed by its id, so that each diagnostic can
/// link to its own rule (the language server's `codeDescription.href`). A test keeps the file
/// equal to this rendering of ``Linter/rules``.
public enum RuleCatalogMarkdown {
    public static func render(_ rules: [RuleDescription] = Linter.rules) -> String {
        var text = """
            # twlint rules

            Every rule `twlint` and `tw lsp` report, by id (the `code` of a diagnostic, the key in
            `.twlint.json` and in suppressions). `twlint rules RULE-ID` prints the same text.
            This file is checked against the rules' descriptions by the tests.

            """
        for rule in rules.sorted(by: { $0.id < $1.id }) {
            text += "\n## \(rule.id)\n\n"
            let off = rule.isOptIn ? " (off until enabled in `.twlint.json`)" : ""
            text += "Default severity: \(rule.defaultSeverity.rawValue)\(off). \(rule.summary)\n\n"
            text += rule.documentation + "\n\n"
            text += "Triggers:\n\n```swift\n\(rule.triggeringExample)\n```\n"
            if let corrected = rule.correctedExample {
                text += "\nCorrected:\n\n```swift\n\(corrected)\n```\n"
            }
        }
        return text
    }
}
