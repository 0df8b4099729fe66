/// The release of TWKit this build is: the one version written anywhere, printed by
/// `tw --version` and `twlint --version`, sent as the language server's `serverInfo.version`,
/// and used for the rule links of a release. It equals the latest release in `CHANGELOG.md`
/// (`VersionTests` keeps them equal); Semantic Versioning 2.0.0.
public enum TWKitVersion {
    /// `major.minor.patch`, e.g. `"0.2.0"`.
    public static let current = "0.2.0"

    /// Where the project is published; rule links and the README's dependency snippet point here.
    public static let repository = "https://github.com/twkit/TWKit"
}
