import TWSyntax

extension RuleDescription {
    /// `surface-id-order`, reported by ``StructureRules``.
    public static let surfaceIdOrder = RuleDescription(
        id: "surface-id-order", code: "TW631", defaultSeverity: .warning,
        summary: ".twSurfaceID before the surface's .tw",
        documentation:
            "`twSurfaceID(_:in:)` names the glass shape of the surface directly below it, so it must come after that surface's `.tw` in the modifier chain. Applied before, it wraps a view without glass and has no effect.",
        triggeringExample: #".twSurfaceID("tools", in: ns).tw("surface-floating")"#,
        correctedExample: #".tw("surface-floating").twSurfaceID("tools", in: ns)"#,
        triggeringExamples: [
            RuleExample(#"Text("a").↓twSurfaceID("tools", in: ns).tw("surface-floating")"#),
            RuleExample("Text(\"a\")\n    .↓twSurfaceID(\"tools\", in: ns)\n    .padding()\n    .tw(\"glass p-4\")"),
        ],
        nonTriggeringExamples: [
            RuleExample(#"Text("a").tw("surface-floating").twSurfaceID("tools", in: ns)"#),
            RuleExample(#"Text("a").twSurfaceID("tools", in: ns).tw("p-4")"#),
        ])
}

extension Diagnostic {
    /// `surface-id-order`, on the `.twSurfaceID` call.
    static func surfaceIdOrder(at range: ByteRange) -> Diagnostic {
        Diagnostic(
            .surfaceIdOrder,
            message: ".twSurfaceID comes before the surface's .tw in this chain, so it names a view without glass; apply it after .tw",
            range: range)
    }
}
