import TWSyntax

/// Why the catalog rejects a class: a diagnostic code and a reason for people.
///
/// swiftcn reports all of these as `Unknown swiftcn class: <name>` (reference §13.1); `message`
/// keeps that wording first and adds the precise reason.
public struct CatalogError: Error, Hashable, Sendable {
    public var code: DiagnosticCode
    public var reason: String
    /// The repair of an unknown name whose one closest candidate the reason asks about
    /// ("did you mean `glass-tint-[red]`?"): bytes of the class list and what to write there.
    public var correction: Correction?

    /// Bytes of the class list to replace (`range`, UTF-8 offsets; nil for the whole class name,
    /// variants excluded) and their replacement.
    public struct Correction: Hashable, Sendable {
        public var range: ByteRange?
        public var replacement: String

        public init(range: ByteRange? = nil, replacement: String) {
            self.range = range
            self.replacement = replacement
        }
    }

    public init(_ code: DiagnosticCode, _ reason: String, correction: Correction? = nil) {
        self.code = code
        self.reason = reason
        self.correction = correction
    }

    /// This error asking `suggestion`'s question after its reason (its candidates spelled as
    /// whole classes), and, when one candidate is closest, repaired by `correction(candidate)`.
    func suggesting(_ suggestion: Suggestion?, correction: (String) -> Correction?) -> CatalogError {
        guard let suggestion else { return self }
        var copy = self
        copy.reason += "; " + suggestion.question
        copy.correction = suggestion.only.flatMap(correction)
        return copy
    }

    /// The error with `note` added to its reason (why it has no suggestion), when there is one.
    func noting(_ note: String?) -> CatalogError {
        guard let note else { return self }
        var copy = self
        copy.reason += "; " + note
        return copy
    }
}
