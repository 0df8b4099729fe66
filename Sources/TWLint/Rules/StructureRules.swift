import TWResolve
import TWSyntax

/// How surfaces are put together in a view: `twSurfaceID` order, a glass renderer that can change,
/// scroll views inside surface groups (seed "Groups and morphing", "Glass renderer").
struct StructureRules: LintRule {
    static let descriptions: [RuleDescription] = [.surfaceIdOrder, .dynamicGlassRenderer, .scrollInSurfaceGroup]

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
