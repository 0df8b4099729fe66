import TWSyntax

/// The catalog's codes (reference §2.2-§3, §7.2, §13.1): a well-formed class that no utility,
/// recipe or named class accepts. ``Catalog`` and the utility tables raise them as a
/// ``CatalogError``; the expander frames the reason with ``Diagnostic/unknownClass(_:code:reason:at:fix:)``.
extension DiagnosticCode {
    // unknown-class
    /// No utility, recipe or named class has this name.
    public static let unknownClass = DiagnosticCode(rawValue: "TW101")
    /// A Tailwind opacity modifier such as `bg-primary/50` (reference §1.4).
    public static let opacityModifier = DiagnosticCode(rawValue: "TW107")
    /// A component-scoped class (`cn-tint-[…]`) where no component scope installs it: swiftcn
    /// registers it only inside `.cnControlUtilities()` and the like (reference §7.2).
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
}

extension Diagnostic {
    /// `TW109` for a component's own recipe used outside its scopes (`.tw("tabs")` in
    /// app code), naming the component, its types and the scope calls that install it.
    public static func componentRecipe(_ recipe: String, of component: ComponentDeclaration, at range: ByteRange) -> Diagnostic {
        let scopes = component.scopes.map { ".\($0)()" }.joined(separator: ", ")
        let types = component.types.isEmpty ? "" : " (\(component.types.map { "`\($0)`" }.joined(separator: ", ")))"
        return .unknownClass(
            recipe, code: .componentScope,
            reason:
                "`\(recipe)` is the recipe of swiftcn's \(component.name) component\(types) and needs its scope \(scopes): use the component, or apply \(scopes) to this view or one that contains it",
            at: range)
    }
}

extension CatalogError {
    /// The diagnostic of this rejection of the class `name`: swiftcn's `unsupportedTarget` error
    /// as the catalog words it (reference §2.5, §13.1), any other code framed by
    /// ``Diagnostic/unknownClass(_:code:reason:at:fix:)``. With the class name's range
    /// (`nameRange`, given when the class is the caller's own text, not a named class's), a
    /// ``correction`` is the fix; it is not a safe fix, since it chooses what the class means
    /// (`twlint --fix` leaves it to the user).
    public func diagnostic(rejecting name: String, at range: ByteRange, nameRange: ByteRange? = nil) -> Diagnostic {
        if code == .unsupportedTarget { return Diagnostic(code: code, message: reason, range: range) }
        var fix: Fix?
        if let nameRange, let correction { fix = Fix(range: correction.range ?? nameRange, replacement: correction.replacement, isSafe: false) }
        return .unknownClass(name, code: code, reason: reason, at: range, fix: fix)
    }
}

/// Reasons more than one check gives, each written once.
extension CatalogError {
    /// `TW110`, swiftcn's `unsupportedTarget` error in its own words (reference §2.5, §13.1):
    /// the registration `name` on a view that is not the native `target` (`text`, `image`,
    /// `shape`).
    public static func unsupportedTarget(_ name: String, target: String) -> CatalogError {
        CatalogError(.unsupportedTarget, "swiftcn class \(name) requires .tw directly on a native \(target)")
    }

    /// `TW101`: `prefix-[…]` where no utility takes a bracket argument.
    public static func notBracketUtility(_ prefix: String) -> CatalogError {
        CatalogError(.unknownClass, "`\(prefix)-[…]` is not a bracket utility")
    }

    /// `TW203`: a font size of 0 or less.
    public static let nonPositiveFontSize = CatalogError(.outOfRange, "a font size must be > 0")

    /// `TW203`: a negative value of the utility `prefix`.
    public static func negative(_ prefix: String) -> CatalogError {
        CatalogError(.outOfRange, "\(prefix) must be >= 0")
    }

    /// `TW204`: a number (`text` as written) that is not finite.
    public static func notFiniteNumber(_ text: some StringProtocol) -> CatalogError {
        CatalogError(.notFinite, "`\(text)` is not a finite number")
    }

    /// `TW204`: a number of theme units (`tail` as written) whose length is not finite.
    public static func notFiniteUnits(_ tail: some StringProtocol) -> CatalogError {
        CatalogError(.notFinite, "`\(tail)` theme units is not a finite length")
    }

    /// `TW201`: an argument to the registered modifier `prefix`, an exact tag.
    public static func exactTagTakesNoArgument(_ prefix: String) -> CatalogError {
        CatalogError(.invalidArgument, "the registered modifier `\(prefix)` is an exact tag and takes no argument: write `\(prefix)`")
    }

    /// `TW201`: the registered utility `prefix` whose fixed argument `fixed` is not one bracket
    /// argument.
    public static func fixedArgumentNotBracket(_ prefix: String, fixed: String) -> CatalogError {
        CatalogError(.invalidArgument, "the registered utility `\(prefix)` has a fixed argument `\(fixed)` that is not one bracket argument")
    }
}
