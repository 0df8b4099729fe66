/// Suggestions for misspelt variants, so that `hovr:` says "did you mean `hover`".
enum VariantSuggestion {
    static let known = ["hover", "focus", "active", "pressed", "disabled",
                        "group-hover", "group-focus", "group-active", "group-pressed", "group-disabled"]

    /// Tailwind variants that swiftcn deliberately lacks (reference §1.4).
    static let tailwindOnly: Set<String> = [
        "dark", "light", "sm", "md", "lg", "xl", "2xl", "ios", "macos", "motion-safe", "motion-reduce",
        "first", "last", "odd", "even", "focus-visible", "focus-within", "visited", "checked", "group",
    ]

    /// The known variant within edit distance 2 of `text`, if exactly one is closest.
    static func closest(to text: String) -> String? {
        guard !text.isEmpty, text.utf8.count < 32, !tailwindOnly.contains(text) else { return nil }
        var best: (String, Int)?
        for candidate in known {
            let distance = editDistance(Array(text.utf8), Array(candidate.utf8))
            if distance <= 2, distance < (best?.1 ?? .max) { best = (candidate, distance) }
        }
        return best?.0
    }

    static func editDistance(_ a: [UInt8], _ b: [UInt8]) -> Int {
        var previous = Array(0...b.count)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...max(b.count, 1) where !b.isEmpty {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            previous = current
        }
        return a.isEmpty ? b.count : previous[b.count]
    }
}
