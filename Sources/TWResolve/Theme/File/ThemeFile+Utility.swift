import TWJSON

extension ThemeFile {
    /// A registered bracket utility (`"utilities": {"tilt": {"argument": "angle", "sets": "rotation"}}`):
    /// what swiftcn's `TWUtilityRegistry` holds, written as data.
    struct Utility: Decodable {
        static let keys: Set<String> = [
            "argument", "minimum", "exclusiveMinimum", "keywords", "sets", "scale", "classes", "values", "fixed", "member", "description",
        ]
        var registration: UtilityRegistration

        init(from decoder: Decoder) throws {
            let fields = try decoder.themeObject()
            try fields.rejectUnknownKeys(Self.keys)
            var sets: UtilityEffect?
            if let value = try fields.value("sets") {
                guard let text = try? value.singleValueContainer().decode(String.self), let known = UtilityEffect(rawValue: text) else {
                    throw value.problem("expected one of \(UtilityEffect.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                sets = known
            }
            var output = UtilityOutput()
            output.classes = try fields.string("classes")
            if let value = try fields.value("fixed") {
                guard sets != nil else { throw value.problem("a fixed argument needs `sets`, the field it writes") }
                output.fixed = try value.themeString()
            }
            if let value = try fields.value("values") {
                let values = try value.themeObject()
                for key in values.allKeys {
                    output.values[key.stringValue] = try values.superDecoder(forKey: JSONKey(quoted: key.stringValue)).themeString()
                }
            }
            let argument = try ThemeFile.argumentRule(fields, default: .any)
            let scale = try ThemeFile.scale(fields)
            let member = try fields.string("member")
            try fields.skip("description")
            registration = UtilityRegistration(
                name: decoder.keyName, argument: argument, sets: sets, scale: scale, output: output,
                scope: .global, origin: decoder.themeOrigin, member: member)
        }
    }
}
