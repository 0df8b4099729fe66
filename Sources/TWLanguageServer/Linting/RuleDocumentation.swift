import Foundation
import TWLint

/// Where each twlint rule is documented, for `codeDescription.href`.
///
/// LSP needs an absolute URI, so this is `file:///…/README.md#anchor` of the TWKit checkout the
/// server was built from, or nothing when that README is not there at run time (an installed
/// binary): a relative link would point nowhere. The anchor is the rule's own heading when the
/// README has one (GitHub's heading slugs), else its `twlint` section, else `Diagnostics`.
enum RuleDocumentation {
    static let readme: URL? = {
        let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let readme = root.appendingPathComponent("README.md")
        return FileManager.default.fileExists(atPath: readme.path) ? readme : nil
    }()

    /// The anchors of the README's headings.
    static let anchors: Set<String> = {
        guard let readme, let text = try? String(contentsOf: readme, encoding: .utf8) else { return [] }
        var anchors: Set<String> = []
        for line in text.split(separator: "\n") where line.hasPrefix("#") {
            anchors.insert(slug(String(line.drop { $0 == "#" })))
        }
        return anchors
    }()

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
        guard let readme else { return [:] }
        let section = ["twlint", "twlint-rules", "rules", "diagnostics"].first(where: anchors.contains) ?? "diagnostics"
        var links: [String: String] = [:]
        for rule in Linter.rules {
            links[rule.id] = readme.absoluteString + "#" + (anchors.contains(rule.id) ? rule.id : section)
        }
        return links
    }()

    static func href(_ rule: String) -> String? { links[rule] }
}
