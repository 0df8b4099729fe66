import TWSyntax

extension RuleDescription {
    /// `overridden-class`, reported by ``ConflictRules``.
    public static let overriddenClass = RuleDescription(
        id: "overridden-class", code: "TW601", defaultSeverity: .warning,
        summary: "A class whose every field a later class replaces",
        documentation:
            "Later classes win per field (per edge for padding) under the same conditions, so a class whose every field is written again later in the same state draws nothing. Remove it (the fix does), or move it after the class that replaces it if it was meant to win.",
        triggeringExample: #"Text("a").tw("p-2 p-4")"#, correctedExample: #"Text("a").tw("p-4")"#,
        triggeringExamples: [
            RuleExample(#"Text("a").tw("↓p-2 p-4")"#),
            RuleExample(#"Text("a").tw("↓px-2 p-4")"#),
            RuleExample(#"Text("a").tw(cn("↓p-[13]", isOn ? "p-2" : "p-6"))"#),
        ],
        nonTriggeringExamples: [
            RuleExample(#"Text("a").tw("p-4 px-2")"#),
            RuleExample(#"Text("a").tw("hover:p-2 p-4")"#),
            RuleExample(#"Text("a").tw(cn("p-[13]", isOn ? "p-2" : nil))"#),
        ])
}

extension Diagnostic {
    /// `overridden-class`: `text` draws nothing because the later `winner` replaces it; the fix
    /// removes it.
    static func overriddenClass(_ text: String, by winner: String, at range: ByteRange, fix: Fix) -> Diagnostic {
        Diagnostic(.overriddenClass, message: "`\(text)` draws nothing: `\(winner)` replaces every field it sets in the same state", range: range, fix: fix)
    }
}
