import TWLint
import TWSyntax

/// Where each twlint rule is documented, for `codeDescription.href`: its own section of
/// `Docs/Rules.md` (``RuleCatalogMarkdown`` writes one heading per rule, so every rule has an
/// anchor), in the public repository at the release this binary is (``TWKitVersion``).
///
/// LSP needs an absolute URI, and a link must work on any machine, so it is never a path of the
/// checkout that built the binary. A team that hosts its own copy of the rules sets the
/// `ruleDocumentation` setting (``ServerSettings``) to that page; `#rule-id` is appended.
enum RuleDocumentation {
    /// The rules manual at this release, e.g.
    /// `https://github.com/twkit/TWKit/blob/0.2.0/Docs/Rules.md`.
    static let defaultPage = "\(TWKitVersion.repository)/blob/\(TWKitVersion.current)/Docs/Rules.md"

    private static let ruleIDs = Set(Linter.rules.map(\.id))

    /// The link of `rule`'s section on `page`, or nil for a rule twlint does not have.
    static func href(_ rule: String, page: String = defaultPage) -> String? {
        ruleIDs.contains(rule) ? page + "#" + rule : nil
    }
}
