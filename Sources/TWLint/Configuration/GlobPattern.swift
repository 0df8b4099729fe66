/// A path glob of `.twlint.json` `include` and `exclude`.
///
/// `*` matches any run of characters except `/`; `**` matches any run including `/` (and, as
/// `**/`, zero or more whole directories); `?` matches one character except `/`. A pattern
/// without `/` matches the file name in any directory (`*.generated.swift`), as `.gitignore`
/// patterns do. Paths are relative to the configuration file's directory, `/`-separated.
public struct GlobPattern: Hashable, Sendable, CustomStringConvertible {
    public let pattern: String
    private let scalars: [Unicode.Scalar]
    private let matchesBaseName: Bool

    public init(_ pattern: String) {
        var text = pattern
        if text.hasPrefix("./") { text.removeFirst(2) }
        self.pattern = pattern
        matchesBaseName = !text.contains("/")
        scalars = Array(text.unicodeScalars)
    }

    public var description: String { pattern }

    /// True when `path` (relative, `/`-separated) matches.
    public func matches(_ path: String) -> Bool {
        var text = path
        if text.hasPrefix("./") { text.removeFirst(2) }
        let candidates: [Substring]
        if matchesBaseName {
            candidates = [text.split(separator: "/").last ?? Substring(text)]
        } else {
            candidates = [Substring(text)]
        }
        return candidates.contains { Self.match(scalars[...], Array($0.unicodeScalars)[...]) }
    }

    /// Backtracking matcher with memoisation-free bounds: each `*`/`**` retries at most the
    /// length of the remaining text, and patterns are short.
    private static func match(_ pattern: ArraySlice<Unicode.Scalar>, _ text: ArraySlice<Unicode.Scalar>) -> Bool {
        guard let first = pattern.first else { return text.isEmpty }
        if first == "*" {
            let rest = pattern.dropFirst()
            if rest.first == "*" {
                var after = rest.dropFirst()
                // `**/` may also match zero directories.
                if after.first == "/" {
                    if match(after.dropFirst(), text) { return true }
                    after = after.dropFirst(0)
                }
                var index = text.startIndex
                while true {
                    if match(after, text[index...]) { return true }
                    if index == text.endIndex { return false }
                    index = text.index(after: index)
                }
            }
            var index = text.startIndex
            while true {
                if match(rest, text[index...]) { return true }
                if index == text.endIndex || text[index] == "/" { return false }
                index = text.index(after: index)
            }
        }
        guard let character = text.first else { return false }
        if first == "?" {
            return character != "/" && match(pattern.dropFirst(), text.dropFirst())
        }
        return first == character && match(pattern.dropFirst(), text.dropFirst())
    }
}
