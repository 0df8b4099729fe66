import TWSyntax

extension TWCommandLine {
    /// The version of `tw` and `twlint`: ``TWKitVersion/current``.
    public static var version: String { TWKitVersion.current }
}
