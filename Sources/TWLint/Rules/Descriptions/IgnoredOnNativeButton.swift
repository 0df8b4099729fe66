import TWResolve
import TWSyntax

extension RuleDescription {
    /// `ignored-on-native-button`, reported by ``ButtonRules``.
    public static let ignoredOnNativeButton = RuleDescription(
        id: "ignored-on-native-button", code: "TW611", defaultSeverity: .warning,
        summary: "Background, border or shadow classes on a native button",
        documentation:
            "When a button's classes choose a native style (a `bezel-*`, `button-*` recipe or a surface role), Apple draws the bezel and swiftcn ignores background, border and shadow classes so nothing paints over the control. Use `tint-*` for colour, or drop the surface role to get a plain button whose label carries every class.",
        triggeringExample: #"Button("Save") {}.buttonStyle(.tw("glass bg-[#ff0000] px-4"))"#,
        correctedExample: #"Button("Save") {}.buttonStyle(.tw("glass tint-[#ff0000] px-4"))"#,
        triggeringExamples: [
            RuleExample(#"Button("Save") {}.buttonStyle(.tw("glass ↓bg-[#ff0000] ↓shadow-md px-4"))"#),
            RuleExample(#"Button("Save") {}.buttonStyle(.tw("glass ↓border px-4"))"#),
        ],
        nonTriggeringExamples: [
            RuleExample(#"Button("Save") {}.buttonStyle(.tw("bg-primary shadow-md px-4 rounded-lg"))"#),
            RuleExample(#"Text("a").tw("px-4 shadow-md")"#),
        ])
}

extension Diagnostic {
    /// `ignored-on-native-button`: `text` on a button whose classes choose the native `bezel`.
    static func ignoredOnNativeButton(_ text: String, bezel: ButtonBezel, at range: ByteRange) -> Diagnostic {
        Diagnostic(
            .ignoredOnNativeButton,
            message:
                "`\(text)` is ignored: this button's classes choose a native \(bezel.rawValue) bezel, which Apple draws, so background, border and shadow classes never paint over it; use tint-* for colour",
            range: range)
    }
}
