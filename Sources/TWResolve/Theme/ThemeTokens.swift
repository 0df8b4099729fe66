/// A theme's tokens by UTF-8 bytes, for the catalog's keyword and bracket classes:
/// `text-lg` and `bg-surface` find their token without building or hashing a `String`. Held by
/// ``ThemeTokenIndex``, which ``Theme`` replaces whenever `colors`, `typography`, `radii`,
/// `shadows` or `animations` change. A class, so that the catalog holds it by one reference.
final class ThemeTokens: Sendable {
    /// ``Theme/colors`` by raw name (bracket colours: no aliases).
    let colors: ByteKeyedTable<Void>
    /// The colour words of keyword classes (reference §3.3) with the token each names: an alias
    /// whose token the theme registers, and every other registered token by its own name. An
    /// alias whose token is missing is absent: that word is not a colour, even when the theme
    /// registers it under the alias's own name (``Catalog/keywordColor(_:in:)``).
    let keywordColors: ByteKeyedTable<String>
    /// ``Theme/typography`` size tokens.
    let typography: ByteKeyedTable<Void>
    /// ``Theme/radii``, in points.
    let radii: ByteKeyedTable<Double>
    /// ``Theme/shadows`` tokens.
    let shadows: ByteKeyedTable<Void>
    /// The `animate-*` presets every context accepts: the built-ins and ``Theme/animations``.
    let animations: ByteKeyedTable<Void>
    /// The `md` radius of the bare `rounded` class, when the theme has one (reference §2.3 item 10).
    let defaultRadius: Double?
    /// True when the theme has the `sm` shadow of the bare `shadow` class.
    let hasDefaultShadow: Bool

    init(_ theme: Theme) {
        colors = ByteKeyedTable(theme.colors.keys.lazy.map { ($0, ()) })
        let aliases = CatalogTables.colorAliases
        let aliased = aliases.compactMap { alias, token in theme.colors[token] == nil ? nil : (alias, token) }
        keywordColors = ByteKeyedTable(aliased + theme.colors.keys.filter { aliases[$0] == nil }.map { ($0, $0) })
        typography = ByteKeyedTable(theme.typography.keys.lazy.map { ($0, ()) })
        radii = ByteKeyedTable(theme.radii.lazy.map { ($0.key, $0.value) })
        shadows = ByteKeyedTable(theme.shadows.keys.lazy.map { ($0, ()) })
        animations = ByteKeyedTable(CatalogTables.animationPresets.union(theme.animations).lazy.map { ($0, ()) })
        defaultRadius = theme.radii["md"]
        hasDefaultShadow = theme.shadows["sm"] != nil
    }
}
