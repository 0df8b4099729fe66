import TWSyntax

extension RuleDescription {
    /// `canonical-value`, reported by ``CanonicalRules``.
    public static let canonicalValue = RuleDescription(
        id: "canonical-value", code: "TW643", defaultSeverity: .warning,
        summary: "A bracket value the scale already has",
        documentation:
            "A bracket value that a keyword class of the scale already gives: `p-[16]` is `p-4` with the theme's spacing unit of 4 points (the spacing scale 0, 0.5, 1 … 96 of the padding classes `p-*`, `px-*` …; frames such as `w-[240]` keep their points, as swiftcn's examples write them), `opacity-[0.5]` is `opacity-50`, `border-[2]` is `border-2`, `rounded-[12]` is the theme radius of 12 points (`rounded-lg`), `duration-[0.4s]` is `duration-400`. The fix is offered only when the resolver shows that the keyword draws the same on every system, state, scheme and accessibility setting of the matrix, with the project's theme.",
        triggeringExample: #"Text("a").tw("p-[16] rounded-lg")"#, correctedExample: #"Text("a").tw("p-4 rounded-lg")"#,
        triggeringExamples: [
            RuleExample(#"Text("a").tw("↓p-[16] rounded-lg")"#),
            RuleExample(#"Text("a").tw("bg-primary ↓hover:opacity-[0.5]")"#),
        ],
        nonTriggeringExamples: [
            RuleExample(#"Text("a").tw("p-[13]")"#),
            RuleExample(#"Text("a").tw("w-[240] h-[80]")"#),
            RuleExample(#"Text("a").tw("p-4 rounded-[14]")"#),
            RuleExample(#"Text("a").tw("w-[\(width)]")"#),
        ])
}

extension Diagnostic {
    /// `canonical-value`: `text` is the keyword `keyword`; the fix writes it.
    static func canonicalValue(_ text: String, keyword: String, at range: ByteRange, fix: Fix) -> Diagnostic {
        Diagnostic(.canonicalValue, message: "`\(text)` is `\(keyword)` on the scale, which draws the same", range: range, fix: fix)
    }
}
