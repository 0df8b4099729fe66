import Foundation

/// What the resolver derives from a theme's named classes and component scopes: computed on
/// first use, once per theme content, rather than on every resolution. ``Theme``
/// replaces its index whenever `named` or `scopes` change, so an index never outlives the
/// content it was made from; copies of a theme share one.
final class ThemeIndex: @unchecked Sendable, CustomReflectable {
    /// What is derived.
    struct Contents: Sendable {
        /// The names of ``Theme/named``.
        var named: NameFilter
        /// The modifier names the component scopes install (``Theme/scopes``).
        var scoped: NameFilter
    }

    /// The theme's recipes, parsed, by name and platform rules.
    let recipes = ParsedRecipes()

    /// One lock for every index: it is held only to read or store finished contents.
    private static let lock = NSLock()
    private var computed: Contents?

    /// The contents for `theme`, whose index this is.
    func contents(for theme: Theme) -> Contents {
        Self.lock.lock()
        let known = computed
        Self.lock.unlock()
        if let known { return known }
        // Made outside the lock: two threads at once make equal contents.
        let made = Contents(
            named: NameFilter(theme.named.keys),
            scoped: NameFilter(theme.scopes.values.lazy.flatMap { $0.modifiers.map(\.name) })
        )
        Self.lock.lock()
        if computed == nil { computed = made }
        Self.lock.unlock()
        return made
    }

    /// A memo, not content: themes with equal named classes and scopes reflect (and `dump`)
    /// alike, whatever has been derived and whichever lock guards it.
    var customMirror: Mirror { Mirror(self, children: [:]) }
}
