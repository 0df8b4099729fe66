import TWSyntax

extension RuleDescription {
    /// `state-only-button-tint`, reported by ``ButtonRules``.
    public static let stateOnlyButtonTint = RuleDescription(
        id: "state-only-button-tint", code: "TW612", defaultSeverity: .warning,
        summary: "A native button tint that applies only in some states",
        documentation:
            "A `tint-*` class with a variant (`focus:tint-primary`) tints a native button only in that state; in the others the button uses SwiftUI's default tint, not the inherited one, because SwiftUI cannot restore an inherited tint once a button sets one. `hover:` and `pressed:` tints never apply: the button body does not track them. Add an unconditioned `tint-*` class for the other states.",
        triggeringExample: #"Button("Go") {}.buttonStyle(.tw("glass focus:tint-primary"))"#,
        correctedExample: #"Button("Go") {}.buttonStyle(.tw("glass tint-accent focus:tint-primary"))"#,
        triggeringExamples: [
            RuleExample(#"Button("Go") {}.buttonStyle(.tw("glass ↓focus:tint-primary"))"#)
        ],
        nonTriggeringExamples: [
            RuleExample(#"Button("Go") {}.buttonStyle(.tw("glass tint-accent focus:tint-primary"))"#),
            RuleExample(#"Button("Go") {}.buttonStyle(.tw("glass tint-primary"))"#),
        ])
}

extension Diagnostic {
    /// `state-only-button-tint`: the conditioned tint `text`, and the `states` (`hover, pressed`)
    /// where SwiftUI's default tint shows instead.
    static func stateOnlyButtonTint(_ text: String, defaultTintStates states: String, at range: ByteRange) -> Diagnostic {
        Diagnostic(
            .stateOnlyButtonTint,
            message:
                "`\(text)` tints the button only in some states; in \(states) it uses SwiftUI's default tint, not the inherited one. Add an unconditioned tint-* class",
            range: range)
    }
}
