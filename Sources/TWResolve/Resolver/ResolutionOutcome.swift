/// What the resolver decides about a class string besides its rules (validity, leniency, the
/// expander's problems, native slots), handed to ``ResolutionBuilder/build(classes:outcome:)``
/// as values, so the builder writes them into the resolution it is making and nothing edits
/// the resolution after it is returned (which would copy it whole).
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
