import TWJSON

extension ThemeFile {
    /// A component scope (`cnControlUtilities`, reference §7.2) and the modifiers it installs.
    struct Scope: Decodable {
        var value: ComponentScope

        init(from decoder: Decoder) throws {
            let name = decoder.keyName
            let fields = try decoder.themeObject()
            try fields.rejectUnknownKeys(["modifiers", "description"])
            var installed: [ModifierRegistration] = []
            if let list = try fields.value("modifiers") {
                let modifiers = try list.themeObject()
                for key in modifiers.allKeys.sorted(by: { $0.stringValue < $1.stringValue }) {
                    try modifiers.checkToken(key)
                    var modifier = try modifiers.decode(Modifier.self, forKey: key).registration
                    modifier.scope = .component(scope: name, span: nil)
                    installed.append(modifier)
                }
            }
            try fields.skip("description")
            value = ComponentScope(name: name, modifiers: installed)
        }
    }

    /// A component whose recipes need scopes (`checkbox`): the scopes active inside it and the
    /// swiftcn views it styles. A scope must be the base theme's or the file's own.
    struct Component {
        var value: ComponentDeclaration

        /// `knownScopes`: the base theme's and the file's own.
        init(from decoder: Decoder, knownScopes known: Set<String>) throws {
            let fields = try decoder.themeObject()
            try fields.rejectUnknownKeys(["scopes", "types", "description"])
            let scopes = try fields.strings("scopes")
            for (index, scope) in scopes.enumerated() where !known.contains(scope) {
                throw DecodingError.dataCorrupted(
                    .init(
                        codingPath: fields.codingPath + [JSONKey("scopes"), JSONKey(index: index)],
                        debugDescription: "unknown scope `\(scope)`; scopes: \(known.sorted().joined(separator: ", "))"))
            }
            value = ComponentDeclaration(name: decoder.keyName, scopes: scopes, types: try fields.strings("types"))
            try fields.skip("description")
        }
    }
}
