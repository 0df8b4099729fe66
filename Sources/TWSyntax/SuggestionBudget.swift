import Foundation

/// How many distinct unknown names one piece of work ranks for "did you mean": a `tw` run, one
/// file of `twlint`, one language server analysis or design-tool request, one bridge request.
///
/// Ranking an unknown name walks the whole ``ClassVocabulary``, so a file with thousands of
/// distinct misspelt classes against a theme with thousands of named classes would do work
/// proportional to the product of the two. Past ``limit`` distinct names, unknown classes are
/// still reported, without a suggestion; the first one reported so says why (``note``). A name
/// already ranked in the same piece of work keeps its answer, so repeated names are free.
///
/// Results computed after the budget withheld a suggestion are not kept by any cache
/// (TWResolve's `ClockCache`), so another piece of work never inherits the missing suggestions. Without a
/// bound budget (a library caller), every unknown name is ranked.
public final class SuggestionBudget: @unchecked Sendable {
    /// Distinct unknown names ranked per piece of work: far more misspellings than a person
    /// makes in one file or request, and a few seconds of ranking at most against a theme with
    /// 20,000 named classes.
    public static let defaultLimit = 1_000

    /// The budget of the work running here; nil outside budgeted work.
    @TaskLocal public static var current: SuggestionBudget?

    /// The most distinct names ranked.
    public let limit: Int
    private let lock = NSLock()
    private var ranked: Set<String> = []
    private var withheld = 0

    public init(limit: Int = SuggestionBudget.defaultLimit) {
        self.limit = max(0, limit)
    }

    /// Runs `work` with a fresh budget of `limit` names bound (on this thread, synchronously).
    public static func run<Value, Failure: Error>(limit: Int = defaultLimit, _ work: () throws(Failure) -> Value) throws(Failure) -> Value {
        try run(with: SuggestionBudget(limit: limit), work)
    }

    /// Runs `work` with `budget` bound, to share one budget between several calls.
    public static func run<Value, Failure: Error>(with budget: SuggestionBudget, _ work: () throws(Failure) -> Value) throws(Failure) -> Value {
        let result: Swift.Result<Value, Failure> = $current.withValue(budget) { Swift.Result { () throws(Failure) in try work() } }
        return try result.get()
    }

    /// What ranking a name is allowed.
    package enum Decision: Equatable {
        /// Rank it.
        case rank
        /// Do not; `first` is true for the first name withheld, whose message says why.
        case withhold(first: Bool)
    }

    /// Whether the name `key` may be ranked: yes while fewer than ``limit`` distinct names were,
    /// or when it already was.
    package func admit(_ key: String) -> Decision {
        lock.withLock {
            if ranked.contains(key) { return .rank }
            if ranked.count < limit {
                ranked.insert(key)
                return .rank
            }
            withheld += 1
            return .withhold(first: withheld == 1)
        }
    }

    /// Distinct names ranked so far.
    public var rankedCount: Int { lock.withLock { ranked.count } }

    /// Unknown names reported without a suggestion because the budget was spent.
    public var withheldCount: Int { lock.withLock { withheld } }

    /// True once a suggestion was withheld: results computed from then on are incomplete and not
    /// cached.
    public static var isWithholding: Bool { current.map { $0.withheldCount > 0 } ?? false }

    /// What the first unknown class reported without a suggestion says.
    package static func note(limit: Int) -> String {
        "no \"did you mean\": over \(limit) distinct unknown classes here, the rest are reported without suggestions"
    }
}
