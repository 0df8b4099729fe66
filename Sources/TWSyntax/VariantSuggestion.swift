/// Suggestions for misspelt variants, so that `hovr:` asks whether `hover` was meant.
enum VariantSuggestion {
    static let known = [
        "hover", "focus", "active", "pressed", "disabled",
        "group-hover", "group-focus", "group-active", "group-pressed", "group-disabled",
    ]

    /// Tailwind variants that swiftcn deliberately lacks (reference §1.4).
    static let tailwindOnly: Set<String> = [
        "dark", "light", "sm", "md", "lg", "xl", "2xl", "ios", "macos", "motion-safe", "motion-reduce",
        "first", "last", "odd", "even", "focus-visible", "focus-within", "visited", "checked", "group",
    ]

    /// The known variants within edit distance 2 of `text` that are closest.
    static func closest(to text: String) -> Suggestion? {
        guard !text.isEmpty, text.utf8.count < 32, !tailwindOnly.contains(text) else { return nil }
        return Suggestion(text, among: known)
    }
}
