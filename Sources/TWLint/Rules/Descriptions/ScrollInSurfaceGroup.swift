import TWSyntax

extension RuleDescription {
    /// `scroll-in-surface-group`, reported by ``StructureRules``.
    public static let scrollInSurfaceGroup = RuleDescription(
        id: "scroll-in-surface-group", code: "TW633", defaultSeverity: .warning,
        summary: "A ScrollView or List inside TWSurfaceGroup",
        documentation:
            "With UIKit's renderer a surface group draws its surfaces' glass behind all of its content from reported frames; scrolling inside a group is untested and the glass can lag its surfaces. Keep scroll views outside the group.",
        triggeringExample: #"TWSurfaceGroup { ScrollView { cards } }"#,
        correctedExample: #"ScrollView { TWSurfaceGroup { cards } }"#,
        triggeringExamples: [
            RuleExample(#"TWSurfaceGroup { ↓ScrollView { cards } }"#),
            RuleExample("TWSurfaceGroup(spacing: 8) {\n    VStack {\n        ↓List(items) { Text($0) }\n    }\n}"),
        ],
        nonTriggeringExamples: [
            RuleExample(#"ScrollView { TWSurfaceGroup { cards } }"#),
            RuleExample(#"TWSurfaceGroup { cards }; ScrollView { more }"#),
        ])
}

extension Diagnostic {
    /// `scroll-in-surface-group`: the scroll container `container` (its source text).
    static func scrollInSurfaceGroup(_ container: String, at range: ByteRange) -> Diagnostic {
        Diagnostic(
            .scrollInSurfaceGroup,
            message: "\(container) inside TWSurfaceGroup: scrolling inside a group is untested with UIKit's renderer; keep scroll views outside the group",
            range: range)
    }
}
