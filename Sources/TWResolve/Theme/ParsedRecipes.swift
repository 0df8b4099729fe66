import Foundation
import TWSyntax

/// A theme's recipes as the expander reads them: parsed once per theme content and platform
/// rules, with the size of each recipe that names no other named class (so that an expansion of
/// `card` neither hashes its whole text for the parse memo nor measures its size by looking up
/// each of its classes again). Held by the ``ThemeIndex``, which a change of ``Theme/named``
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

    /// One lock for every theme's memo, held only to read or store (an instance's own lock
    /// would also show in a `dump` of every theme, with its address).
    private static let lock = NSLock()
    /// The names of the theme's recipes by their bytes, with their positions in the entries;
    /// made on first use, under ``lock``. A name that is not a recipe is not found without
    /// building or hashing a `String`, and is not remembered.
    private var positions: ByteKeyedTable<Int>?
    /// By position, for iOS's rules and for macOS's (``Recipe/classes(on:)`` reads one or the
    /// other); nil until first read.
    private var iOSEntries: [Entry?] = []
    private var macOSEntries: [Entry?] = []

    /// The entry of `name` among `recipes` (the theme's named classes, with nothing over them:
    /// the same dictionary on every call) on `platform`'s rules; nil when `recipes` has no such
    /// name.
    func entry(_ name: String, in recipes: [String: Recipe], platform: Platform) -> Entry? {
        let iOSRules = platform.swiftCNRules == .ios
        var name = name
        Self.lock.lock()
        if positions == nil {
            positions = ByteKeyedTable(recipes.keys.enumerated().map { ($1, $0) })
            iOSEntries = Array(repeating: nil, count: recipes.count)
            macOSEntries = iOSEntries
        }
        guard let position = name.withUTF8({ positions?.lookUp($0)?.value }) else {
            Self.lock.unlock()
            return nil
        }
        let known = iOSRules ? iOSEntries[position] : macOSEntries[position]
        Self.lock.unlock()
        if let known { return known }
        guard let recipe = recipes[name] else { return nil }
        let list = RecipeParseCache.shared.parse(recipe.classes(on: platform))
        let namesAnother = list.tokens.contains { !$0.isDynamic && !$0.isUncheckable && recipes[list.name(of: $0)] != nil }
        let entry = Entry(list: list, flatSize: namesAnother ? nil : list.tokens.count)
        // A parse cut short by a cancelled request is used once, never kept (``Cancellation``).
        guard !Cancellation.isRequested else { return entry }
        Self.lock.lock()
        if iOSRules { iOSEntries[position] = entry } else { macOSEntries[position] = entry }
        Self.lock.unlock()
        return entry
    }

    /// The entries made so far, for both platform rules (for tests).
    var storedNames: Int {
        Self.lock.lock()
        defer { Self.lock.unlock() }
        return iOSEntries.count { $0 != nil } + macOSEntries.count { $0 != nil }
    }
}
