import TWJSON
import TWResolve

/// Alias resolution of one design tokens document, memoised: each token's value is resolved
/// once, whatever the number of aliases to it, and every resolved value counts its JSON values
/// against a budget, so the work is linear in the file (aliases that fan out exponentially are
/// an error, ``DesignTokenError/isBudget``).
struct DesignTokenAliases {
    /// Longest chain of aliases followed (`{a}` → `{b}` → …).
    static let depthLimit = 32

    private let byPath: [String: DesignTokenDocument.Token]
    private let budget: Int
    /// JSON values produced so far, over every token resolved.
    private var produced = 0
    private var memo: [String: Result<Resolved, DesignTokenError>] = [:]
    /// Tokens being resolved, innermost last: a target among them is a cycle.
    private var inProgress: [String] = []

    /// A resolved value, its number of JSON values and its longest alias chain.
    private struct Resolved {
        var value: JSON
        var size: Int
        var depth: Int
    }

    init(byPath: [String: DesignTokenDocument.Token], budget: Int) {
        self.byPath = byPath
        self.budget = budget
    }

    /// `value` with every alias in it resolved (also inside composite values, a shadow's
    /// `color`); its JSON values are counted against the budget.
    mutating func resolved(_ value: JSON) throws(DesignTokenError) -> JSON {
        let result = try resolve(value)
        produced = Self.adding(produced, result.size, cap: budget)
        guard produced <= budget else {
            var error = DesignTokenError(
                "aliases expand to more than \(budget) JSON values (the limit for a file of this size); aliases that fan out are refused")
            error.isBudget = true
            throw error
        }
        return result.value
    }

    private mutating func resolve(_ value: JSON) throws(DesignTokenError) -> Resolved {
        if let target = DesignTokenDocument.aliasTarget(value) {
            let inner = try token(target)
            guard inner.depth < Self.depthLimit, inProgress.count + inner.depth < Self.depthLimit else {
                throw Self.chainError("aliases nest deeper than \(Self.depthLimit)")
            }
            return Resolved(value: inner.value, size: inner.size, depth: inner.depth + 1)
        }
        switch value {
        case .object(let members):
            var result: [String: JSON] = [:]
            var size = 1, depth = 0
            for (key, member) in members {
                let inner = try resolve(member)
                result[key] = inner.value
                size = Self.adding(size, inner.size, cap: budget)
                depth = max(depth, inner.depth)
            }
            return Resolved(value: .object(result), size: size, depth: depth)
        case .array(let items):
            var result: [JSON] = []
            var size = 1, depth = 0
            for item in items {
                let inner = try resolve(item)
                result.append(inner.value)
                size = Self.adding(size, inner.size, cap: budget)
                depth = max(depth, inner.depth)
            }
            return Resolved(value: .array(result), size: size, depth: depth)
        default:
            return Resolved(value: value, size: 1, depth: 0)
        }
    }

    /// The token at `path`, resolved once. A chain cut short by ``depthLimit`` is not kept: the
    /// same token may resolve when reached by a shorter chain.
    private mutating func token(_ path: String) throws(DesignTokenError) -> Resolved {
        if let known = memo[path] { return try known.get() }
        guard let token = byPath[path] else { throw DesignTokenError("the alias {\(path)} names no token") }
        guard !inProgress.contains(path) else { throw Self.chainError("the alias {\(path)} refers back to itself") }
        guard inProgress.count < Self.depthLimit else { throw Self.chainError("aliases nest deeper than \(Self.depthLimit)") }
        inProgress.append(path)
        defer { inProgress.removeLast() }
        do {
            let result = try resolve(token.value)
            memo[path] = .success(result)
            return result
        } catch {
            if !error.dependsOnChain { memo[path] = .failure(error) }
            throw error
        }
    }

    /// An error that depends on the chain of aliases that led to a token, not on the token alone.
    private static func chainError(_ message: String) -> DesignTokenError {
        var error = DesignTokenError(message)
        error.dependsOnChain = true
        return error
    }

    /// `a + b`, held at `cap + 1` so that exponential sizes cannot overflow.
    private static func adding(_ a: Int, _ b: Int, cap: Int) -> Int {
        min(a + min(b, cap + 1), cap + 1)
    }
}
