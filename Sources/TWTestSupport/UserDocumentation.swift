import Foundation

/// The documents written for users: `README.md` and every Markdown manual in `Docs/`, as
/// (path relative to the package root, text) pairs in path order. Tests that pin what the
/// documentation shows (output lines, snippets, commands) read them here, so a section can move
/// between the README and a manual without the test losing it.
public enum UserDocumentation {
    /// `README.md` first, then `Docs/*.md` sorted by name.
    public static let files: [(path: String, text: String)] = {
        var paths = ["README.md"]
        let docs = packageRoot.appendingPathComponent("Docs")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: docs.path)) ?? []
        paths += names.filter { $0.hasSuffix(".md") }.sorted().map { "Docs/" + $0 }
        return paths.compactMap { path in
            guard let text = try? String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8) else { return nil }
            return (path, text)
        }
    }()

    /// Every file's text, joined by blank lines: for "does the documentation show this line".
    public static var text: String { files.map(\.text).joined(separator: "\n\n") }
}
