import TWResolve
import TWSyntax

/// How surfaces are put together in a view: `twSurfaceID` order, a glass renderer that can change,
/// scroll views inside surface groups (seed "Groups and morphing", "Glass renderer").
struct StructureRules: LintRule {
    static let descriptions: [RuleDescription] = [
        RuleDescription(
            id: "surface-id-order", defaultSeverity: .warning,
            summary: ".twSurfaceID before the surface's .tw",
            documentation: "`twSurfaceID(_:in:)` names the glass shape of the surface directly below it, so it must come after that surface's `.tw` in the modifier chain. Applied before, it wraps a view without glass and has no effect.",
            triggeringExample: #".twSurfaceID("tools", in: ns).tw("surface-floating")"#,
            correctedExample: #".tw("surface-floating").twSurfaceID("tools", in: ns)"#),
        RuleDescription(
            id: "dynamic-glass-renderer", defaultSeverity: .warning,
            summary: ".twGlassRenderer with an argument that can change",
            documentation: "The renderer selects a view structure once: changing it rebuilds every surface below. Set it near the root of the app with a fixed value (`.automatic`, `.swiftUI`, `.uiKit`).",
            triggeringExample: #"content.twGlassRenderer(useUIKit ? .uiKit : .swiftUI)"#,
            correctedExample: #"content.twGlassRenderer(.automatic)"#),
        RuleDescription(
            id: "scroll-in-surface-group", defaultSeverity: .warning,
            summary: "A ScrollView or List inside TWSurfaceGroup",
            documentation: "With UIKit's renderer a surface group draws its surfaces' glass behind all of its content from reported frames; scrolling inside a group is untested and the glass can lag its surfaces. Keep scroll views outside the group.",
            triggeringExample: #"TWSurfaceGroup { ScrollView { cards } }"#,
            correctedExample: #"ScrollView { TWSurfaceGroup { cards } }"#),
    ]

    func check(_ input: LintInput) -> [RuleFinding] {
        var findings: [RuleFinding] = []
        let file = input.file
        for fact in file.surfaceIDs {
            let laterSurface = file.sites.enumerated().contains { index, site in
                guard site.kind == .tw, let modifier = site.modifier, modifier.chainStart == fact.modifier.chainStart,
                      modifier.index > fact.modifier.index else { return false }
                return input.sets(ofSite: index).contains { set in
                    input.expand(set.text, context: input.context(for: site), dynamicRanges: set.dynamicRanges)
                        .rules.contains { rule in rule.assignments.contains { $0.field == .surfaceRole } }
                }
            }
            if laterSurface {
                findings.append(RuleFinding(
                    rule: "surface-id-order", code: "TW631",
                    message: ".twSurfaceID comes before the surface's .tw in this chain, so it names a view without glass; apply it after .tw",
                    range: fact.range))
            }
        }
        for fact in file.glassRenderers where !fact.isLiteralArgument {
            findings.append(RuleFinding(
                rule: "dynamic-glass-renderer", code: "TW632",
                message: ".twGlassRenderer's argument can change, and every change rebuilds the surfaces below; set a fixed renderer near the root",
                range: fact.range))
        }
        for group in file.surfaceGroups {
            for container in group.scrollContainers {
                findings.append(RuleFinding(
                    rule: "scroll-in-surface-group", code: "TW633",
                    message: "\(file.source.text(container)) inside TWSurfaceGroup: scrolling inside a group is untested with UIKit's renderer; keep scroll views outside the group",
                    range: container))
            }
        }
        return findings
    }
}
