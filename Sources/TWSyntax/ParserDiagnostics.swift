/// The parser's codes and messages (reference §1.2, §1.4, §1.5). `TokenReader`, `TokenParser`
/// and `NameParser` raise them; each message is written here once.
extension DiagnosticCode {
    // unknown-class
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
    /// A `\` outside a bracket argument, where it escapes nothing swiftcn knows (`p\-4`).
    public static let strayEscape = DiagnosticCode(rawValue: "TW108")

    // unknown-variant
    /// A variant swiftcn does not know (`dark:`, `md:`, `hovr:`).
    public static let unknownVariant = DiagnosticCode(rawValue: "TW301")

    // whitespace-in-brackets
    /// Whitespace inside a bracket argument split the token in two (reference §1.2).
    public static let whitespaceInBrackets = DiagnosticCode(rawValue: "TW401")
}

/// What is wrong with the brackets of a class (``DiagnosticCode/malformedBracket``); its
/// description is the reason the message gives.
public enum BracketProblem: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case openWithoutDash = "a bracket argument follows a utility name and a dash: `name-[value]`"
    case unmatchedClose = "`]` has no matching `[`"
    case neverClosed = "`[` is never closed"
    case emptySharedID = "the shared-element id is empty"
    case textAfterSharedID = "only `/group` may follow `shared-[id]`"
    case sharedIdentifier = "the id and the group after `/` must be identifiers of ASCII letters, digits, `-`, `_` and `.`"
    case textAfterClose = "text follows the closing `]`"
    case badPrefix = "the utility before `-[` must be ASCII letters, digits, `-`, `_` and `.`"
    case emptyArgument = "the bracket argument is empty"
    case secondArgument = "only one bracket argument is allowed"
    case unbalancedInside = "the brackets inside the argument are unbalanced"

    public var description: String { rawValue }
}

extension Diagnostic {
    /// `Unknown swiftcn class: <name> (<reason>)`: swiftcn's wording first (reference §13.1), then
    /// the precise reason. Every `TW1xx` and `TW2xx` message of the parser and the catalog has
    /// this shape.
    public static func unknownClass(_ name: String, code: DiagnosticCode, reason: String, at range: ByteRange, fix: Fix? = nil) -> Diagnostic {
        Diagnostic(code: code, message: "Unknown swiftcn class: \(name) (\(reason))", range: range, fix: fix)
    }

    /// `TW102`: brackets that do not make one bracket argument.
    public static func malformedBracket(_ name: String, _ problem: BracketProblem, at range: ByteRange) -> Diagnostic {
        unknownClass(name, code: .malformedBracket, reason: problem.rawValue, at: range)
    }

    /// `TW103`: a token that ends in `:`.
    public static func emptyName(_ token: String, at range: ByteRange) -> Diagnostic {
        unknownClass(token, code: .emptyName, reason: "the class name after the last `:` is empty", at: range)
    }

    /// `TW104` on a class name (`!p-4`, `p-4!`); the fix removes the marker.
    public static func importantMarker(inClass name: String, at range: ByteRange, fix: Fix) -> Diagnostic {
        unknownClass(name, code: .importantMarker, reason: "swiftcn has no `!important` marker", at: range, fix: fix)
    }

    /// `Unknown swiftcn variant: <variant><detail>`: swiftcn's wording (reference §13.1), then
    /// TWKit's detail, if any.
    static func rejectedVariant(_ variant: String, code: DiagnosticCode, detail: String, at range: ByteRange, fix: Fix? = nil) -> Diagnostic {
        Diagnostic(code: code, message: "Unknown swiftcn variant: \(variant)\(detail)", range: range, fix: fix)
    }

    /// `TW104` on a variant (`!hover:p-2`); the fix removes the marker.
    public static func importantMarker(inVariant variant: String, at range: ByteRange, fix: Fix) -> Diagnostic {
        rejectedVariant(variant, code: .importantMarker, detail: " (swiftcn has no `!important` marker)", at: range, fix: fix)
    }

    /// `TW105`: `-p-4`. `advice` follows the reason: `; values are never negative`, `; put the
    /// sign inside the brackets`, ...
    public static func negativeMarker(_ name: String, advice: String, at range: ByteRange, fix: Fix?) -> Diagnostic {
        unknownClass(name, code: .negativeMarker, reason: "swiftcn has no negative `-` marker\(advice)", at: range, fix: fix)
    }

    /// `TW106`: a token that ends in `\`.
    public static func danglingEscape(_ token: String, at range: ByteRange) -> Diagnostic {
        unknownClass(token, code: .danglingEscape, reason: "`\\` at the end escapes nothing", at: range)
    }

    /// `TW108`: a `\` outside brackets.
    public static func strayEscape(_ name: String, at range: ByteRange) -> Diagnostic {
        unknownClass(name, code: .strayEscape, reason: "`\\` escapes only inside a bracket argument", at: range)
    }

    /// `TW301`: a variant swiftcn does not know, with the known ones it is closest to, or the note
    /// that swiftcn has no dark-mode, breakpoint or platform variants when `isTailwindOnly`. An
    /// empty variant is shown as `""`. When one known variant is closest, the fix writes it in
    /// place of the variant (`range`); it is not a safe fix, since it picks what the class means.
    public static func unknownVariant(_ variant: String, suggestion: Suggestion?, isTailwindOnly: Bool = false, at range: ByteRange) -> Diagnostic {
        var detail = ""
        if let suggestion {
            detail = "; " + suggestion.question
        } else if isTailwindOnly {
            detail = " (swiftcn has no dark-mode, breakpoint or platform variants)"
        }
        let fix = suggestion?.only.map { Fix(range: range, replacement: $0, isSafe: false) }
        return rejectedVariant(variant.isEmpty ? "\"\"" : variant, code: .unknownVariant, detail: detail, at: range, fix: fix)
    }

    /// `TW301`: `group-hover/<name>` whose name is not one identifier.
    public static func badGroupName(_ variant: String, at range: ByteRange) -> Diagnostic {
        rejectedVariant(variant, code: .unknownVariant, detail: " (a group name is one identifier of ASCII letters, digits, `-`, `_` and `.`)", at: range)
    }

    /// `TW401`: a bracket argument that whitespace cut in two; `rejoined` is the token written
    /// without the whitespace, and the fix writes it.
    public static func whitespaceInBrackets(rejoined: String, at range: ByteRange) -> Diagnostic {
        Diagnostic(
            code: .whitespaceInBrackets, message: "Whitespace inside a bracket argument splits the class in two; write `\(rejoined)`",
            range: range, fix: Fix(range: range, replacement: rejoined))
    }
}
