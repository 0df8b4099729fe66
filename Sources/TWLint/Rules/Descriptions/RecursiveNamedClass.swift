import TWSyntax

extension RuleDescription {
    /// `recursive-named-class`, reported by ``ClassValidityRule``.
    public static let recursiveNamedClass = RuleDescription(
        id: "recursive-named-class", code: "TW5xx", defaultSeverity: .error,
        summary: "A named class that expands into itself",
        documentation:
            "A named class (from `TWGlobalRules(named:)` or the theme) that re-enters its own expansion, or nests deeper than 32 levels, makes swiftcn reject every string that uses it.",
        triggeringExample: #"TWGlobalRules(named: ["a": "b", "b": "a"])"#,
        triggeringExamples: [
            RuleExample(#"TWGlobalRules(named: ["a": "↓b", "b": "↓a"])"#)
        ],
        nonTriggeringExamples: [
            RuleExample(#"TWGlobalRules(named: ["card": "p-4 rounded-lg", "hero": "card glass"])"#)
        ])
}
