/// The JSON Schema (draft 2020-12) of the `twkit.matrix/1` document of `tw matrix --json`
/// (``MatrixJSON``), as `tw schema matrix` prints it.
///
/// The text is `Themes/matrix.schema.json`, compiled into the module through the symlink
/// `Sources/TWEmit/Resources/matrix.schema.json` (as ``ResolutionSchema``). A test validates
/// matrices of varied class strings against it.
public enum MatrixSchema {
    /// The value of the document's `schema` member.
    public static let version = Matrix.schemaVersion

    /// The schema as UTF-8 text, exactly as in `Themes/matrix.schema.json`.
    public static var text: String { String(decoding: PackageResources.matrix_schema_json, as: UTF8.self) }
}
