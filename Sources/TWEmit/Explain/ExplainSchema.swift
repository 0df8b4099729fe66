/// The JSON Schema (draft 2020-12) of the `twkit.explain/1` document of `tw explain --json`
/// (``ExplainJSON``), as `tw schema explain` prints it.
///
/// The text is `Themes/explain.schema.json`, compiled into the module through the symlink
/// `Sources/TWEmit/Resources/explain.schema.json` (as ``ResolutionSchema``). A test validates
/// explanations of varied class strings against it.
public enum ExplainSchema {
    /// The value of the document's `schema` member.
    public static let version = ExplainJSON.schemaVersion

    /// The schema as UTF-8 text, exactly as in `Themes/explain.schema.json`.
    public static var text: String { String(decoding: PackageResources.explain_schema_json, as: UTF8.self) }
}
