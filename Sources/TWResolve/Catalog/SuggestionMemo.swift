import TWSyntax

/// "Did you mean" answers already ranked, by theme revision, context, kind of name and unknown
/// name.
///
/// Ranking walks the whole ``ClassVocabulary`` (every colour, radius, named class and
/// registration), so a theme whose named classes repeat one unknown class hundreds of times would
/// otherwise rank it hundreds of times: a 200-byte fuzzed theme would take seconds, where the
/// time per input byte must stay bounded. Bounded, shared by every catalog.
enum SuggestionMemo {
    /// What the unknown name is ranked among.
    enum Kind: Hashable {
        /// A class without brackets, among ``ClassVocabulary/allClasses``.
        case className
        /// A bracket class's prefix, among ``ClassVocabulary/bracketPrefixes``.
        case bracketPrefix
    }

    private struct Key: Hashable {
        var themeRevision: UInt64
        var context: ResolutionContext
        var kind: Kind
        var name: String
    }

    /// An unknown name's suggestion, nil when nothing is close.
    private static let answers = ClockCache<Key, Suggestion?>(capacity: 4096)

    /// The suggestion for `name`, ranked once per theme revision, context and kind.
    static func suggestion(for name: String, _ kind: Kind = .className, theme: Theme, context: ResolutionContext) -> Suggestion? {
        let key = Key(themeRevision: theme.revision, context: context, kind: kind, name: name)
        return answers.value(for: key) {
            let vocabulary = ClassVocabulary(theme: theme, context: context)
            switch kind {
            case .className: return vocabulary.suggestion(forClass: name)
            case .bracketPrefix: return vocabulary.suggestion(forBracketPrefix: name)
            }
        }
    }
}
