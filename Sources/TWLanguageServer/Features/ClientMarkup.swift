/// Hover and documentation text in the format the client asked for: Markdown, or plain text
/// without Markdown's marks for a client that prefers `plaintext` (LSP 3.17 `MarkupKind`; eglot
/// without markdown-mode shows the marks verbatim in the echo area).
extension LanguageServer {
    func hoverMarkup(_ markdown: String) -> MarkupContent {
        client.markdownHover ? .markdown(markdown) : MarkupContent(kind: "plaintext", value: PlainMarkdown.text(markdown))
    }

    func documentation(_ markdown: String) -> Documentation {
        client.markdownDocumentation ? .markdown(markdown) : .markup(MarkupContent(kind: "plaintext", value: PlainMarkdown.text(markdown)))
    }
}

/// The text of the Markdown TWKit writes (bold, code spans, headings, table rows), without its
/// marks: `**\`p-4\`** pads` → `p-4 pads`.
enum PlainMarkdown {
    static func text(_ markdown: String) -> String {
        markdown.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            var line = Substring(line)
            if line.hasPrefix("#") {
                line = line.drop { $0 == "#" }.drop { $0 == " " }
            }
            return line.replacingOccurrences(of: "**", with: "").replacingOccurrences(of: "`", with: "")
        }.joined(separator: "\n")
    }
}
