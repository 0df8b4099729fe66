import TWJSON

/// A theme file as written (the shape of `Themes/theme.schema.json`): every key optional, read
/// by `Decodable` parts in the order below, each wrong value a `DecodingError` at its JSON path
/// (``JSONPathError``). ``apply(to:source:)`` merges it over a base theme.
///
/// ```json
/// {"name": "Acme brand", "spacingUnit": 5, "colors": {"brand": {"light": "#4f46e5", "dark": "#818cf8"}},
///  "radii": {"lg": 14}, "utilities": {"tilt": {"argument": "angle", "sets": "rotation"}}}
/// ```
///
/// Unknown keys are errors everywhere; `$schema` and `description` are allowed and ignored.
struct ThemeFile: Decodable {
    static let keys: Set<String> = [
        "$schema", "name", "description", "spacingUnit", "borderWidth", "colors", "typography", "radii",
        "shadows", "animations", "view", "button", "named", "utilities", "modifiers", "scopes", "components",
    ]

    /// The theme's display name; a file without one is named after the file.
    var name: String?
    var spacingUnit: Double?
    var borderWidth: Double?
    var colors: [String: AdaptiveColor] = [:]
    var typography: [String: String] = [:]
    var radii: [String: Double] = [:]
    var shadows: [String: ShadowToken] = [:]
    var animations: Animations?
    var view: String?
    var button: String?
    var named: [String: Recipe] = [:]
    var utilities: [String: UtilityRegistration] = [:]
    var modifiers: [String: ModifierRegistration] = [:]
    var scopes: [String: ComponentScope] = [:]
    var components: [String: ComponentDeclaration] = [:]

    init(from decoder: Decoder) throws {
        let object = try decoder.themeObject()
        try object.rejectUnknownKeys(Self.keys)
        if let value = try object.value("name") {
            guard let text = try? value.singleValueContainer().decode(String.self), !text.isEmpty else {
                throw value.problem("expected a non-empty string naming the theme")
            }
            name = text
        }
        spacingUnit = try object.length("spacingUnit")
        borderWidth = try object.length("borderWidth")
        colors = try object.tokens("colors", ColorPair.self).mapValues(\.value)
        typography = try object.tokens("typography", TextStyleName.self).mapValues(\.name)
        radii = try object.tokens("radii", Length.self).mapValues(\.points)
        shadows = try object.tokens("shadows", Shadow.self).mapValues(\.value)
        animations = try object.value("animations").map(Animations.init(from:))
        view = try object.string("view")
        button = try object.string("button")
        named = try object.value("named").map(NamedClasses.init(from:))?.recipes ?? [:]
        utilities = try object.tokens("utilities", Utility.self).mapValues(\.registration)
        modifiers = try object.tokens("modifiers", Modifier.self).mapValues(\.registration)
        scopes = try object.tokens("scopes", Scope.self).mapValues(\.value)
        if let value = try object.value("components") {
            let known = decoder.themeOptions.baseScopes.union(scopes.keys)
            let entries = try value.themeObject()
            for key in entries.allKeys {
                try entries.checkToken(key)
                components[key.stringValue] = try Component(from: entries.superDecoder(forKey: key), knownScopes: known).value
            }
        }
        try object.skip("$schema")
        try object.skip("description")
    }
}

extension KeyedDecodingContainer where Key == JSONKey {
    /// The token object under `name` (``ThemeFile/Tokens``), empty when absent (`null` is
    /// not an object, so not absent).
    fileprivate func tokens<Value: Decodable>(_ name: String, _ type: Value.Type) throws -> [String: Value] {
        guard let object = try value(name) else { return [:] }
        return try ThemeFile.Tokens<Value>(from: object).values
    }
}
