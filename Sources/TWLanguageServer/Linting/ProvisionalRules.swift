import Foundation

/// PROVISIONAL: the rule ids the provisional linter reports (the rule families of
/// `DiagnosticCode.rule`) and where they are documented; twlint's rule list replaces it.
enum ProvisionalRules {
    static let ids: Set<String> = [
        "unknown-class", "invalid-argument", "unknown-variant", "whitespace-in-brackets",
        "recursive-named-class", "expansion-limit",
    ]

    /// `file:///…/README.md#diagnostics` of the TWKit checkout this server was built from, or nil
    /// when that README is not there at run time (an installed binary): LSP needs an absolute URI,
    /// and a relative one would point nowhere.
    static let documentation: String? = {
        let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let readme = root.appendingPathComponent("README.md")
        guard FileManager.default.fileExists(atPath: readme.path) else { return nil }
        return readme.absoluteString + "#diagnostics"
    }()
}
