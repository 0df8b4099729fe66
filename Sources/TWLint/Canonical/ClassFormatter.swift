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

    /// The rules twlint reports with the same configuration: `shorthand` and `canonical-value`
    /// unless disabled, `class-order` only when `.twlint.json` enables it.
    package init(linter: Linter) {
        self.linter = linter
        let configuration = linter.configuration
        let descriptions: [ClassRewrite.Rule: RuleDescription] = [.classOrder: .classOrder, .shorthand: .shorthand, .canonicalValue: .canonicalValue]
        rules = Set(ClassRewrite.Rule.allCases.filter { configuration.severity(of: descriptions[$0]!) != nil })
    }

    /// The formatted bytes of a Swift file and, per class string with something to say, what
    /// changed or was left alone; nil when the file is not UTF-8.
    ///
    /// - Parameter elsewhere: the project's other files, where a constant of this file may be
    ///   shown (``ProjectUses``); nil to look in this file only (standard input).
    package func format(_ bytes: [UInt8], path: String, elsewhere: ProjectUses? = nil) -> (bytes: [UInt8], changes: [Change])? {
        guard case .success(let file) = linter.scan(bytes) else { return nil }
        var resolver = linter.resolver
        let found = ProjectRegistrations.discover(in: file, path: path, theme: linter.baseTheme)
        var project = ProjectRegistrations([(path, found)])
        if project.hasViewSubtrees { project.followViewTypes([path: ViewTypeIndex(file)]) }
        if !project.global.isEmpty { resolver = Resolver(theme: project.theme(extending: linter.baseTheme)) }
        let input = LintInput(file: file, configuration: linter.configuration, resolver: resolver, named: Linter.namedClasses(in: file))
        // What reaches each site beyond the file's global registrations (a call's `rules:`, a
        // `.twRules` subtree), as twlint reads them: a class registered there is accepted.
        var tokenResolvers: [SiteRegistrations: Resolver] = [:]
        func sink(_ site: ClassSite) -> Sink {
            let additions = project.additions(
                forSiteAt: site.range, in: path, calleeName: site.calleeName, kind: site.kind, theme: resolver.theme,
                enclosingTypes: project.reachedTypes(around: site.range, in: path))
            var scoped = input
            switch additions {
            case .none: break
            case .everyScope: scoped.scoped = ProjectRegistrations.installed(by: resolver.theme.scopes.keys.sorted(), theme: resolver.theme)
            case .scoped(let registrations):
                scoped.scoped = registrations
                if registrations.hasTokens {
                    if tokenResolvers[registrations] == nil { tokenResolvers[registrations] = Resolver(theme: registrations.extending(resolver.theme)) }
                    scoped.resolver = tokenResolvers[registrations]!
                }
            }
            return Sink(context: scoped.context(for: site), resolver: scoped.resolver, registrations: scoped.scoped)
        }
        // A constant other files can read may be shown there (`Text(Styles.card)`).
        func otherFileUse(of occurrence: ClassOccurrence) -> String? {
            guard let elsewhere, let declaration = LiteralUses.declaration(holding: occurrence, in: file), !declaration.isFilePrivate,
                let use = elsewhere.use(of: declaration.name, outside: path)
            else { return nil }
            if use.line == 0 { return "left as written: `\(declaration.name)` may be used in \(use.name), which could not be read" }
            return
                "left as written: `\(declaration.name)` is also used outside class sinks (\(use.name):\(use.line)), so the string may be text the app shows"
        }
        var fixes: [SourceFix] = []
        var changes: [Change] = []
        // A literal that reaches several sinks (a `let` used by two views) is one string: it is
        // listed once, and rewritten only when every sink gives the same canonical form.
        var literals: [Int: [Int]] = [:]
        var order: [Int] = []
        for (index, occurrence) in file.occurrences.enumerated() where file.sites[occurrence.siteIndex].kind != .globalNamed {
            let start = occurrence.sourceRange(ofRuntime: ByteRange(start: 0, end: 0)).start
            if literals[start] == nil { order.append(start) }
            literals[start, default: []].append(index)
        }
        for start in order {
            let indices = literals[start]!
            let occurrence = file.occurrences[indices[0]]
            guard occurrence.value.dynamicRanges.isEmpty else { continue }
            let text = occurrence.value.string
            var notes: [String] = []
            func note(_ text: String) { if !notes.contains(text) { notes.append(text) } }
            // Each sink's context, or nil when a sink reads the literal as part of a longer list
            // (`cn(…)` of several, a ternary).
            let contexts: [Sink?] = indices.map { index in
                let siteIndex = file.occurrences[index].siteIndex
                let site = file.sites[siteIndex]
                let sets = input.sets(ofSite: siteIndex)
                guard site.occurrences.count == 1, sets.count == 1, sets[0].members.count == 1 else { return nil }
                return sink(site)
            }
            var after = text
            if contexts.allSatisfy({ $0 == nil }) { continue }
            if contexts.contains(where: { $0 == nil }) {
                note("left as written: a sink also reads it as part of a longer class list")
            } else if let reason = LiteralUses.otherUse(of: occurrence, in: file) ?? otherFileUse(of: occurrence) {
                let first = contexts[0]!
                if CanonicalClasses(resolver: first.resolver, context: first.context).analyze(text, rules: first.rules(rules)).formatted != text {
                    note(reason)
                }
            } else {
                var formatted: Set<String> = []
                var distinct: [Sink] = []
                for context in contexts.map({ $0! })
                where !distinct.contains(where: { $0.context == context.context && $0.registrations == context.registrations }) {
                    distinct.append(context)
                }
                for context in distinct {
                    let canonical = CanonicalClasses(resolver: context.resolver, context: context.context)
                    let outcome = canonical.analyze(text, rules: context.rules(rules))
                    if context.replacesScale, rules.contains(.canonicalValue) {
                        let list = ClassParser.parse(text)
                        for token in list.tokens where canonical.canonicalValue(list.name(of: token)) != nil {
                            note(
                                "left `\(list.text(of: token))` as written (canonical-value): a theme built in Swift with its own spacing unit or radii reaches it"
                            )
                        }
                    }
                    let refused = outcome.steps.filter { !$0.isProved }.map {
                        "left `\($0.before)` as written (\($0.rule.rawValue) → `\($0.after)`): \($0.refusal!)"
                    }
                    for text in [outcome.refusal].compactMap({ $0 }) + refused + outcome.kept { note(text) }
                    formatted.insert(outcome.formatted)
                }
                if formatted.count == 1 {
                    after = formatted.first!
                } else {
                    note(
                        "left as written: the sinks it reaches give different canonical forms (\(formatted.sorted().map { "`\($0)`" }.joined(separator: ", ")))"
                    )
                }
            }
            let whole = ByteRange(start: 0, end: occurrence.value.utf8.count)
            if after != text {
                if let range = occurrence.verbatimSourceRange(ofRuntime: whole) {
                    fixes.append(SourceFix(range: range, replacement: after))
                } else {
                    note("left as written: the literal has escapes, so it is not rewritten")
                    after = text
                }
            }
            guard after != text || !notes.isEmpty else { continue }
            let location = occurrence.location(ofRuntime: ByteRange(start: 0, end: 0))
            changes.append(Change(line: location.line, column: location.scalarColumn, before: text, after: after, notes: notes))
        }
        return (Linter.apply(fixes, to: bytes), changes)
    }

    /// One sink of a literal: its context, the resolver of its theme tokens, and what reaches it
    /// beyond the file's global registrations.
    private struct Sink {
        var context: ResolutionContext
        var resolver: Resolver
        var registrations: SiteRegistrations?

        /// A theme built in Swift with its own scale reaches the sink.
        var replacesScale: Bool { registrations?.replacesScale == true }

        /// `rules` without `canonical-value` where the theme's scale is not known.
        func rules(_ rules: Set<ClassRewrite.Rule>) -> Set<ClassRewrite.Rule> {
            replacesScale ? rules.subtracting([.canonicalValue]) : rules
        }
    }
}
