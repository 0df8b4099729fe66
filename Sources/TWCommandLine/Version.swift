extension TWCommandLine {
    /// The version of `tw` and `twlint`; the only place it is written.
    public static let version = "0.1.0"
}
