/// What one class string becomes in each of several contexts: the `twkit.analysis/1` document a
/// design tool gets from ``TWKit/analyze(_:in:theme:lenient:)`` in one call.
///
/// ```json
/// {"schema": "twkit.analysis/1", "classes": "px-4 glass", "valid": true,
///  "results": [{"name": "iOS 18", "resolution": {"schema": "twkit.resolution/1", ...}}, ...]}
/// ```
///
/// Each `resolution` is the `twkit.resolution/1` document of `tw resolve --json` for that context,
/// so its surface, fill, edge and diagnostics read as that schema describes.
public struct Analysis: Codable, Sendable {
    public static let schemaVersion = "twkit.analysis/1"

    public var schema = Analysis.schemaVersion
    public var classes: String
    /// False when swiftcn rejects the string in some context (it then draws the surface
    /// undecorated there, unless the analysis is lenient).
    public var valid: Bool
    public var results: [Result]

    /// The resolution in one named context, as its `twkit.resolution/1` document (the typed
    /// model is ``TWResolve/Resolution``, from `Resolver.resolve`).
    public struct Result: Codable, Sendable {
        public var name: String
        public var resolution: ResolutionDocumentV1
    }
}
