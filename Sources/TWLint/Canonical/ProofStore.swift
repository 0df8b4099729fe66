import Foundation
import TWResolve
import TWSyntax

/// Proved rewrites kept between runs in the cache folder (`--cache-path`): a string's proof
/// resolves it in every cell of the matrix (hundreds of resolutions under an app's
/// registrations), so a run that lints one edited file would otherwise spend most of its time
/// proving again what the last run proved.
///
/// One small file per proof, named by a hash of the cache's seed (twlint's version, the
/// configuration and theme files), the string, the rules, the theme's revision and a
/// fingerprint of the whole context (``CanonicalMemo/withoutOrigins(_:)``), so an entry is what
/// the proof gives or is never looked up again. Entries end in `.proof`, beside the findings.
struct ProofStore: Sendable {
    /// The folder of the entries.
    let directory: String
    /// ``LintCache/seed``.
    let seed: String

    /// The entry name of a memo key.
    func name(of key: CanonicalMemo.Key) -> String {
        var revision = key.themeRevision, context = key.context.contentFingerprint
        let numbers = withUnsafeBytes(of: &revision) { Array($0) } + withUnsafeBytes(of: &context) { Array($0) }
        return LintCache.hash([Array("twlint.proof/1".utf8), Array(seed.utf8), Array(key.text.utf8), [key.rules], numbers])
    }

    private func path(of name: String) -> String {
        (directory as NSString).appendingPathComponent("\(name.prefix(2))/\(name).proof")
    }

    /// The proved rewrites stored under `name`, or nil (none, or unreadable: proved again).
    func load(_ name: String) -> [ClassRewrite]? {
        guard let data = FileManager.default.contents(atPath: path(of: name)) else { return nil }
        return try? JSONDecoder().decode([ClassRewrite].self, from: data)
    }

    /// Stores proved rewrites under `name`, unless the proof may be incomplete (a cancelled
    /// request, a withheld suggestion), as ``ClockCache`` keeps none of those either.
    func store(_ rewrites: [ClassRewrite], as name: String) {
        guard !Cancellation.isRequested, !SuggestionBudget.isWithholding, let data = try? JSONEncoder().encode(rewrites) else { return }
        LintCache.write(data, to: path(of: name))
    }
}
