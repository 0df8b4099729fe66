import TWSyntax

extension RuleDescription {
    /// `duplicate-class`, reported by ``ConflictRules``.
    public static let duplicateClass = RuleDescription(
        id: "duplicate-class", code: "TW602", defaultSeverity: .warning,
        summary: "The same class twice",
        documentation:
            "A class written twice in one class string does nothing the second time. The fix removes the earlier copy, so the order of the remaining classes, and with it every precedence, stays the same.",
        triggeringExample: #"Text("a").tw("p-4 rounded-lg p-4")"#, correctedExample: #"Text("a").tw("rounded-lg p-4")"#,
        triggeringExamples: [
            RuleExample(#"Text("a").tw("↓p-4 rounded-lg p-4")"#)
        ],
        nonTriggeringExamples: [
            RuleExample(#"Text("a").tw(cn("p-4", isOn ? "p-4" : nil))"#),
            RuleExample(#"Text("a").tw(isOn ? "p-4" : "p-4")"#),
        ])
}

extension Diagnostic {
    /// `duplicate-class`: `text` appears again later; the fix removes this copy.
    static func duplicateClass(_ text: String, at range: ByteRange, fix: Fix) -> Diagnostic {
        Diagnostic(.duplicateClass, message: "`\(text)` appears again later in the same class string; remove this copy", range: range, fix: fix)
    }
}
