extension ThemeFile {
    /// What decoding a theme file needs beyond its text, passed in the decoder's `userInfo`:
    /// the file's name for the registrations' origins, and the base theme's scopes, which a
    /// component may name.
    struct Options: Sendable {
        static let key = CodingUserInfoKey(rawValue: "TWResolve.ThemeFile.Options")!

        var source: String
        var baseScopes: Set<String>
    }
}

extension Decoder {
    /// The options of the theme file being decoded.
    var themeOptions: ThemeFile.Options {
        userInfo[ThemeFile.Options.key] as? ThemeFile.Options ?? ThemeFile.Options(source: "", baseScopes: [])
    }

    /// Where the registration at this value comes from: the theme file and this JSON path.
    var themeOrigin: RegistrationOrigin { .theme(file: themeOptions.source, path: jsonPath) }
}
