import TWLint

/// The rewrites of ``RuleExample/Variant``, applied to marked source (markers travel with the
/// text they precede, so they still mark the findings afterwards).
extension RuleExample.Variant {
    /// Whether the rule must report exactly at the markers (otherwise: not at all).
    var keepsFindings: Bool {
        switch self {
        case .asWritten, .rawString, .multilineString, .afterEmoji: true
        case .inComment, .suppressed: false
        }
    }

    /// `code` rewritten for this variant of the rule `rule`.
    func apply(to code: String, rule: String) -> String {
        switch self {
        case .asWritten: code
        case .rawString: rewritingStringLiterals(in: code) { "#\"\($0)\"#" }
        case .multilineString: rewritingStringLiterals(in: code) { "\"\"\"\n\($0)\n\"\"\"" }
        case .afterEmoji: code.split(separator: "\n", omittingEmptySubsequences: false).map { "/* 👨‍👩‍👧‍👦 */ " + $0 }.joined(separator: "\n")
        case .inComment: code.split(separator: "\n", omittingEmptySubsequences: false).map { "// " + $0 }.joined(separator: "\n")
        case .suppressed: "// twlint:disable \(rule)\n" + code
        }
    }

    /// `code` with each single-line string literal without escapes (`"…"`) replaced by
    /// `rewrite(content)`; literals with a backslash and anything inside a comment stay as they are.
    private func rewritingStringLiterals(in code: String, _ rewrite: (String) -> String) -> String {
        let characters = Array(code)
        var output = ""
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "/", index + 1 < characters.count, characters[index + 1] == "/" {
                while index < characters.count, characters[index] != "\n" {
                    output.append(characters[index])
                    index += 1
                }
                continue
            }
            guard character == "\"" else {
                output.append(character)
                index += 1
                continue
            }
            var end = index + 1
            while end < characters.count, characters[end] != "\"", characters[end] != "\n" { end += 1 }
            let content = String(characters[(index + 1)..<min(end, characters.count)])
            if end < characters.count, characters[end] == "\"", !content.contains("\\") {
                output += rewrite(content)
            } else {
                output += "\"" + content + (end < characters.count ? String(characters[end]) : "")
            }
            index = end + 1
        }
        return output
    }
}
