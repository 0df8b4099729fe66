import TWSyntax

extension RuleDescription {
    /// `shorthand`, reported by ``CanonicalRules``.
    public static let shorthand = RuleDescription(
        id: "shorthand", code: "TW642", defaultSeverity: .warning,
        summary: "Two classes that one class writes",
        documentation:
            "Two classes with the same variants and value that one swiftcn class writes: `px-N py-N` is `p-N`, `pt-N pb-N` is `py-N`, `ps-N pe-N` (or `pl-N pr-N`) is `px-N`, and `w-[X] h-[X]` is `size-[X]`. swiftcn has no `size-N` keyword, so `w-4 h-4` stays. The fix puts the one class where the later of the two was, and is offered only when the resolver shows that the result draws the same on every system, state, scheme and accessibility setting of the matrix (a class between the two that writes the same edges keeps them apart).",
        triggeringExample: #"Text("a").tw("px-4 py-4 rounded-lg")"#, correctedExample: #"Text("a").tw("p-4 rounded-lg")"#,
        triggeringExamples: [
            RuleExample(#"Text("a").tw("↓px-4 py-4 rounded-lg")"#),
            RuleExample(#"Text("a").tw("bg-primary ↓hover:pt-2 hover:pb-2")"#),
            RuleExample(#"Image("a").tw("↓w-[40] h-[40]")"#),
        ],
        nonTriggeringExamples: [
            RuleExample(#"Text("a").tw("px-4 py-2")"#),
            RuleExample(#"Text("a").tw("w-4 h-4")"#),
            RuleExample(#"Text("a").tw("px-4 hover:py-4")"#),
            RuleExample(#"Text("a").tw("px-4 p-2 py-4")"#),
        ])
}

extension Diagnostic {
    /// `shorthand`: `pair` is the one class `merged`; the fix writes it.
    static func shorthand(_ pair: String, merged: String, at range: ByteRange, fix: Fix) -> Diagnostic {
        Diagnostic(.shorthand, message: "`\(pair)` is `\(merged)`, which draws the same", range: range, fix: fix)
    }
}
