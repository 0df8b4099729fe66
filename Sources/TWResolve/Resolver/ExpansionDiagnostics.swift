import TWSyntax

/// The expander's codes and messages (reference §2.6): named classes that never finish expanding.
extension DiagnosticCode {
    // named classes
    /// A named class that re-enters its own expansion (reference §2.6). Rule
    /// `recursive-named-class`.
    public static let recursiveClass = DiagnosticCode(rawValue: "TW501")
    /// Expansion deeper than 32 levels (reference §2.6).
    public static let expansionLimit = DiagnosticCode(rawValue: "TW502")
    /// Expansion of named classes that produced more classes than TWKit's budget (TWKit's own
    /// limit, not swiftcn's: `Docs/Reliability.md`). Rule family `expansion-limit`.
    public static let expansionBudget = DiagnosticCode(rawValue: "TW503")

    /// True for the `expansion-limit` family (`TW502` depth, `TW503` TWKit's budget), which the
    /// linter and the validator report as the `recursive-named-class` rule.
    public var isExpansionLimit: Bool { self == .expansionLimit || self == .expansionBudget }
}

extension Diagnostic {
    /// `TW501`: `name` re-enters its expansion along `cycle` (the names from the outermost to
    /// `name` again).
    public static func recursiveClass(_ name: String, cycle: [String], at range: ByteRange) -> Diagnostic {
        Diagnostic(
            code: .recursiveClass, rule: "recursive-named-class", message: "Recursive swiftcn class: \(name) (\(cycle.joined(separator: " → ")))",
            range: range)
    }

    /// `TW502`: named classes nested deeper than `levels` (swiftcn's 32).
    public static func expansionLimit(levels: Int, at range: ByteRange) -> Diagnostic {
        Diagnostic(code: .expansionLimit, message: "swiftcn class expansion exceeds \(levels) levels", range: range)
    }

    /// `TW503`: named classes that produce more than `budget` classes, plus `perClass` for each
    /// class written.
    public static func expansionBudget(_ budget: Int, perClass: Int, at range: ByteRange) -> Diagnostic {
        Diagnostic(
            code: .expansionBudget, message: "swiftcn class expansion exceeds TWKit's budget of \(budget) classes (plus \(perClass) per class written)",
            range: range)
    }

    /// This diagnostic raised inside the named classes `chain` (outermost first), shown on the
    /// token that names the outermost one: ` (in named class `card` → `row`)` is added to the
    /// message, and the fix, which would edit the recipe, is dropped.
    public func insideNamedClass(_ chain: [String], shownAt range: ByteRange) -> Diagnostic {
        var inside = self
        inside.message += " (in named class \(chain.map { "`\($0)`" }.joined(separator: " → ")))"
        inside.range = range
        inside.fix = nil
        return inside
    }
}
