import Foundation
import TWResolve
import TWSyntax

/// Which classes name a colour: a colour prefix (`bg`, `text`, `border`, `tint`, `glass-tint`)
/// with a theme token (`bg-primary`) or a bracket colour (`bg-[#6366f1]`, `bg-[color:primary]`).
enum ColorClasses {
    static let prefixes = ["bg", "text", "border", "tint", "glass-tint"]

    /// Keyword colour words that name another token (reference §3.3).
    static let aliases: [String: String] = [
        "primary-foreground": "onPrimary", "accent-foreground": "onAccent", "destructive-foreground": "onDestructive",
        "card": "surface", "card-foreground": "foreground", "muted-foreground": "mutedForeground",
    ]

    /// The theme colour token a class names, if it names one.
    static func themeColor(_ token: ClassToken, in list: ClassList, theme: Theme) -> String? {
        guard prefixes.contains(list.root(of: token)) else { return nil }
        let word: String
        switch token.value {
        case .named(let range): word = list.text(range)
        case .arbitrary(let value) where value.hint == nil || value.hint == .color: word = list.decodedText(value.valueRange)
        default: return nil
        }
        let name = aliases[word] ?? word
        return theme.colors[name] != nil ? name : nil
    }

    /// The colour a class shows in light mode: a hex bracket value or a theme token.
    static func color(_ token: ClassToken, in list: ClassList, theme: Theme) -> RGBA? {
        guard prefixes.contains(list.root(of: token)) else { return nil }
        if let value = token.arbitraryValue, value.hint == nil || value.hint == .color,
            let rgba = RGBA(hex: list.decodedText(value.valueRange).trimmingCharacters(in: .whitespaces))
        {
            return rgba
        }
        return themeColor(token, in: list, theme: theme).flatMap { theme.color($0, in: .light) }
    }
}
