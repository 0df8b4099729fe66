import TWResolve
import TWSyntax

/// `tw format`: every class string of a Swift file in its canonical form (``CanonicalClasses``),
/// each rewrite applied only when proved to draw the same.
///
/// A class string is formatted when it is a whole site (one string literal, not a `cn(…)` of
/// several or a ternary) without interpolations and its source maps byte for byte onto its
/// run-time value (no escapes), so the edit is exactly the rewrite.
package struct ClassFormatter: Sendable {
    /// One string's result: where it is, the text before and after, and what was left alone.
    package struct Change: Sendable {
        package var line: Int
        package var column: Int
        package var before: String
        package var after: String
        /// Rewrites not applied, each with its reason, and pairs kept in their order.
        package var notes: [String]

        package var changes: Bool { before != after }
    }

    package let linter: Linter
    /// The rules applied: every one of the three unless the configuration disables it.
    package var rules: Set<ClassRewrite.Rule>

    package init(linter: Linter) {
        self.linter = linter
        let configuration = linter.configuration
        rules = Set(
            ClassRewrite.Rule.allCases.filter { rule in
                !configuration.disabled.contains(rule.rawValue) && !(configuration.disabled.contains("all") && !configuration.enabled.contains(rule.rawValue))
            })
    }

    /// The formatted bytes of a Swift file and, per class string with something to say, what
    /// changed or was left alone; nil when the file is not UTF-8.
    package func format(_ bytes: [UInt8], path: String) -> (bytes: [UInt8], changes: [Change])? {
        guard case .success(let file) = linter.scan(bytes) else { return nil }
        var resolver = linter.resolver
        let found = ProjectRegistrations.discover(in: file, path: path, theme: linter.baseTheme)
        let project = ProjectRegistrations([(path, found)])
        if !project.global.isEmpty { resolver = Resolver(theme: project.theme(extending: linter.baseTheme)) }
        let input = LintInput(file: file, configuration: linter.configuration, resolver: resolver, named: Linter.namedClasses(in: file))
        var fixes: [SourceFix] = []
        var changes: [Change] = []
        for (index, site) in file.sites.enumerated() where site.kind != .globalNamed && site.occurrences.count == 1 {
            let sets = input.sets(ofSite: index)
            guard sets.count == 1, sets[0].members.count == 1 else { continue }
            let occurrence = file.occurrences[site.occurrences.lowerBound]
            guard occurrence.value.dynamicRanges.isEmpty else { continue }
            let text = occurrence.value.string
            let outcome = CanonicalClasses(resolver: resolver, context: input.context(for: site)).analyze(text, rules: rules)
            let refused = outcome.steps.filter { !$0.isProved }.map { "left `\($0.before)` as written (\($0.rule.rawValue) → `\($0.after)`): \($0.refusal!)" }
            var notes: [String] = []
            for note in [outcome.refusal].compactMap({ $0 }) + refused + outcome.kept where !notes.contains(note) { notes.append(note) }
            var after = outcome.formatted
            let whole = ByteRange(start: 0, end: occurrence.value.utf8.count)
            if after != text {
                if let range = occurrence.verbatimSourceRange(ofRuntime: whole) {
                    fixes.append(SourceFix(range: range, replacement: after))
                } else {
                    notes.append("left as written: the literal has escapes, so it is not rewritten")
                    after = text
                }
            }
            guard after != text || !notes.isEmpty else { continue }
            let location = occurrence.location(ofRuntime: ByteRange(start: 0, end: 0))
            changes.append(Change(line: location.line, column: location.scalarColumn, before: text, after: after, notes: notes))
        }
        return (Linter.apply(fixes, to: bytes), changes)
    }
}
