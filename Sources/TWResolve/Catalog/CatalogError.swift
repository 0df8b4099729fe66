import TWSyntax

/// Why the catalog rejects a class: a diagnostic code and a reason for people.
///
/// swiftcn reports all of these as `Unknown swiftcn class: <name>` (reference §13.1); `message`
/// keeps that wording first and adds the precise reason.
public struct CatalogError: Error, Hashable, Sendable {
    public var code: DiagnosticCode
    public var reason: String

    public init(_ code: DiagnosticCode, _ reason: String) {
        self.code = code
        self.reason = reason
    }
}
