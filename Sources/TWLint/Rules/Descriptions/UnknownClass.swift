import TWSyntax

extension RuleDescription {
    /// `unknown-class`, reported by ``ClassValidityRule``.
    public static let unknownClass = RuleDescription(
        id: "unknown-class", code: "TW1xx", defaultSeverity: .error,
        summary: "A class swiftcn does not know",
        documentation:
            "swiftcn rejects a class string that contains a class it does not know, and then draws the whole surface undecorated, global defaults included. Typos, Tailwind-only utilities (`m-4`, `flex`, `space-x-2`), `!important` and `-` markers and malformed brackets are all unknown classes.",
        triggeringExample: #"Text("a").tw("p-4 bogus")"#, correctedExample: #"Text("a").tw("p-4")"#,
        triggeringExamples: [
            RuleExample(#"Text("a").tw("p-4 ↓bogus")"#),
            RuleExample(#"Text("a").tw("↓m-4 ↓flex ↓space-x-2")"#),
            RuleExample(#"let style: TWClasses = "↓nope p-2""#),
        ],
        nonTriggeringExamples: [
            RuleExample(#"Text("a").tw("p-4 rounded-lg")"#),
            RuleExample(#"Text("bogus"); print("bogus")"#),
        ])
}
