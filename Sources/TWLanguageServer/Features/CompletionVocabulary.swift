import TWResolve
import TWSyntax

/// What completion offers inside a class string. The fixed words are checked against the
/// validator when the vocabulary is built, so a word the catalog rejects is never offered.
struct CompletionVocabulary {
    enum Kind: String {
        case keyword, prefix, variant, color, radius, named
        /// LSP `CompletionItemKind`.
        var lspKind: Int {
            switch self {
            case .keyword: 14
            case .prefix: 15
            case .variant: 24
            case .color: 16
            case .radius: 12
            case .named: 7
            }
        }
    }

    struct Word {
        var text: String
        var kind: Kind
    }

    static let variants = ["hover:", "focus:", "pressed:", "active:", "disabled:",
                           "group-hover:", "group-focus:", "group-pressed:", "group-disabled:"]

    static let prefixes = ["p-", "px-", "py-", "pt-", "pb-", "ps-", "pe-", "pl-", "pr-", "w-", "h-", "min-h-",
                           "opacity-", "bg-", "text-", "border-", "tint-", "glass-tint-", "rounded-", "shadow-", "font-",
                           "animate-", "offset-", "scale-", "rotate-", "blur-", "tracking-", "leading-", "line-clamp-",
                           "duration-", "delay-", "shared-"]

    static let keywords = ["glass", "glass-prominent", "glass-interactive", "surface-floating", "surface-solid",
                           "bezel-prominent", "bezel-bordered", "bezel-borderless", "bezel-link",
                           "control-mini", "control-sm", "control-md", "control-lg", "control-xl",
                           "text-center", "text-start", "text-end", "line-clamp-none", "w-full", "group", "border",
                           "rounded", "shadow", "shared-frame", "shared-position", "shared-size", "shared-source",
                           "shared-follower", "text-xs", "text-sm", "text-base", "text-lg", "text-xl", "text-2xl", "text-3xl",
                           "font-regular", "font-medium", "font-semibold", "font-bold", "font-light",
                           "shadow-none", "shadow-sm", "shadow-md", "shadow-lg",
                           "animate-none", "animate-spring", "animate-smooth", "animate-snappy", "animate-bouncy",
                           "animate-linear", "animate-ease-in", "animate-ease-out", "animate-ease-in-out"]

    /// Words for a typed segment (the text from the segment start to the cursor).
    static func words(for typed: String, theme: Theme) -> [Word] {
        if let prefix = ColorClasses.prefixes.sorted(by: { $0.count > $1.count }).first(where: { typed.hasPrefix($0 + "-") }) {
            var words = theme.colors.keys.sorted().map { Word(text: "\(prefix)-\($0)", kind: .color) }
            words += valid(keywords.filter { $0.hasPrefix(prefix + "-") }, theme: theme).map { Word(text: $0, kind: .keyword) }
            return words
        }
        if typed.hasPrefix("rounded-") {
            return theme.radii.sorted { $0.value < $1.value }.map { Word(text: "rounded-\($0.key)", kind: .radius) }
        }
        var words = valid(keywords, theme: theme).map { Word(text: $0, kind: .keyword) }
        words += theme.named.keys.sorted().map { Word(text: $0, kind: .named) }
        words += prefixes.map { Word(text: $0, kind: .prefix) }
        words += variants.map { Word(text: $0, kind: .variant) }
        return words
    }

    private static func valid(_ candidates: [String], theme: Theme) -> [String] {
        let validator = ClassValidator(theme: theme)
        return candidates.filter { validator.diagnostics(ClassParser.parse($0)).isEmpty }
    }
}
