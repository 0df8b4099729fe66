import TWSyntax

/// What a rename may call a named class. The new name is written as it is into Swift string
/// literals (`.tw("hero px-2")`, raw and multi-line ones too, and `TWGlobalRules(named:)` keys)
/// and into the theme file's JSON key, so it must be one class token there and change nothing
/// around it: one token of the class grammar (Grammar/classes.ebnf, `KeywordName`: no
/// whitespace, `:`, `[`, `]` or `\`) without variants or parse errors, and none of the characters
/// that end or escape a Swift or JSON string (`"`, `\`), other quotes (`'`, `` ` ``), control,
/// format (bidirectional controls among them), separator, surrogate, private-use or unassigned
/// characters.
enum NamedClassName {
    /// Why `text` cannot be a named class's name, or nil when it can.
    static func problem(_ text: String) -> String? {
        guard !text.isEmpty else { return "a class name cannot be empty" }
        for scalar in text.unicodeScalars {
            if let reason = reason(refusing: scalar) {
                return "U+\(String(scalar.value, radix: 16, uppercase: true)) (\(reason)) cannot be part of a class name"
            }
        }
        let parsed = ClassParser.parse(text)
        guard parsed.tokens.count == 1, parsed.tokens[0].issues.isEmpty, parsed.tokens[0].variants.isEmpty,
            parsed.text(of: parsed.tokens[0]) == text
        else {
            return "it is not one class name (no spaces, variants, brackets or markers)"
        }
        return nil
    }

    private static func reason(refusing scalar: Unicode.Scalar) -> String? {
        switch scalar {
        case "\"", "'", "`": return "a quote"
        case "\\": return "a backslash"
        case "[", "]": return "a bracket"
        case ":": return "the variant separator"
        default: break
        }
        switch scalar.properties.generalCategory {
        case .control: return "a control character"
        case .format: return "a format character"
        case .spaceSeparator, .lineSeparator, .paragraphSeparator: return "whitespace"
        case .surrogate, .privateUse, .unassigned: return "not a character of text"
        default: return nil
        }
    }
}
