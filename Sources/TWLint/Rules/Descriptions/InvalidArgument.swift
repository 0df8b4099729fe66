import TWSyntax

extension RuleDescription {
    /// `invalid-argument`, reported by ``ClassValidityRule``.
    public static let invalidArgument = RuleDescription(
        id: "invalid-argument", code: "TW2xx", defaultSeverity: .error,
        summary: "A known utility with a value it does not accept",
        documentation:
            "The utility exists but rejects its value: units other than points (`%`, `rem`, `calc()`), values out of range (negative padding, opacity above 1), non-finite numbers, a wrong number of components, bad hex colours, or a colour the theme does not register. swiftcn reports these as unknown classes and leaves the surface undecorated; twlint names the reason.",
        triggeringExample: #"Text("a").tw("w-[50%]")"#, correctedExample: #"Text("a").tw("w-full")"#,
        triggeringExamples: [
            RuleExample(#"Text("a").tw("↓w-[50%] p-4")"#),
            RuleExample(#"Text("a").tw("p-4 ↓opacity-[2]")"#),
            RuleExample(#"Text("a").tw("↓bg-red-500")"#),
        ],
        nonTriggeringExamples: [
            RuleExample(#"Text("a").tw("w-[240]")"#)
        ])
}
