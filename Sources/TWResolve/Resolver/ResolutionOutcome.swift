/// What the resolver decides about a class string besides its rules (validity, leniency, the
/// expander's problems, native slots), handed to ``ResolutionBuilder/build(classes:outcome:)``
/// as values rather than a closure that edits the finished resolution: the closure made the
/// builder copy the whole resolution before returning it (issue 14).
struct ResolutionOutcome {
    /// False when swiftcn rejects the classes.
    var valid: Bool
    /// True when an invalid class string still draws its valid classes.
    var lenient: Bool
    /// The classes that cannot be checked until run time.
    var dynamic: [String]
    var platformNote: String?
    var nativeSlots: [NativeSlot]?
    var diagnostics: [ResolvedDiagnostic]
}
