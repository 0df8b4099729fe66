import TWSyntax

extension RuleDescription {
    /// `surface-role-switch`, reported by ``SurfaceRules``.
    public static let surfaceRoleSwitch = RuleDescription(
        id: "surface-role-switch", code: "TW622", defaultSeverity: .warning,
        summary: "A branch that adds or removes the surface role",
        documentation:
            "The presence of a surface role picks the view structure: switching a view between a surface class and no surface class rebuilds its content, losing text, focus and bindings. Switch among `surface-floating`, `glass` and `surface-solid` instead, or change the appearance policy.",
        triggeringExample: #"Text("a").tw(isOn ? "glass p-4" : "p-4")"#,
        correctedExample: #"Text("a").tw(isOn ? "glass p-4" : "surface-solid p-4")"#,
        triggeringExamples: [
            RuleExample(#"Text("a").tw(isOn ? ↓"glass p-4" : "p-4")"#),
            RuleExample(#"Text("a").tw(cn("p-4", isOn ? ↓"surface-floating" : nil))"#),
        ],
        nonTriggeringExamples: [
            RuleExample(#"Text("a").tw(isOn ? "glass p-4" : "surface-solid p-4")"#),
            RuleExample(#"Text("a").tw(isOn ? "p-2" : "p-4")"#),
        ])
}

extension Diagnostic {
    /// `surface-role-switch`, on the string that brings the surface role in.
    static func surfaceRoleSwitch(at range: ByteRange) -> Diagnostic {
        Diagnostic(
            .surfaceRoleSwitch,
            message:
                "This branch switches the view between a surface class and none, which rebuilds its content; switch among surface-floating, glass and surface-solid instead",
            range: range)
    }
}
