/// The stable identifier of a diagnostic (`TW101` ...), with the rule family its number belongs to.
///
/// Codes are grouped by rule: `TW1xx` unknown-class, `TW2xx` invalid-argument, `TW3xx`
/// unknown-variant, `TW4xx` whitespace-in-brackets, `TW5xx` named-class expansion, `TW6xx` lint
/// rules. swiftcn itself reports every `TW1xx` and `TW2xx` case as "Unknown swiftcn class"
/// (reference §13.1); TWKit names the precise reason while agreeing with swiftcn on what is valid.
///
/// Each layer declares its codes next to the check that raises them, in an extension of this type
/// (the parser's in `ParserDiagnostics.swift`, the catalog's in TWResolve's
/// `CatalogDiagnostics.swift`, a lint rule's in its `RuleDescription`); `DiagnosticDeclarationTests`
/// checks that every code is declared once.
public struct DiagnosticCode: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public var description: String { rawValue }

    /// The rule family of the code's number: the name used in configuration and suppressions.
    /// A diagnostic may name a narrower rule (``Diagnostic/rule``): `TW210` is `native-color`,
    /// `TW501` `recursive-named-class`.
    public var rule: String {
        switch rawValue.dropFirst(2).first {
        case "1": return "unknown-class"
        case "2": return "invalid-argument"
        case "3": return "unknown-variant"
        case "4": return "whitespace-in-brackets"
        case "5": return "expansion-limit"
        default: return "unknown-class"
        }
    }

    /// Every code of the class language is an error by default (swiftcn rejects the whole class
    /// string); a diagnostic that is a note says so itself (``Diagnostic/severity``).
    public var defaultSeverity: Severity { .error }

    /// True for the codes that the grammar (`Grammar/classes.ebnf`) itself rejects; the others
    /// are well-formed tokens that the catalog rejects.
    public var isGrammatical: Bool {
        [Self.malformedBracket, .emptyName, .danglingEscape, .strayEscape, .unknownVariant, .whitespaceInBrackets].contains(self)
    }
}
