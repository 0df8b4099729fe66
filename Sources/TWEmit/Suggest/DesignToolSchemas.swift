/// The JSON Schemas (draft 2020-12) of `tw suggest --json` (``Suggestion``) and `tw codegen`
/// (``CodegenSections``), as `tw schema suggestion` and `tw schema codegen` print them: the text of
/// `Themes/suggestion.schema.json` and `Themes/codegen.schema.json`, compiled in through symlinks in
/// `Sources/TWEmit/Resources` (as ``ResolutionSchema``). Tests validate real output against them.
public enum DesignToolSchemas {
    public static var suggestion: String { String(decoding: PackageResources.suggestion_schema_json, as: UTF8.self) }
    public static var codegen: String { String(decoding: PackageResources.codegen_schema_json, as: UTF8.self) }
}
