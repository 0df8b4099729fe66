/// "Did you mean" answers already ranked, by theme revision, context and unknown name.
///
/// Ranking walks the whole ``ClassVocabulary`` (every colour, radius, named class and
/// registration), so a theme whose named classes repeat one unknown class hundreds of times would
/// otherwise rank it hundreds of times: a 200-byte fuzzed theme took seconds (issue 10, "bounded
/// time per input byte"). Bounded, shared by every catalog.
enum SuggestionMemo {
    private struct Key: Hashable {
        var themeRevision: UInt64
        var context: ResolutionContext
        var name: String
    }

    /// An unknown name's best suggestion, nil when nothing is close.
    private static let answers = ClockCache<Key, String?>(capacity: 4096)

    /// The best suggestion for `name`, ranked once per theme revision and context.
    static func suggestion(for name: String, theme: Theme, context: ResolutionContext) -> String? {
        let key = Key(themeRevision: theme.revision, context: context, name: name)
        return answers.value(for: key) {
            ClassVocabulary(theme: theme, context: context).suggestions(for: name, limit: 1).first
        }
    }
}
