import TWSyntax

extension RuleDescription {
    /// `unknown-variant`, reported by ``ClassValidityRule``.
    public static let unknownVariant = RuleDescription(
        id: "unknown-variant", code: "TW3xx", defaultSeverity: .error,
        summary: "A variant swiftcn does not know",
        documentation:
            "swiftcn knows `hover`, `focus`, `active`/`pressed`, `disabled` and their `group-*` forms (optionally `/name`). Dark-mode, breakpoint and platform variants do not exist: colours adapt through the theme. An unknown variant rejects the whole class string.",
        triggeringExample: #"Text("a").tw("dark:bg-primary")"#, correctedExample: #"Text("a").tw("bg-primary")"#,
        triggeringExamples: [
            RuleExample(#"Text("a").tw("↓dark:bg-primary")"#)
        ],
        nonTriggeringExamples: [
            RuleExample(#"Text("a").tw("hover:bg-primary focus:opacity-50 group-hover/card:opacity-80")"#)
        ])
}
