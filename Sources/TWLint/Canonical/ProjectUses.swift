import TWSyntax

/// Uses of a class-string constant in a project's other files. A `static let` or a top-level
/// `let` holding a class string may be shown by another file (`Text(Styles.card)`), where
/// rewriting it would change the text the app shows, so `tw format` rewrites such a constant only
/// when no other file uses its name outside a class sink.
///
/// Files are read once and scanned only when they contain the name's bytes; a file that cannot be
/// read or is not UTF-8 counts as a use (nothing is known of it, so nothing is rewritten).
package final class ProjectUses {
    /// Where a name is used outside class sinks.
    package struct Use: Equatable, Sendable {
        /// The file's absolute path.
        package var path: String
        /// The file as the user names it (relative paths stay relative).
        package var name: String
        /// 1-based; 0 when the file could not be read.
        package var line: Int
    }

    private let files: [(path: String, name: String)]
    private let linter: Linter
    private var bytes: [String: [UInt8]?] = [:]
    private var scanned: [String: ScannedFile?] = [:]
    private var answers: [String: [Use]] = [:]

    /// - Parameters:
    ///   - files: the project's Swift files: absolute paths, and the names to show.
    ///   - linter: scans them with the sinks and configuration the formatter uses.
    package init(files: [(path: String, name: String)], linter: Linter) {
        self.files = files
        self.linter = linter
    }

    /// The first use of `name` outside class sinks in a project file other than `path`, or nil.
    package func use(of name: String, outside path: String) -> Use? {
        if answers[name] == nil { answers[name] = find(name) }
        return answers[name]!.first { $0.path != path }
    }

    private func find(_ name: String) -> [Use] {
        let needle = Array(name.utf8)
        var uses: [Use] = []
        for (path, shown) in files {
            if bytes[path] == nil { bytes[path] = .some(try? InputFile.read(path)) }
            guard let content = bytes[path]! else {
                uses.append(Use(path: path, name: shown, line: 0))
                continue
            }
            guard Self.contains(content, needle) else { continue }
            if scanned[path] == nil {
                if case .success(let file) = linter.scan(content) { scanned[path] = .some(file) } else { scanned[path] = .some(nil) }
            }
            guard let file = scanned[path]! else {
                uses.append(Use(path: path, name: shown, line: 0))
                continue
            }
            if let line = LiteralUses.use(of: name, in: file, skipping: nil) { uses.append(Use(path: path, name: shown, line: line)) }
        }
        return uses
    }

    private static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        guard let first = needle.first, haystack.count >= needle.count else { return needle.isEmpty }
        var index = 0
        let last = haystack.count - needle.count
        while index <= last {
            if haystack[index] == first, haystack[index..<(index + needle.count)].elementsEqual(needle) { return true }
            index += 1
        }
        return false
    }
}
