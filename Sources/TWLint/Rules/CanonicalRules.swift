import TWResolve
import TWSyntax

/// The canonical form of a class string: `class-order`, `shorthand` and `canonical-value`
/// (``CanonicalClasses``). Only rewrites that ``DrawingProof`` shows to draw the same are
/// reported, each with its fix; `tw format` says why it leaves the others alone. A site is
/// checked when it is one string without interpolations (the string is then the whole class
/// list, so the proof covers everything drawn). Where a theme built in Swift with a scale of its
/// own reaches the string (``SiteRegistrations/replacesScale``), `canonical-value` is not checked.
/// A string with no candidate is passed by on its tokens (``CanonicalClasses/mayRewrite(_:rules:)``);
/// the others are proved once per process for each theme, context and set of rules
/// (``CanonicalMemo``).
struct CanonicalRules: SiteRule {
    static let descriptions: [RuleDescription] = [.classOrder, .shorthand, .canonicalValue]

    func check(site siteIndex: Int, sets: [SiteClasses], input: LintInput, check: Int, into findings: inout [SiteFinding]) {
        let site = input.file.sites[siteIndex]
        guard site.kind != .globalNamed, sets.count == 1, sets[0].members.count == 1 else { return }
        let occurrenceIndex = sets[0].members[0]
        let occurrence = input.file.occurrences[occurrenceIndex]
        guard occurrence.value.dynamicRanges.isEmpty else { return }
        var rules: Set<ClassRewrite.Rule> = []
        for (rule, description) in [(ClassRewrite.Rule.classOrder, RuleDescription.classOrder), (.shorthand, .shorthand), (.canonicalValue, .canonicalValue)]
        where input.configuration.severity(of: description) != nil {
            rules.insert(rule)
        }
        // A theme built in Swift with its own spacing unit or radii reaches the string: a value
        // proved on the linted theme's scale may draw differently on that one.
        if input.scoped?.replacesScale == true { rules.remove(.canonicalValue) }
        guard !rules.isEmpty, CanonicalClasses.mayRewrite(occurrence.classList, rules: rules) else { return }
        let position = occurrenceIndex - site.occurrences.lowerBound
        let proved = CanonicalMemo.shared.provedRewrites(
            occurrence.value.string, rules: rules, resolver: input.resolver, context: input.context(for: site), store: input.proofStore)
        // A string the app also shows or lets the user edit is left as `tw format` leaves it.
        guard !proved.isEmpty, LiteralUses.otherUse(of: occurrence, in: input.file) == nil else { return }
        for rewrite in proved {
            let fix = Fix(range: rewrite.range, replacement: rewrite.replacement)
            let diagnostic: Diagnostic
            switch rewrite.rule {
            case .classOrder: diagnostic = .classOrder(sorted: rewrite.replacement, at: rewrite.range, fix: fix)
            case .shorthand: diagnostic = .shorthand(rewrite.before, merged: rewrite.after, at: rewrite.range, fix: fix)
            case .canonicalValue: diagnostic = .canonicalValue(rewrite.before, keyword: rewrite.after, at: rewrite.range, fix: fix)
            }
            findings.append(SiteFinding(check: check, occurrence: position, diagnostic: diagnostic))
        }
    }
}
