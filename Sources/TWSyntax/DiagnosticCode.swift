/// The stable identifier of a diagnostic (`TW101` ...), with its rule family and default severity.
///
/// Codes are grouped by rule: `TW1xx` unknown-class, `TW2xx` invalid-argument, `TW3xx`
/// unknown-variant, `TW4xx` whitespace-in-brackets, `TW5xx` named-class expansion. swiftcn itself
/// reports every `TW1xx` and `TW2xx` case as "Unknown swiftcn class" (reference §13.1); TWKit names
/// the precise reason while agreeing with swiftcn on what is valid.
public struct DiagnosticCode: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public var description: String { rawValue }

    // unknown-class
    /// No utility, recipe or named class has this name.
    public static let unknownClass = DiagnosticCode(rawValue: "TW101")
    /// A `[` or `]` without its partner, a second bracket group, or text after the closing bracket.
    public static let malformedBracket = DiagnosticCode(rawValue: "TW102")
    /// A token whose class name is empty (`hover:`).
    public static let emptyName = DiagnosticCode(rawValue: "TW103")
    /// A Tailwind `!important` marker, which swiftcn does not have (reference §1.4).
    public static let importantMarker = DiagnosticCode(rawValue: "TW104")
    /// A Tailwind negative-value marker (`-p-4`), which swiftcn does not have (reference §1.4).
    public static let negativeMarker = DiagnosticCode(rawValue: "TW105")
    /// A `\` at the very end of a token (reference §1.4).
    public static let danglingEscape = DiagnosticCode(rawValue: "TW106")
    /// A Tailwind opacity modifier such as `bg-primary/50` (reference §1.4).
    public static let opacityModifier = DiagnosticCode(rawValue: "TW107")
    /// A `\` outside a bracket argument, where it escapes nothing swiftcn knows (`p\-4`).
    public static let strayEscape = DiagnosticCode(rawValue: "TW108")
    /// A component-scoped class (`cn-tint-[…]`) where no component scope installs it: swiftcn
    /// registers it only inside `.cnControlUtilities()` and the like (reference §7.2, issue 9).
    public static let componentScope = DiagnosticCode(rawValue: "TW109")
    /// A registered text, image or shape modifier where `.tw` is not applied directly to that
    /// native view: swiftcn's `unsupportedTarget` error (reference §2.5).
    public static let unsupportedTarget = DiagnosticCode(rawValue: "TW110")

    // invalid-argument
    /// A known utility with a value it does not accept; the message names the reason.
    public static let invalidArgument = DiagnosticCode(rawValue: "TW201")
    /// A unit swiftcn does not support (`%`, `rem`, `em`, `calc(...)`, `var(...)`).
    public static let unsupportedUnit = DiagnosticCode(rawValue: "TW202")
    /// A number outside the utility's range (negative padding, opacity above 1, ...).
    public static let outOfRange = DiagnosticCode(rawValue: "TW203")
    /// `NaN`, `infinity` or a number whose value in points is not finite.
    public static let notFinite = DiagnosticCode(rawValue: "TW204")
    /// A wrong number of comma-separated components (`offset-[1]`).
    public static let componentCount = DiagnosticCode(rawValue: "TW205")
    /// A hex colour that is not `#` followed by 3, 4, 6 or 8 hex digits.
    public static let badHexColor = DiagnosticCode(rawValue: "TW206")
    /// A colour token the theme does not register.
    public static let unknownColor = DiagnosticCode(rawValue: "TW207")
    /// A type hint the utility does not take (`w-[color:20]`).
    public static let badTypeHint = DiagnosticCode(rawValue: "TW208")
    /// A keyword value the utility does not have (`rounded-huge`, `animate-typo`).
    public static let unknownValue = DiagnosticCode(rawValue: "TW209")

    /// A note, not an error: in design-tool mode a bracket colour name such as `[red]` stands for
    /// the native SwiftUI colour, which a Swift string literal cannot express (issue 3).
    public static let nativeColorName = DiagnosticCode(rawValue: "TW210")
    /// A typed value swiftcn cannot interpolate there: a non-class type outside brackets
    /// (`\(Color.blue)`), or an interpolation right after `\` inside brackets (reference §1.3).
    public static let interpolationType = DiagnosticCode(rawValue: "TW211")

    // unknown-variant
    /// A variant swiftcn does not know (`dark:`, `md:`, `hovr:`).
    public static let unknownVariant = DiagnosticCode(rawValue: "TW301")

    // whitespace-in-brackets
    /// Whitespace inside a bracket argument split the token in two (reference §1.2).
    public static let whitespaceInBrackets = DiagnosticCode(rawValue: "TW401")

    // named classes
    /// A named class that re-enters its own expansion (reference §2.6).
    public static let recursiveClass = DiagnosticCode(rawValue: "TW501")
    /// Expansion deeper than 32 levels (reference §2.6).
    public static let expansionLimit = DiagnosticCode(rawValue: "TW502")
    /// Expansion of named classes that produced more classes than TWKit's budget (TWKit's own
    /// limit, not swiftcn's: `Docs/Reliability.md`). Rule family `expansion-limit`.
    public static let expansionBudget = DiagnosticCode(rawValue: "TW503")

    /// True for the codes that the grammar (`Grammar/classes.ebnf`) itself rejects; the others
    /// are well-formed tokens that the catalog rejects.
    public var isGrammatical: Bool {
        [Self.malformedBracket, .emptyName, .danglingEscape, .strayEscape, .unknownVariant, .whitespaceInBrackets].contains(self)
    }

    /// The rule family: the name used in configuration and suppressions.
    public var rule: String {
        if self == .nativeColorName { return "native-color" }
        switch rawValue.dropFirst(2).first {
        case "1": return "unknown-class"
        case "2": return "invalid-argument"
        case "3": return "unknown-variant"
        case "4": return "whitespace-in-brackets"
        case "5": return rawValue == DiagnosticCode.recursiveClass.rawValue ? "recursive-named-class" : "expansion-limit"
        default: return "unknown-class"
        }
    }

    /// Every code above is an error by default (swiftcn rejects the whole class string), except
    /// the native-colour note.
    public var defaultSeverity: Severity { self == .nativeColorName ? .note : .error }
}

extension DiagnosticCode {
    /// True for the `expansion-limit` family (`TW502` depth, `TW503` TWKit's budget), which the
    /// linter and the validator report as the `recursive-named-class` rule.
    public var isExpansionLimit: Bool { self == .expansionLimit || self == .expansionBudget }
}
