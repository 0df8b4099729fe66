import TWResolve
import TWSyntax

/// "Did you mean" quick fixes for unknown classes, variants and values, ranked
/// by TWSyntax's one ``EditDistance`` over TWResolve's ``ClassVocabulary``: the same ranking and
/// vocabulary that write "did you mean" into twlint's messages, so the first fix is the one the
/// message names.
enum DidYouMean {
    /// Rules whose findings name something that does not exist.
    static let rules: Set<String> = ["unknown-class", "unknown-variant", "invalid-argument"]

    /// Replacements for the finding's range, best first (at most three).
    static func replacements(for located: DocumentAnalysis.Located, in document: Document, vocabulary: ClassVocabulary) -> [String] {
        guard rules.contains(located.finding.rule), located.range.end <= document.utf8.count else { return [] }
        let written = String(decoding: document.utf8[located.range.range], as: UTF8.self)
        guard !written.isEmpty, !written.contains(where: \.isWhitespace), !written.contains("\\") else { return [] }
        if located.finding.rule == "unknown-variant" {
            let variants = ClassVocabulary.variants.map { String($0.dropLast()) }
            return Array(EditDistance.ranked(written, among: variants).prefix(3))
        }
        // A class with its variants: keep the variants, correct the name.
        let list = ClassParser.parse(written)
        guard list.tokens.count == 1, let token = list.tokens.first, token.arbitraryValue == nil else { return [] }
        let name = list.name(of: token)
        guard written.hasSuffix(name) else { return [] }
        let variants = String(written.dropLast(name.utf8.count))
        return vocabulary.suggestions(for: name).map { variants + $0 }
    }
}
