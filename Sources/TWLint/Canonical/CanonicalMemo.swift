import TWResolve
import TWSyntax

/// The proved rewrites of class strings, shared by every lint of the process: a string that the
/// site memo cannot replay (another kind of site, another scope, a file with registrations of
/// its own, a new ``Linter``) is proved once per theme and context, not once per site.
///
/// A rewrite and its proof depend on the string, the rules asked for, the theme (its
/// ``Theme/revision``: a theme extended by registrations found in Swift has its own) and the
/// context the site is resolved in, which carries the named classes, utilities, modifiers and
/// animations that registrations bring (``SiteRegistrations``); the key holds all four, so a
/// string under another theme or other registrations is proved on its own. Thread-safe;
/// bounded (CLOCK eviction, ``ClockCache``).
final class CanonicalMemo: Sendable {
    /// The memo of the process.
    static let shared = CanonicalMemo()

    struct Key: Hashable, Sendable {
        let text: String
        /// The rules asked for, one bit per ``ClassRewrite/Rule`` case.
        let rules: UInt8
        let themeRevision: UInt64
        let context: ResolutionContext
        /// Computed once outside the memo's lock: the linting threads share the memo, and
        /// hashing a context under its lock made them wait.
        private let hash: Int

        init(text: String, rules: Set<ClassRewrite.Rule>, theme: Theme, context: ResolutionContext) {
            self.text = text
            var bits: UInt8 = 0
            for (bit, rule) in ClassRewrite.Rule.allCases.enumerated() where rules.contains(rule) { bits |= 1 << UInt8(bit) }
            self.rules = bits
            themeRevision = theme.revision
            self.context = context
            // The text, the rules, the theme and the context's scalar settings: the collections
            // of a context (named classes, states) are compared by equality, not hashed, as in
            // ``LintMemo/Key``.
            var hasher = Hasher()
            hasher.combine(text)
            hasher.combine(bits)
            hasher.combine(themeRevision)
            context.hashScalarSettings(into: &hasher)
            hash = hasher.finalize()
        }

        static func == (lhs: Key, rhs: Key) -> Bool {
            lhs.hash == rhs.hash && lhs.rules == rhs.rules && lhs.themeRevision == rhs.themeRevision && lhs.text == rhs.text
                && lhs.context == rhs.context
        }

        func hash(into hasher: inout Hasher) { hasher.combine(hash) }
    }

    private let proved: ClockCache<Key, [ClassRewrite]>

    init(capacity: Int = 20_000) {
        proved = ClockCache(capacity: capacity)
    }

    /// The proved rewrites of `text` for `rules` in `context` under `resolver`'s theme
    /// (``CanonicalClasses/rewrites(_:rules:)`` with a verdict of "draws the same"), proved on
    /// the first request only.
    /// With `store`, a proof missing here is looked up there before it is made, and kept there.
    func provedRewrites(
        _ text: String, rules: Set<ClassRewrite.Rule>, resolver: Resolver, context: ResolutionContext, store: ProofStore? = nil
    ) -> [ClassRewrite] {
        let context = Self.withoutOrigins(context)
        let key = Key(text: text, rules: rules, theme: resolver.theme, context: context)
        if let known = proved.value(for: key) { return known }
        let name = store?.name(of: key)
        if let store, let name, let kept = store.load(name) {
            proved.insert(kept, for: key)
            return kept
        }
        let found = CanonicalClasses(resolver: resolver, context: context).rewrites(text, rules: rules).filter(\.isProved)
        proved.insert(found, for: key)
        if let store, let name { store.store(found, as: name) }
        return found
    }

    /// `context` without the places its registrations were made and the views they reach: the
    /// linter has already chosen the registrations that reach the site (their scopes), where one
    /// stands is named in messages only, and the resolver reads neither to draw, so the copies
    /// of one registration in several files (a package's targets, vendored copies) share their
    /// proofs. The proof runs in this context too, so an answer is a function of its key alone.
    static func withoutOrigins(_ context: ResolutionContext) -> ResolutionContext {
        var plain = context
        plain.named = context.named.mapValues { recipe in
            var recipe = recipe
            (recipe.origin, recipe.scope) = (nil, .global)
            return recipe
        }
        plain.utilities = context.utilities.mapValues { utility in
            var utility = utility
            (utility.origin, utility.scope) = (nil, .global)
            return utility
        }
        plain.modifiers = context.modifiers.mapValues { modifier in
            var modifier = modifier
            (modifier.origin, modifier.scope) = (nil, .global)
            return modifier
        }
        return plain
    }

    /// The number of strings held, for tests.
    var count: Int { proved.count }
}
