import TWJSON
import TWSyntax

extension ThemeFile {
    /// `animations`: custom `animate-*` preset names (reference §9.1), as an array of names or
    /// as an object of presets with what each animates:
    ///
    /// ```json
    /// "animations": {"settle": {"kind": "factory", "animation": "spring(bounce: 0.15)"},
    ///                "pop": {"kind": "fixed", "animation": "interactiveSpring(response: 0.4, dampingFraction: 0.8)", "delay": 0.05}}
    /// ```
    struct Animations: Decodable {
        var names: Set<String> = []
        /// The presets of the object form; empty for an array of names.
        var presets: [String: Preset] = [:]

        init(from decoder: Decoder) throws {
            if let object = try? decoder.container(keyedBy: JSONKey.self) {
                // Every entry's name, keys and kind are checked before any entry's animation
                // and delay, as they always were.
                for key in object.allKeys {
                    try object.checkToken(key)
                    let fields = try object.superDecoder(forKey: key).themeObject()
                    try fields.rejectUnknownKeys(["kind", "animation", "delay", "description"])
                    if let kind = try fields.value("kind"),
                        (try? kind.singleValueContainer().decode(String.self)).flatMap(AnimationRegistration.Kind.init(rawValue:)) == nil
                    {
                        throw kind.problem("expected factory or fixed")
                    }
                    try fields.skip("description")
                    names.insert(key.stringValue)
                }
                for key in object.allKeys {
                    presets[key.stringValue] = try object.decode(Preset.self, forKey: key)
                }
                return
            }
            guard var list = try? decoder.unkeyedContainer() else {
                throw decoder.problem("expected an array of preset names or an object of presets, got \(decoder.kindPhrase)")
            }
            while !list.isAtEnd {
                let entry = try list.superDecoder()
                guard let name = try? entry.singleValueContainer().decode(String.self), Identifier.isValid(name.utf8) else {
                    throw entry.problem("expected a preset name of ASCII letters, digits, -, _ and .")
                }
                names.insert(name)
            }
        }
    }

    /// One preset of the object form: its kind, the animation as Swift spells it, and a delay
    /// in seconds.
    struct Preset: Decodable {
        var origin: RegistrationOrigin
        var kind: AnimationRegistration.Kind?
        var animation: String?
        var delay: Double?

        init(from decoder: Decoder) throws {
            origin = decoder.themeOrigin
            let fields = try decoder.themeObject()
            kind = try? fields.decodeIfPresent(String.self, forKey: JSONKey("kind")).flatMap(AnimationRegistration.Kind.init(rawValue:))
            if let value = try fields.value("animation") {
                guard let text = try? value.singleValueContainer().decode(String.self), !text.isEmpty else {
                    throw value.problem("expected the animation as Swift spells it, e.g. spring(bounce: 0.15)")
                }
                animation = text
            }
            if let value = try fields.value("delay") {
                guard let seconds = try? value.singleValueContainer().decode(Double.self), seconds.isFinite, seconds >= 0 else {
                    throw value.problem("expected seconds >= 0")
                }
                delay = seconds
            }
        }

        func registration(name: String) -> AnimationRegistration {
            var preset = AnimationRegistration(name: name, scope: .global, origin: origin)
            if let kind { preset.kind = kind }
            if let animation { preset.animation = animation }
            if let delay { preset.delay = delay }
            return preset
        }
    }
}
