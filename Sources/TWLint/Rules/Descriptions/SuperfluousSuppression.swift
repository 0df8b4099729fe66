import TWSyntax

extension RuleDescription {
    /// `superfluous-suppression`, reported by ``Linter`` itself.
    public static let superfluousSuppression = RuleDescription(
        id: "superfluous-suppression", code: "TW690", defaultSeverity: .warning,
        summary: "A twlint:disable comment that suppresses nothing",
        documentation:
            "A suppression comment that no longer suppresses any finding, or that names a rule twlint does not have, hides nothing and misleads readers. Remove it.",
        triggeringExample: "// twlint:disable:next unknown-class\nText(\"a\").tw(\"p-4\")",
        correctedExample: "Text(\"a\").tw(\"p-4\")",
        triggeringExamples: [
            // Commented out, it is no directive; suppressing this rule would itself suppress nothing.
            RuleExample("↓// twlint:disable:next unknown-class\nText(\"a\").tw(\"p-4\")", excludedVariants: [.inComment, .suppressed])
        ],
        nonTriggeringExamples: [
            // `disable:next` covers one line, and a multi-line string moves `bogus` further down;
            // behind `disable superfluous-suppression`, that directive would suppress nothing.
            RuleExample(
                "// twlint:disable:next unknown-class\nText(\"a\").tw(\"p-4 bogus\")",
                excludedVariants: [.multilineString, .suppressed])
        ])
}

extension Diagnostic {
    /// `superfluous-suppression`: a directive naming rules twlint does not have.
    static func unknownSuppressedRules(_ rules: [String], at range: ByteRange) -> Diagnostic {
        Diagnostic(
            .superfluousSuppression,
            message: "twlint suppression names unknown rule\(rules.count == 1 ? "" : "s") \(rules.map { "`\($0)`" }.joined(separator: ", "))",
            range: range)
    }

    /// `superfluous-suppression`: a `disable` directive that suppressed nothing.
    static func unusedSuppression(at range: ByteRange) -> Diagnostic {
        Diagnostic(.superfluousSuppression, message: "twlint suppression suppresses nothing; remove it", range: range)
    }
}
