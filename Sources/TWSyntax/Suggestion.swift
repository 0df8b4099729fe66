/// "Did you mean" for an unknown name: the candidates closest to it by the one ranking
/// (``EditDistance``), equally close ones in byte order. When exactly one is closest it is the
/// quick fix (``only``); when several tie, the message names them and no fix is offered, since
/// picking one would be a guess.
///
/// ```swift
/// Suggestion("glas-tint", among: ["glass-tint", "tint", "bg"])?.question   // did you mean `glass-tint`?
/// ```
public struct Suggestion: Hashable, Sendable, ExpressibleByStringLiteral {
    /// The closest candidates, at least one.
    public private(set) var candidates: [String]

    /// The candidates closest to `word` within `maximum` edits; nil when none is.
    public init?(_ word: String, among candidates: some Sequence<String>, maximum: Int = 2) {
        let closest = EditDistance.closest(word, among: candidates, maximum: maximum)
        guard !closest.isEmpty else { return nil }
        self.candidates = closest
    }

    /// A suggestion of one candidate.
    public init(stringLiteral value: String) {
        candidates = [value]
    }

    /// The one closest candidate, when no other is as close: the quick fix.
    public var only: String? { candidates.count == 1 ? candidates[0] : nil }

    /// The same suggestion with each candidate rewritten (a prefix spelled as the whole class).
    public func map(_ transform: (String) -> String) -> Suggestion {
        var copy = self
        copy.candidates = candidates.map(transform)
        return copy
    }

    /// The question a message ends with: "did you mean `a`?", "did you mean `a` or `b`?", at most
    /// three candidates named.
    public var question: String {
        let named = candidates.prefix(3).map { "`\($0)`" }
        let list = named.count == 1 ? named[0] : named.dropLast().joined(separator: ", ") + " or " + named[named.count - 1]
        return "did you mean \(list)?"
    }
}
