import TWSyntax

extension RuleDescription {
    /// `tracking-target`, reported by ``SurfaceRules``.
    public static let trackingTarget = RuleDescription(
        id: "tracking-target", code: "TW623", defaultSeverity: .warning,
        summary: "tracking-* on a .tw that is not applied directly to Text",
        documentation:
            "swiftcn applies tracking only when `.tw` is applied directly to a native `Text`; elsewhere it logs an error and ignores tracking, while the other classes still apply.",
        triggeringExample: #"Text("a").padding().tw("tracking-[1]")"#,
        correctedExample: #"Text("a").tw("tracking-[1]").padding()"#,
        triggeringExamples: [
            RuleExample(#"Text("a").padding().tw("↓tracking-[1]")"#),
            RuleExample(#"VStack { Text("a") }.tw("p-4 ↓tracking-[-0.5]")"#),
        ],
        nonTriggeringExamples: [
            RuleExample(#"Text("a").tw("tracking-[1]").padding()"#)
        ])
}

extension Diagnostic {
    /// `tracking-target`: the `tracking-[…]` class `text` where `.tw` is not on a `Text`.
    static func trackingTarget(_ text: String, at range: ByteRange) -> Diagnostic {
        Diagnostic(
            .trackingTarget,
            message: "`\(text)` is ignored: tracking requires .tw directly on a native Text (swiftcn logs an error and ignores it)",
            range: range)
    }
}
