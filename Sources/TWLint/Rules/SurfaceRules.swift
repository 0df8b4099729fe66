import TWResolve
import TWSyntax

/// Adaptive surfaces: a `bg-*` that never shows, a surface role that comes and goes with a
/// branch, and `tracking-*` away from `Text` (reference §8, §11.2; seed "Surface roles", "Stable
/// content").
struct SurfaceRules: SiteRule {
    static let descriptions: [RuleDescription] = [.oneFill, .surfaceRoleSwitch, .trackingTarget]

    func check(site siteIndex: Int, sets: [SiteClasses], input: LintInput, check: Int, into findings: inout [SiteFinding]) {
        let site = input.file.sites[siteIndex]
        if site.kind == .tw || site.kind == .classes || site.kind == .cn {
            oneFill(site, sets, input, check: check, into: &findings)
        }
        if site.kind == .tw, sets.count > 1 {
            roleSwitch(site, sets, input, check: check, into: &findings)
        }
        if site.kind == .tw, site.modifier?.isAppliedToText == false {
            tracking(site, input, check: check, into: &findings)
        }
    }

    /// The contexts the configuration allows (for `one-fill`), per system those with
    /// Reduce Transparency first: there the material fallback becomes solid (seed
    /// `swiftcn-adaptive-surfaces.md`), and `one-fill` stops at the first solid context, so the
    /// order only saves resolutions.
    private func contexts(_ input: LintInput, site: ClassSite) -> [ResolutionContext] {
        var contexts: [ResolutionContext] = []
        for (platform, os) in input.systems {
            for reduceTransparency in [true, false] {
                for appearance in AppearancePolicy.allCases {
                    for compatibility in platform == .ios ? [false, true] : [false] {
                        var context = input.context(for: site, platform: platform, os: os)
                        context.reduceTransparency = reduceTransparency
                        context.appearance = appearance
                        context.requiresCompatibility = compatibility
                        contexts.append(context)
                    }
                }
            }
        }
        return contexts
    }

    private func oneFill(_ site: ClassSite, _ sets: [SiteClasses], _ input: LintInput, check: Int, into findings: inout [SiteFinding]) {
        // Reported once per source range (group 2).
        for set in sets {
            let list = set.classList
            let backgrounds = list.tokens.filter { list.root(of: $0) == "bg" && $0.issues.isEmpty }
            guard !backgrounds.isEmpty else { continue }
            let expansion = input.expand(set.text, context: input.context(for: site), dynamicRanges: set.dynamicRanges)
            guard expansion.problems.isEmpty,
                expansion.rules.contains(where: { rule in rule.assignments.contains { $0.field == .surfaceRole } })
            else { continue }
            // A bg class shows somewhere if, in some context, the fill is solid and not ignored.
            var showsSomewhere: Set<ByteRange> = []
            var surfaced = false
            for context in contexts(input, site: site) {
                let resolution = input.resolve(set.text, context: context, dynamicRanges: set.dynamicRanges)
                guard let surface = resolution.surface else { continue }
                surfaced = true
                if surface.fill.kind == .solid {
                    // One solid context is enough: every bg class shows there.
                    for token in backgrounds { showsSomewhere.insert(token.range) }
                    break
                }
            }
            guard surfaced else { continue }
            for token in backgrounds where !showsSomewhere.contains(token.range) {
                guard let (index, local) = set.locate(token.range) else { continue }
                findings.append(
                    SiteFinding(
                        check: check, occurrence: index - site.occurrences.lowerBound,
                        diagnostic: .oneFill(list.text(of: token), at: local), dedupeGroup: 2))
            }
        }
    }

    private func roleSwitch(_ site: ClassSite, _ sets: [SiteClasses], _ input: LintInput, check: Int, into findings: inout [SiteFinding]) {
        let context = input.context(for: site)
        var withRole: [SiteClasses] = []
        var withoutRole: [SiteClasses] = []
        for set in sets {
            let expansion = input.expand(set.text, context: context, dynamicRanges: set.dynamicRanges)
            let hasRole = expansion.rules.contains { rule in rule.assignments.contains { $0.field == .surfaceRole } }
            if hasRole { withRole.append(set) } else { withoutRole.append(set) }
        }
        guard !withRole.isEmpty, !withoutRole.isEmpty else { return }
        // Point at the optional strings that bring the role in.
        let always = Set(withoutRole.flatMap(\.members))
        let culprits = Set(withRole.flatMap(\.members)).subtracting(always).sorted()
        let target = culprits.first ?? withRole[0].members[0]
        // The whole literal: its run-time range is the whole value.
        let whole = ByteRange(start: 0, end: input.file.occurrences[target].value.utf8.count)
        findings.append(SiteFinding(check: check, occurrence: target - site.occurrences.lowerBound, place: .literal, diagnostic: .surfaceRoleSwitch(at: whole)))
    }

    private func tracking(_ site: ClassSite, _ input: LintInput, check: Int, into findings: inout [SiteFinding]) {
        for (position, index) in site.occurrences.enumerated() {
            let occurrence = input.file.occurrences[index]
            let list = occurrence.classList
            // Only the bracket form exists (`tracking-[…]`); a keyword such as `tracking-wide` is an
            // unknown class, reported by the validity rule alone.
            for token in list.tokens where list.root(of: token) == "tracking" && token.issues.isEmpty && token.arbitraryValue != nil {
                findings.append(SiteFinding(check: check, occurrence: position, diagnostic: .trackingTarget(list.text(of: token), at: token.range)))
            }
        }
    }
}
