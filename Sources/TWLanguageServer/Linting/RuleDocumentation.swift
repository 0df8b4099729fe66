import Foundation
import TWLint

/// Where each twlint rule is documented, for `codeDescription.href`: its own section of
/// `Docs/Rules.md` (``RuleCatalogMarkdown``).
///
/// LSP needs an absolute URI, so this is `file:///…/Docs/Rules.md#rule-id` of the TWKit checkout
/// the server was built from, or nothing when that file is not there at run time (an installed
/// binary): a relative link would point nowhere. A rule without a heading there (a newer rule
/// than the file) links to the README's twlint section.
enum RuleDocumentation {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let rulesFile: URL? = existing(root.appendingPathComponent("Docs/Rules.md"))
    static let readme: URL? = existing(root.appendingPathComponent("README.md"))

    private static func existing(_ url: URL) -> URL? {
        FileManager.default.fileExists(atPath: url.path) ? url : nil
    }

    /// The anchors of a Markdown file's headings.
    static func anchors(_ file: URL?) -> Set<String> {
        guard let file, let text = try? String(contentsOf: file, encoding: .utf8) else { return [] }
        var anchors: Set<String> = []
        for line in text.split(separator: "\n") where line.hasPrefix("#") {
            anchors.insert(slug(String(line.drop { $0 == "#" })))
        }
        return anchors
    }

    /// GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens.
    static func slug(_ heading: String) -> String {
        var out = ""
        for character in heading.trimmingCharacters(in: .whitespaces).lowercased() {
            if character.isLetter || character.isNumber || character == "-" || character == "_" {
                out.append(character)
            } else if character == " " {
                out.append("-")
            }
        }
        return out
    }

    static let links: [String: String] = {
        let ruleAnchors = anchors(rulesFile)
        var links: [String: String] = [:]
        for rule in Linter.rules {
            if let rulesFile, ruleAnchors.contains(rule.id) {
                links[rule.id] = rulesFile.absoluteString + "#" + rule.id
            } else if let readme {
                links[rule.id] = readme.absoluteString + "#twlint"
            }
        }
        return links
    }()

    static func href(_ rule: String) -> String? { links[rule] }
}
