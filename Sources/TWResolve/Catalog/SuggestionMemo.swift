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

    private struct VocabularyKey: Hashable {
        var themeRevision: UInt64
        var context: ResolutionContext
    }

    /// ``ClassVocabulary/allClasses`` by theme revision and context, built once rather than for
    /// every unknown name.
    private static let classNames = ClockCache<VocabularyKey, [String]>(capacity: 64)

    /// An unknown name's suggestion, nil when nothing is close.
    private static let answers = ClockCache<Key, Suggestion?>(capacity: 4096)

    /// What a rejection of an unknown name adds: its suggestion, or why it has none.
    struct Answer {
        var suggestion: Suggestion?
        /// Said by the first name the ``SuggestionBudget`` withholds a suggestion from.
        var note: String?
    }

    /// The suggestion for `name` within the bound ``SuggestionBudget``, ranked once per theme
    /// revision, context and kind.
    static func answer(for name: String, _ kind: Kind = .className, theme: Theme, context: ResolutionContext) -> Answer {
        if let budget = SuggestionBudget.current, case .withhold(let first) = budget.admit(kind == .className ? name : "[" + name) {
            return Answer(suggestion: nil, note: first ? SuggestionBudget.note(limit: budget.limit) : nil)
        }
        return Answer(suggestion: suggestion(for: name, kind, theme: theme, context: context))
    }

    /// The suggestion for `name`, ranked once per theme revision, context and kind.
    static func suggestion(for name: String, _ kind: Kind = .className, theme: Theme, context: ResolutionContext) -> Suggestion? {
        let key = Key(themeRevision: theme.revision, context: context, kind: kind, name: name)
        return answers.value(for: key) {
            let vocabulary = ClassVocabulary(theme: theme, context: context)
            switch kind {
            case .className:
                let names = classNames.value(for: VocabularyKey(themeRevision: theme.revision, context: context)) {
                    vocabulary.allClasses.map(\.name)
                }
                return vocabulary.suggestion(forClass: name, among: names)
            case .bracketPrefix: return vocabulary.suggestion(forBracketPrefix: name)
            }
        }
    }
}
