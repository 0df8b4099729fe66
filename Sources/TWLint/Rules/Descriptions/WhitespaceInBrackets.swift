import TWSyntax

extension RuleDescription {
    /// `whitespace-in-brackets`, reported by ``ClassValidityRule``.
    public static let whitespaceInBrackets = RuleDescription(
        id: "whitespace-in-brackets", code: "TW4xx", defaultSeverity: .error,
        summary: "Whitespace splits a bracket argument",
        documentation:
            "swiftcn splits class strings on every whitespace character, even inside brackets, so `offset-[12, -4]` becomes two unknown classes. Remove the space, or write `_` where a space is meant.",
        triggeringExample: #"Text("a").tw("offset-[12, -4]")"#, correctedExample: #"Text("a").tw("offset-[12,-4]")"#,
        triggeringExamples: [
            RuleExample(#"Text("a").tw("p-4 ↓offset-[12, -4]")"#)
        ],
        nonTriggeringExamples: [
            RuleExample(#"Text("a").tw("offset-[12,-4]")"#)
        ])
}
