/// The one "did you mean" ranking of TWKit: Levenshtein distance over UTF-8 bytes (class names
/// and variants are ASCII in practice). Used through ``Suggestion`` by the parser's variant
/// suggestions and the catalog's unknown names, and by the language server's quick fixes, so all
/// of them agree.
public enum EditDistance {
    /// The number of single-byte insertions, deletions and substitutions turning `a` into `b`.
    public static func distance(_ a: some Collection<UInt8>, _ b: some Collection<UInt8>) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = previous
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = Swift.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }

    /// The candidates within `maximum` edits of `word`, closest first, equally close ones in
    /// byte order; `word` itself is never among them. Candidates whose length differs by more
    /// than `maximum` are skipped without computing a distance.
    public static func ranked(_ word: String, among candidates: some Sequence<String>, maximum: Int = 2) -> [String] {
        scored(word, among: candidates, maximum: maximum).map(\.candidate)
    }

    /// The candidates of ``ranked(_:among:maximum:)`` that are as close as the closest one, in
    /// byte order: more than one means no candidate is best.
    public static func closest(_ word: String, among candidates: some Sequence<String>, maximum: Int = 2) -> [String] {
        let found = scored(word, among: candidates, maximum: maximum)
        guard let best = found.first?.distance else { return [] }
        return found.prefix { $0.distance == best }.map(\.candidate)
    }

    /// The candidates within `maximum` edits with their distances, closest first, then in byte order.
    private static func scored(_ word: String, among candidates: some Sequence<String>, maximum: Int) -> [(candidate: String, distance: Int)] {
        let target = Array(word.utf8)
        var found: [(candidate: String, distance: Int)] = []
        var seen: Set<String> = []
        for candidate in candidates where candidate != word && abs(candidate.utf8.count - target.count) <= maximum {
            guard seen.insert(candidate).inserted else { continue }
            let distance = distance(target, candidate.utf8)
            if distance <= maximum { found.append((candidate, distance)) }
        }
        return found.sorted { ($0.distance, $0.candidate) < ($1.distance, $1.candidate) }
    }
}
