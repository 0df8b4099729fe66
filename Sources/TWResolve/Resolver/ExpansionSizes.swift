import TWSyntax

/// How many classes each named class produces when expanded in full, computed once per name, so
/// that the expander can refuse an expansion over its budget before doing any of it (otherwise
/// every resolution of the "laughs" theme, and every column of a hover's
/// matrix, would first spend the whole budget).
///
/// A name met again on its own path (a cycle) and levels past the depth limit count nothing:
/// the expander reports those itself, and its running count stays the last word on the budget.
struct ExpansionSizes {
    private let named: NamedClasses
    private let platform: Platform
    private let cap: Int
    /// Size and the child that contributes most, by name.
    private var memo: [String: (size: Int, heaviest: String?)] = [:]

    /// - Parameter cap: sizes stop growing here (the budget plus one is enough to decide).
    init(named: NamedClasses, platform: Platform, cap: Int) {
        self.named = named
        self.platform = platform
        self.cap = cap
    }

    /// The classes `name` produces (its recipe's tokens and theirs, recursively), at most `cap`.
    mutating func size(of name: String) -> Int {
        // A recipe that names no other named class produces exactly its own classes: measured
        // without the path set or the memo (most recipes).
        if memo[name] == nil, let recipe = named[name] {
            let list = RecipeParseCache.shared.parse(recipe.classes(on: platform))
            if !list.tokens.contains(where: { !$0.isDynamic && !$0.isUncheckable && named[list.name(of: $0)] != nil }) { return list.tokens.count }
        }
        var path: Set<String> = []
        return measure(name, path: &path, depth: 0).size
    }

    /// `name` and, from it, the named class that contributes most at each level: where the
    /// expansion multiplies.
    mutating func heaviestPath(from name: String) -> [String] {
        var path = [name]
        var current = name
        while path.count < Expander.depthLimit, let next = memo[current]?.heaviest, !path.contains(next) {
            path.append(next)
            current = next
        }
        return path
    }

    private mutating func measure(_ name: String, path: inout Set<String>, depth: Int) -> (size: Int, heaviest: String?) {
        if let known = memo[name] { return known }
        guard let recipe = named[name], depth < Expander.depthLimit, !path.contains(name) else { return (0, nil) }
        path.insert(name)
        defer { path.remove(name) }
        let list = RecipeParseCache.shared.parse(recipe.classes(on: platform))
        var total = list.tokens.count
        var heaviest: (name: String, size: Int)?
        for token in list.tokens where !token.isDynamic && !token.isUncheckable && total < cap {
            let child = list.name(of: token)
            guard named[child] != nil else { continue }
            let size = measure(child, path: &path, depth: depth + 1).size
            total = min(cap, total + size)
            if size > (heaviest?.size ?? 0) { heaviest = (child, size) }
        }
        let result = (size: total, heaviest: heaviest?.name)
        // A size cut short by a cycle depends on the path and may be low; the expander's running
        // count catches what such an estimate misses, so every name is measured once.
        memo[name] = result
        return result
    }
}
