/// Reads the typed pieces of a `TWStyle(…)` as the classes that write the same properties
/// (reference §3.6), so that a named class built from `.p(3)`, `.radius(20)`, `.bg(.primary)` or
/// `.primaryButton` resolves in `tw` and the language server as swiftcn draws it. A piece it cannot
/// read makes the recipe partial, never invalid.
enum TypedStyleReader {
    /// Typed aliases that are class references (reference §7.2).
    static let aliases: [String: String] = [
        "card": "card", "primaryButton": "button-primary", "secondaryButton": "button-secondary",
        "outlineButton": "button-outline", "destructiveButton": "button-destructive",
        "surfaceFloating": "surface-floating", "surfaceSolid": "surface-solid", "glass": "glass",
        "glassProminent": "glass-prominent", "glassInteractive": "glass-interactive", "fullWidth": "w-full",
    ]

    /// Factories of one number, and the class prefix that writes the same property with it.
    static let numberFactories: [String: (prefix: String, bracket: Bool)] = [
        "p": ("p", false), "px": ("px", false), "py": ("py", false), "pt": ("pt", false), "pb": ("pb", false),
        "ps": ("ps", false), "pe": ("pe", false), "radius": ("rounded", true), "opacity": ("opacity", true),
        "w": ("w", true), "h": ("h", true), "minW": ("min-w", true), "maxW": ("max-w", true), "minH": ("min-h", true),
        "maxH": ("max-h", true), "tracking": ("tracking", true), "lineSpacing": ("line-spacing", true),
        "rotate": ("rotate", true), "blur": ("blur", true), "fontSize": ("text", true),
    ]

    /// Factories of one token (`.bg(.primary)`), and the keyword prefix.
    static let tokenFactories: [String: String] = [
        "bg": "bg", "fg": "text", "text": "text", "rounded": "rounded", "shadow": "shadow", "weight": "font",
        "glassTint": "glass-tint", "tint": "tint", "bezel": "bezel",
    ]

    /// Swift spellings of size tokens that differ from the class words (`TWText.xxl`).
    static let tokenSpellings: [String: String] = ["xxl": "2xl", "xxxl": "3xl"]

    /// The class for one typed piece: `member` is the factory's name, `argument` its single
    /// argument as written (`3`, `.primary`), nil for a property without arguments.
    static func classes(member: String, argument: String?) -> String? {
        guard let argument else { return aliases[member] }
        if let factory = numberFactories[member], let number = Double(argument), number.isFinite {
            let text = number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
            return factory.bracket ? "\(factory.prefix)-[\(text)]" : "\(factory.prefix)-\(text)"
        }
        if let prefix = tokenFactories[member], argument.hasPrefix("."), argument.dropFirst().allSatisfy({ $0.isLetter || $0.isNumber }) {
            let word = String(argument.dropFirst())
            return "\(prefix)-\(tokenSpellings[word] ?? word)"
        }
        return nil
    }
}
