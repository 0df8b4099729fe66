import Foundation

/// A theme's ``ThemeTokens``, made on first use, once per token content. ``Theme``
/// replaces its token index whenever `colors`, `typography`, `radii`, `shadows` or `animations`
/// change, so the tables never outlive the tokens they were made from; copies of a theme share
/// one. Kept apart from ``ThemeIndex`` so that a changed colour does not drop what is derived
/// from the named classes.
final class ThemeTokenIndex: @unchecked Sendable, CustomReflectable {
    /// One lock for every token index: it is held only to read or store finished tables.
    private static let lock = NSLock()
    private var computed: ThemeTokens?

    /// The tables for `theme`, whose token index this is.
    func tokens(for theme: Theme) -> ThemeTokens {
        Self.lock.lock()
        let known = computed
        Self.lock.unlock()
        if let known { return known }
        // Made outside the lock: two threads at once make equal tables.
        let made = ThemeTokens(theme)
        Self.lock.lock()
        if computed == nil { computed = made }
        Self.lock.unlock()
        return made
    }

    /// A memo, not content: themes with equal tokens reflect (and `dump`) alike whether or not
    /// their tables have been made.
    var customMirror: Mirror { Mirror(self, children: [:]) }
}
