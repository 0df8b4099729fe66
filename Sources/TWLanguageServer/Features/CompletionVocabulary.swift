import TWResolve
import TWSyntax

/// What completion offers inside a class string: TWResolve's ``ClassVocabulary`` (the catalog
/// and the theme, with the context's registrations), never a list of its own.
///
/// After a value prefix (`p-`, `rounded-`, `bg-`, `opacity-` …) it offers that family's values;
/// anywhere else every keyword class, named class, registered modifier and utility, value prefix
/// and variant; the server keeps only those starting with the typed text.
/// `-` is a trigger character, so typing the prefix asks again.
struct CompletionVocabulary {
    enum Kind: String {
        case keyword, prefix, variant, color, value, named, modifier

        init(_ kind: ClassVocabulary.Kind) {
            switch kind {
            case .keyword: self = .keyword
            case .color: self = .color
            case .named: self = .named
            case .modifier, .utility: self = .modifier
            case .spacing, .length, .opacity, .radius, .shadow, .typography, .weight, .animation: self = .value
            }
        }

        /// LSP `CompletionItemKind`.
        var lspKind: Int {
            switch self {
            case .keyword: 14
            case .prefix: 15
            case .variant: 24
            case .color: 16
            case .value: 12
            case .named: 7
            case .modifier: 3
            }
        }
    }

    struct Word {
        var text: String
        var kind: Kind
        /// The value in words and units (`16 pt`, `light #6366F1, dark #818CF8`); empty when none.
        var detail: String = ""
        /// A colour's light `#RRGGBB`.
        var hex: String?
    }

    /// Words for a typed segment (the text from the segment start to the cursor).
    static func words(for typed: String, vocabulary: ClassVocabulary) -> [Word] {
        let prefix = ClassVocabulary.valuePrefixes.filter { typed.hasPrefix($0) }.max { $0.count < $1.count }
        if let prefix, let values = vocabulary.values(after: prefix) {
            return values.map(word)
        }
        var words = vocabulary.keywords.map(word)
        words += vocabulary.named.map(word)
        words += vocabulary.modifiers.map(word)
        words += vocabulary.utilities.map(word)
        words += ClassVocabulary.valuePrefixes.map { Word(text: $0, kind: .prefix) }
        words += ClassVocabulary.variants.map { Word(text: $0, kind: .variant) }
        return words
    }

    private static func word(_ entry: ClassVocabulary.Entry) -> Word {
        Word(text: entry.name, kind: Kind(entry.kind), detail: entry.detail, hex: entry.hex)
    }
}
