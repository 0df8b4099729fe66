import TWSyntax

extension RuleDescription {
    /// `superfluous-suppression`, reported by ``Linter`` itself.
    public static let superfluousSuppression = RuleDescription(
        id: "superfluous-suppression", code: "TW690", defaultSeverity: .warning,
        summary: "A twlint:disable comment that suppresses nothing",
        documentation: "A suppression comment that no longer suppresses any finding, or that names a rule twlint does not have, hides nothing and misleads readers. Remove it.",
        triggeringExample: "// twlint:disable:next unknown-class\nText(\"a\").tw(\"p-4\")",
        correctedExample: "Text(\"a\").tw(\"p-4\")",
        triggeringExamples: [
            // Commented out, it is no directive; suppressing this rule would itself suppress nothing.
            RuleExample("↓// twlint:disable:next unknown-class\nText(\"a\").tw(\"p-4\")", excludedVariants: [.inComment, .suppressed]),
        ],
        nonTriggeringExamples: [
            // `disable:next` covers one line, and a multi-line string moves `bogus` further down;
            // behind `disable superfluous-suppression`, that directive would suppress nothing.
            RuleExample("// twlint:disable:next unknown-class\nText(\"a\").tw(\"p-4 bogus\")",
                        excludedVariants: [.multilineString, .suppressed]),
        ])
}
