import TWJSON

extension ThemeFile {
    /// `named`: named classes by exact name (reference §7.2), each a class string or a recipe
    /// `{"classes": …, "ios": …, "macos": …}`. A name may be any one token, so its path is
    /// quoted: `$.named["hover-card"]`.
    struct NamedClasses: Decodable {
        var recipes: [String: Recipe] = [:]

        init(from decoder: Decoder) throws {
            let object = try decoder.themeObject()
            for key in object.allKeys {
                let name = key.stringValue
                let quoted = JSONKey(quoted: name)
                if name.isEmpty || name.unicodeScalars.contains(where: { $0.properties.isWhitespace || $0 == ":" }) {
                    throw object.problem(quoted, "a named class is one token: no whitespace and no `:`")
                }
                recipes[name] = try object.decode(NamedClass.self, forKey: quoted).recipe
            }
        }
    }

    /// One named class.
    struct NamedClass: Decodable {
        var recipe: Recipe

        init(from decoder: Decoder) throws {
            if let classes = try? decoder.singleValueContainer().decode(String.self) {
                recipe = Recipe(classes: classes)
                return
            }
            let fields = try decoder.themeObject()
            try fields.rejectUnknownKeys(["classes", "ios", "macos"], expected: "classes, ios, macos")
            guard let classes = try fields.value("classes") else { throw fields.problem("needs classes") }
            recipe = Recipe(classes: try classes.themeString(), ios: try fields.string("ios"), macos: try fields.string("macos"))
        }
    }
}
