import TWSyntax

extension RuleDescription {
    /// `dynamic-glass-renderer`, reported by ``StructureRules``.
    public static let dynamicGlassRenderer = RuleDescription(
        id: "dynamic-glass-renderer", code: "TW632", defaultSeverity: .warning,
        summary: ".twGlassRenderer with an argument that can change",
        documentation:
            "The renderer selects a view structure once: changing it rebuilds every surface below. Set it near the root of the app with a fixed value (`.automatic`, `.swiftUI`, `.uiKit`).",
        triggeringExample: #"content.twGlassRenderer(useUIKit ? .uiKit : .swiftUI)"#,
        correctedExample: #"content.twGlassRenderer(.automatic)"#,
        triggeringExamples: [
            RuleExample(#"content.↓twGlassRenderer(useUIKit ? .uiKit : .swiftUI)"#),
            RuleExample(#"content.↓twGlassRenderer(settings.renderer)"#),
        ],
        nonTriggeringExamples: [
            RuleExample(#"content.twGlassRenderer(.automatic)"#)
        ])
}

extension Diagnostic {
    /// `dynamic-glass-renderer`, on the `.twGlassRenderer` call.
    static func dynamicGlassRenderer(at range: ByteRange) -> Diagnostic {
        Diagnostic(
            .dynamicGlassRenderer,
            message: ".twGlassRenderer's argument can change, and every change rebuilds the surfaces below; set a fixed renderer near the root",
            range: range)
    }
}
