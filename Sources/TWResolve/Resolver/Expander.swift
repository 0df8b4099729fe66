import TWSyntax

/// The named classes in effect: the context's (the app's `rules.named`) over the theme's, looked
/// up in place rather than merged into a new dictionary on every expansion.
struct NamedClasses {
    let overrides: [String: Recipe]
    let base: [String: Recipe]
    /// The names of `base`, to skip hashing the many names that are utilities.
    private let baseNames: NameFilter
    /// `base`'s recipes parsed, from the theme's index.
    private let parsed: ParsedRecipes

    init(theme: Theme, context: ResolutionContext) {
        self.init(theme: theme, context: context, names: theme.index.contents(for: theme).named)
    }

    /// With the filter of the theme's names already read from its index.
    init(theme: Theme, context: ResolutionContext, names: NameFilter) {
        overrides = context.named
        base = theme.named
        baseNames = names
        parsed = theme.index.recipes
    }

    /// The recipe of `name` parsed on `platform`'s rules, with its size when it names no other
    /// named class; nil when `name` is not a named class.
    func parsedRecipe(_ name: String, platform: Platform) -> ParsedRecipes.Entry? {
        if !overrides.isEmpty {
            // The context's named classes change which classes are named: no memo.
            guard let recipe = self[name] else { return nil }
            return ParsedRecipes.Entry(list: RecipeParseCache.shared.parse(recipe.classes(on: platform)), flatSize: nil)
        }
        guard baseNames.mayContain(name) else { return nil }
        return parsed.entry(name, in: base, platform: platform)
    }

    subscript(name: String) -> Recipe? {
        if !overrides.isEmpty, let recipe = overrides[name] { return recipe }
        guard baseNames.mayContain(name) else { return nil }
        return base[name]
    }
}

/// Expands class strings into rules: named classes and recipes first, then the catalog
/// (reference §2.1, §2.2, §2.6).
struct Expander {
    let catalog: Catalog
    let named: NamedClasses
    let platform: Platform

    /// The 32-level limit of reference §2.6.
    static let depthLimit = 32

    /// The most classes that named classes may produce in one expansion (the global defaults and
    /// one class string together), plus ``expansionBudgetPerClass`` for every class written.
    /// Depth and cycle checks cannot stop a recipe that names the next one ten times, seven levels
    /// deep (10^7 classes from a 297-byte theme), so TWKit stops at this budget
    /// with an error instead. swiftcn itself has no such limit; the built-in recipes produce at
    /// most 14 classes each, so a string of recipes stays well inside it, and the work and memory
    /// of an expansion stay linear in its input (`Docs/Reliability.md`).
    public static let expansionBudget = 10_000
    /// Classes each top-level class adds to the budget, so that a long string of recipes (5,000
    /// `card`s) still resolves while the work stays linear in the input.
    public static let expansionBudgetPerClass = 64

    /// Classes produced by named-class expansion so far, against `allowance`.
    private var produced = 0
    /// The budget of this expansion: ``expansionBudget`` plus ``expansionBudgetPerClass`` per
    /// top-level class read so far.
    private var allowance = Expander.expansionBudget
    /// Set once the budget is spent: every later named class stops without a second error.
    private var budgetSpent = false

    /// Full expansion sizes of named classes, to refuse an expansion over budget up front.
    private var sizes: ExpansionSizes

    private(set) var rules: [ExpandedRule] = []
    private(set) var problems: [ResolvedDiagnostic] = []
    /// Problems raised inside named classes, by what they say and where they are shown: a named
    /// class used many times inside others raises the same problem once per use, which is
    /// reported once with a count (``RepeatedDiagnostic``).
    private var repeated: [RepeatedDiagnostic.Key: RepeatedDiagnostic] = [:]
    /// Tokens with a dynamic part outside their brackets: neither valid nor invalid.
    private(set) var uncheckable: [RuleOrigin] = []
    private var ordinal = 0

    init(catalog: Catalog, named: NamedClasses, platform: Platform) {
        sizes = ExpansionSizes(named: named, platform: platform, cap: 1 << 30)
        self.catalog = catalog
        self.named = named
        self.platform = platform
    }

    mutating func expand(_ classes: String, source: RuleSource, dynamicRanges: [ByteRange] = []) {
        // Most themes' global defaults are empty: nothing to parse or look up.
        if classes.isEmpty { return }
        let list = dynamicRanges.isEmpty ? RecipeParseCache.shared.parse(classes) : ClassParser.parse(classes, dynamicRanges: dynamicRanges)
        expand(list, source: source)
    }

    mutating func expand(_ list: ClassList, source: RuleSource) {
        allowance += list.tokens.count * Self.expansionBudgetPerClass
        // A class writes one rule, mostly: grow once rather than by doubling from empty.
        rules.reserveCapacity(rules.count + list.tokens.count)
        var cancellation = CancellationCheck()
        // Tokens are read from the buffer, where `for token in` copied each one out, retaining
        // every part; the call below still copies the token once.
        list.tokens.withUnsafeBufferPointer { tokens in
            for token in tokens.indices {
                // A cancelled request's expansion is thrown away (``Cancellation``).
                if cancellation.shouldStop() { break }
                let range = tokens[token].range
                let origin = RuleOrigin(text: list.text(range), range: range, source: source, ordinal: ordinal, chain: [], innerText: nil)
                ordinal += 1
                expand(tokens[token], in: list, origin: origin, states: StateMask(), groups: [], stack: [], depth: 0)
            }
        }
    }

    private mutating func report(_ diagnostic: Diagnostic, _ origin: RuleOrigin, kind: ResolvedDiagnostic.Kind, detail: String) {
        var shown = diagnostic
        // Problems inside a recipe are shown on the token that named the recipe.
        if let recipe = origin.chain.first {
            if diagnostic.code == .componentScope, let component = catalog.theme.components[recipe] {
                // A component's own recipe used outside it (`.tw("tabs")` in app code).
                shown = .componentRecipe(recipe, of: component, at: origin.range)
            } else {
                shown = diagnostic.insideNamedClass(origin.chain, shownAt: origin.range)
            }
        }
        let resolved = ResolvedDiagnostic(diagnostic: shown, source: origin.source, kind: kind, detail: detail)
        guard !origin.chain.isEmpty else { return problems.append(resolved) }
        let key = RepeatedDiagnostic.Key(resolved)
        if var known = repeated[key] {
            known.count += 1
            problems[known.index].diagnostic.message = known.message(count: known.count)
            repeated[key] = known
        } else {
            repeated[key] = RepeatedDiagnostic(index: problems.count, baseMessage: shown.message)
            problems.append(resolved)
        }
    }

    /// swiftcn's `expand(_:…depth:)` refuses depth 32 before reading anything, and expands each
    /// class it finds (a named class's recipe, a utility's style) one level below the class: a
    /// class at depth 31 is refused once it is found (reference §2.6).
    private mutating func reportDepthLimit(_ origin: RuleOrigin, _ detail: String) {
        report(.expansionLimit(levels: Self.depthLimit, at: origin.range), origin, kind: .expansionLimit, detail: detail)
    }

    private func budgetDiagnostic(at range: ByteRange) -> Diagnostic {
        .expansionBudget(Self.expansionBudget, perClass: Self.expansionBudgetPerClass, at: range)
    }

    /// The classes a registered utility's factory returns, expanded recursively with the
    /// utility's class on the stack, so that a factory returning itself is a cycle named by the
    /// whole class (`loop-[1]`, reference §2.2 step 3, §2.6).
    private mutating func expandUtilityOutput(
        _ output: String, of name: String, origin: RuleOrigin, states: StateMask,
        groups: Set<GroupCondition>, stack: [String], depth: Int
    ) {
        let sub = ClassParser.parse(output)
        let chain = stack + [name]
        for inner in sub.tokens {
            let innerName = sub.name(of: inner)
            if innerName == name || stack.contains(innerName) && !inner.isDynamic && named[innerName] == nil {
                report(.recursiveClass(innerName, cycle: stack + [name, innerName], at: origin.range), origin, kind: .recursiveClass, detail: innerName)
                return
            }
            var innerOrigin = origin
            innerOrigin.chain = chain
            innerOrigin.innerText = sub.text(of: inner)
            expand(inner, in: sub, origin: innerOrigin, states: states, groups: groups, stack: chain, depth: depth + 1)
        }
    }

    private mutating func expand(
        _ token: borrowing ClassToken, in list: ClassList, origin: consuming RuleOrigin,
        states inherited: StateMask, groups inheritedGroups: Set<GroupCondition>,
        stack: [String], depth: Int
    ) {
        if depth >= Self.depthLimit {
            report(.expansionLimit(levels: Self.depthLimit, at: origin.range), origin, kind: .expansionLimit, detail: list.text(of: token))
            return
        }
        if token.isUncheckable {
            if depth == 0 { uncheckable.append(origin) }
            return
        }
        // The variant split is never excused (reference §1.4).
        if let issue = token.issues.first(where: { !$0.excusedByNamedClass }) {
            let kind: ResolvedDiagnostic.Kind = issue.code == .unknownVariant ? .unknownVariant : .unknownClass
            let detail = kind == .unknownVariant ? list.text(issue.range) : list.text(of: token)
            report(issue.diagnostic, origin, kind: kind, detail: detail)
            return
        }
        var states = inherited
        var groups = inheritedGroups
        // Most tokens have no variants: the list is not copied out for them.
        if !token.variants.isEmpty {
            for variant in token.variants {
                if variant.isGroup { groups.insert(GroupCondition(state: variant.state, name: variant.groupName)) } else { states.insert(variant.state) }
            }
        }
        // Without variants the name is the whole token, whose text the origin already holds.
        let written = depth == 0 ? origin.text : origin.innerText
        let name = token.nameRange == token.range ? written ?? list.name(of: token) : list.name(of: token)
        // Named classes win, by exact name, for tokens without a typed argument (reference §2.2).
        if !token.isDynamic, let recipe = named.parsedRecipe(name, platform: platform) {
            if stack.contains(name) {
                report(.recursiveClass(name, cycle: stack + [name], at: origin.range), origin, kind: .recursiveClass, detail: name)
                return
            }
            if depth + 1 >= Self.depthLimit { return reportDepthLimit(origin, list.text(of: token)) }
            if budgetSpent { return }
            // A recipe of plain classes produces exactly its own (``ExpansionSizes/size(of:)``).
            if produced + (recipe.flatSize ?? sizes.size(of: name)) > allowance {
                // Refused before any of it is expanded, with the path where it multiplies.
                budgetSpent = true
                var chained = origin
                chained.chain = stack + sizes.heaviestPath(from: name)
                report(budgetDiagnostic(at: chained.range), chained, kind: .expansionBudget, detail: name)
                return
            }
            let sub = recipe.list
            produced += sub.tokens.count
            if produced > allowance {
                budgetSpent = true
                var chained = origin
                chained.chain = stack + [name]
                report(budgetDiagnostic(at: chained.range), chained, kind: .expansionBudget, detail: name)
                return
            }
            // One chain array for every part of the recipe, shared by their origins.
            let chain = stack + [name]
            sub.tokens.withUnsafeBufferPointer { tokens in
                for index in tokens.indices {
                    var innerOrigin = copy origin
                    innerOrigin.chain = chain
                    innerOrigin.innerText = sub.text(tokens[index].range)
                    expand(tokens[index], in: sub, origin: innerOrigin, states: states, groups: groups, stack: chain, depth: depth + 1)
                }
            }
            return
        }
        if let issue = token.issues.first {
            report(issue.diagnostic, origin, kind: .unknownClass, detail: name)
            return
        }
        let interpreted = catalog.interpret(token, named: name, in: list)
        // A class swiftcn finds is expanded one level deeper, where the limit applies first.
        if depth + 1 >= Self.depthLimit {
            switch interpreted {
            case .success: return reportDepthLimit(origin, list.text(of: token))
            case .failure(let error) where error.code == .unsupportedTarget: return reportDepthLimit(origin, list.text(of: token))
            case .failure: break
            }
        }
        switch interpreted {
        case .success(let assignments):
            if let output = catalog.utilityOutput(token, in: list) {
                rules.append(ExpandedRule(assignments: assignments, stateMask: states, groupConditions: groups, index: rules.count, origin: copy origin))
                expandUtilityOutput(output, of: name, origin: origin, states: states, groups: groups, stack: stack, depth: depth)
            } else {
                // The origin moves into the rule (its last use), without retaining its parts.
                rules.append(ExpandedRule(assignments: assignments, stateMask: states, groupConditions: groups, index: rules.count, origin: origin))
            }
        case .failure(let error) where error.code == .unsupportedTarget:
            // swiftcn names the registration, not the token (`resize`, reference §13.1).
            report(
                error.diagnostic(rejecting: name, at: depth == 0 ? token.range : origin.range), origin, kind: .unsupportedTarget,
                detail: catalog.registrationName(of: name))
        case .failure(let error):
            report(
                error.diagnostic(
                    rejecting: name, at: depth == 0 ? token.range : origin.range, nameRange: depth == 0 && origin.source == .local ? token.nameRange : nil),
                origin, kind: .unknownClass, detail: name)
        }
    }
}
