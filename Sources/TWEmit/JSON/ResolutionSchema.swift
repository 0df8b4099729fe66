/// The JSON Schema (draft 2020-12) of the `twkit.resolution/1` document, as `tw schema resolution`
/// prints it.
///
/// The text is `Themes/resolution.schema.json`, compiled into the module through the symlink
/// `Sources/TWEmit/Resources/resolution.schema.json`. A test validates resolutions of varied class
/// strings against it, so it stays in step with `Resolution` (TWResolve, Model/Resolution.swift).
public enum ResolutionSchema {
    /// The schema as UTF-8 text, exactly as in `Themes/resolution.schema.json`.
    public static var text: String { String(decoding: PackageResources.resolution_schema_json, as: UTF8.self) }
}
