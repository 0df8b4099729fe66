extension ThemeFile {
    /// An object of token names to values (`"radii": {"lg": 14}`): each name is checked as a
    /// token before its value is read.
    struct Tokens<Value: Decodable>: Decodable {
        var values: [String: Value] = [:]

        init(from decoder: Decoder) throws {
            let object = try decoder.themeObject()
            for key in object.allKeys {
                try object.checkToken(key)
                values[key.stringValue] = try object.decode(Value.self, forKey: key)
            }
        }
    }

    /// A length in points (`"radii": {"lg": 14}`).
    struct Length: Decodable {
        var points: Double
        init(from decoder: Decoder) throws { points = try decoder.themeLength() }
    }

    /// A native text style name for a size token (`"typography": {"xs": "caption"}`).
    struct TextStyleName: Decodable {
        static let all: Set<String> = [
            "largeTitle", "title", "title2", "title3", "headline", "subheadline", "body", "callout",
            "footnote", "caption", "caption2",
        ]
        var name: String

        init(from decoder: Decoder) throws {
            guard let text = try? decoder.themeString(), Self.all.contains(text) else {
                throw decoder.problem("expected a text style (\(Self.all.sorted().joined(separator: ", ")))")
            }
            name = text
        }
    }
}
