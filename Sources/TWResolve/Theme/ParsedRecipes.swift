import Foundation
import TWSyntax

/// A theme's recipes as the expander reads them: parsed once per theme content and platform
/// rules, with the size of each recipe that names no other named class (issue 14: every
/// expansion of `card` hashed its whole text for the parse memo, and measured its size by looking
/// up each of its classes again). Held by the ``ThemeIndex``, which a change of ``Theme/named``
/// replaces, so an entry never outlives the recipe it was made from. Safe to share between threads.
final class ParsedRecipes: @unchecked Sendable {
    /// One recipe on one platform's rules.
    struct Entry: Sendable {
        /// The parse of ``Recipe/classes(on:)``.
        let list: ClassList
        /// The classes the recipe produces when none of its classes is a named class (its token
        /// count, as ``ExpansionSizes`` measures it); nil when one is, or when not worked out.
        let flatSize: Int?
    }

    private let lock = NSLock()
    /// By name, for iOS's rules and for macOS's (``Recipe/classes(on:)`` reads one or the other);
    /// `nil` for a name that is not a recipe (a name that the theme's name filter lets through).
    private var iOSEntries: [String: Entry?] = [:]
    private var macOSEntries: [String: Entry?] = [:]
    /// Names that are not recipes are kept up to this many per platform rules: they are any
    /// text a class string holds.
    static let namesNotRecipesKept = 256
    private var namesNotRecipes = (iOS: 0, macOS: 0)

    /// The entry of `name` among `recipes` (a theme's named classes, with nothing over them) on
    /// `platform`'s rules; nil when `recipes` has no such name.
    func entry(_ name: String, in recipes: [String: Recipe], platform: Platform) -> Entry? {
        let iOSRules = platform.swiftCNRules == .ios
        lock.lock()
        let known = iOSRules ? iOSEntries[name] : macOSEntries[name]
        lock.unlock()
        if let known { return known }
        guard let recipe = recipes[name] else {
            lock.lock()
            if iOSRules, namesNotRecipes.iOS < Self.namesNotRecipesKept {
                iOSEntries[name] = Entry?.none
                namesNotRecipes.iOS += 1
            } else if !iOSRules, namesNotRecipes.macOS < Self.namesNotRecipesKept {
                macOSEntries[name] = Entry?.none
                namesNotRecipes.macOS += 1
            }
            lock.unlock()
            return nil
        }
        let list = RecipeParseCache.shared.parse(recipe.classes(on: platform))
        let namesAnother = list.tokens.contains { !$0.isDynamic && !$0.isUncheckable && recipes[list.name(of: $0)] != nil }
        let entry = Entry(list: list, flatSize: namesAnother ? nil : list.tokens.count)
        // A parse cut short by a cancelled request is used once, never kept (``Cancellation``).
        guard !Cancellation.isRequested else { return entry }
        lock.lock()
        if iOSRules { iOSEntries[name] = entry } else { macOSEntries[name] = entry }
        lock.unlock()
        return entry
    }

    /// The names held, recipes or not (for tests).
    var storedNames: Int {
        lock.lock()
        defer { lock.unlock() }
        return iOSEntries.count + macOSEntries.count
    }
}
