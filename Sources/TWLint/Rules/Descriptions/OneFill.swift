import TWSyntax

extension RuleDescription {
    /// `one-fill`, reported by ``SurfaceRules``.
    public static let oneFill = RuleDescription(
        id: "one-fill", code: "TW621", defaultSeverity: .warning,
        summary: "A bg-* class that can never show",
        documentation:
            "Every surface draws exactly one fill, and `bg-*` only colours a solid fill: it never stacks under glass or a material. When the surface is glass or material in every context the configuration allows (its platforms and minimum OS versions, with and without Reduce Transparency, under every appearance policy), the `bg-*` class never shows.",
        triggeringExample: #"Text("a").tw("glass bg-primary")   // with platforms {"ios": "26"}"#,
        correctedExample: #"Text("a").tw("glass glass-tint-primary")"#,
        triggeringExamples: [
            RuleExample(#"Text("a").tw("glass ↓bg-primary p-4")"#, configuration: #"{"platforms": {"ios": "26"}}"#),
            RuleExample(#"Text("a").tw("glass-prominent ↓bg-[#ff0000]")"#, configuration: #"{"platforms": {"ios": "26"}}"#),
        ],
        nonTriggeringExamples: [
            RuleExample(#"Text("a").tw("surface-floating bg-[#ff0000]")"#, configuration: #"{"platforms": {"ios": "26"}}"#),
            RuleExample(#"Text("a").tw("surface-solid bg-primary p-4")"#, configuration: #"{"platforms": {"ios": "26"}}"#),
            RuleExample(#"Text("a").tw("glass bg-primary p-4")"#),
        ])
}

extension Diagnostic {
    /// `one-fill`: the `bg-*` class `text` on a surface that is never solid.
    static func oneFill(_ text: String, at range: ByteRange) -> Diagnostic {
        Diagnostic(
            .oneFill,
            message:
                "`\(text)` never shows: this surface is glass or material in every context the configuration allows, and bg-* colours only a solid fill; use glass-tint-* to tint glass",
            range: range)
    }
}
