import TWSyntax

/// The code and messages of typed interpolations (reference §1.3), raised by
/// ``InterpolatedClasses`` and the catalog's typed arguments, and by twlint for the types a
/// Swift file gives.
extension DiagnosticCode {
    /// A typed value swiftcn cannot interpolate there: a non-class type outside brackets
    /// (`\(Color.blue)`), or an interpolation right after `\` inside brackets (reference §1.3).
    public static let interpolationType = DiagnosticCode(rawValue: "TW211")
}

extension Diagnostic {
    /// What swiftcn's `invalidInterpolation` names for an interpolation right after `\` inside
    /// brackets.
    public static let escapedArgument = "an escaped argument"

    /// `Unsupported swiftcn interpolation: <what>`, swiftcn's wording; `what` is the value's type
    /// name or ``escapedArgument``.
    package static func unsupportedInterpolationText(_ what: String) -> String { "Unsupported swiftcn interpolation: \(what)" }

    /// `TW211`: a value swiftcn cannot interpolate there.
    public static func unsupportedInterpolation(_ what: String, at range: ByteRange) -> Diagnostic {
        Diagnostic(code: .interpolationType, message: unsupportedInterpolationText(what), range: range)
    }

    /// `TW211`: a `{name}` placeholder of a template with no value.
    public static func missingInterpolationValue(_ name: String, at range: ByteRange) -> Diagnostic {
        Diagnostic(code: .interpolationType, message: "no value for the placeholder {\(name)}", range: range)
    }
}
