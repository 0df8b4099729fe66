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
}

extension Diagnostic {
    /// `TW109` for a component's own recipe used outside its scopes (issue 9: `.tw("tabs")` in
    /// app code), naming the component, its types and the scope calls that install it.
    public static func componentRecipe(_ recipe: String, of component: ComponentDeclaration, at range: ByteRange) -> Diagnostic {
        let scopes = component.scopes.map { ".\($0)()" }.joined(separator: ", ")
        let types = component.types.isEmpty ? "" : " (\(component.types.map { "`\($0)`" }.joined(separator: ", ")))"
        return .unknownClass(
            recipe, code: .componentScope,
            reason: "`\(recipe)` is the recipe of swiftcn's \(component.name) component\(types) and needs its scope \(scopes): use the component, or apply \(scopes) to this view or one that contains it",
            at: range)
    }
}

extension CatalogError {
    /// The diagnostic of this rejection of the class `name`: swiftcn's `unsupportedTarget` error
    /// as the catalog words it (reference §2.5, §13.1), any other code framed by
    /// ``Diagnostic/unknownClass(_:code:reason:at:fix:)``.
    public func diagnostic(rejecting name: String, at range: ByteRange) -> Diagnostic {
        code == .unsupportedTarget ? Diagnostic(code: code, message: reason, range: range) : .unknownClass(name, code: code, reason: reason, at: range)
    }
}
