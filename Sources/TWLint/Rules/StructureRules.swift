import TWResolve
import TWSyntax

/// How surfaces are put together in a view: `twSurfaceID` order, a glass renderer that can change,
/// scroll views inside surface groups (seed "Groups and morphing", "Glass renderer").
struct StructureRules: LintRule {
    static let descriptions: [RuleDescription] = [.surfaceIdOrder, .dynamicGlassRenderer, .scrollInSurfaceGroup]

    func check(_ input: LintInput) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        let file = input.file
        for fact in file.surfaceIDs {
            let laterSurface = file.sites.enumerated().contains { index, site in
                guard site.kind == .tw, let modifier = site.modifier, modifier.chainStart == fact.modifier.chainStart,
                    modifier.index > fact.modifier.index
                else { return false }
                return input.sets(ofSite: index).contains { set in
                    input.expand(set.text, context: input.context(for: site), dynamicRanges: set.dynamicRanges)
                        .rules.contains { rule in rule.assignments.contains { $0.field == .surfaceRole } }
                }
            }
            if laterSurface {
                findings.append(.surfaceIdOrder(at: fact.range))
            }
        }
        for fact in file.glassRenderers where !fact.isLiteralArgument {
            findings.append(.dynamicGlassRenderer(at: fact.range))
        }
        for group in file.surfaceGroups {
            for container in group.scrollContainers {
                findings.append(.scrollInSurfaceGroup(file.source.text(container), at: container))
            }
        }
        return findings
    }
}
