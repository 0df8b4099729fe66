import Foundation

/// Finds the Swift files to lint (issue 4, item 11): the given files, and every `.swift` file
/// below the given directories, skipping `.build`, `.git`, hidden SwiftPM state and the
/// configuration's excluded globs. Paths are returned sorted, so output order is deterministic.
public enum SourceDiscovery {
    /// Directory names never entered.
    public static let skippedDirectories: Set<String> = [".build", ".git", ".swiftpm", "node_modules", "DerivedData"]

    /// - Parameters:
    ///   - paths: files and directories as the user gave them (empty means the current directory).
    ///   - configuration: include and exclude globs, relative to its directory.
    /// - Returns: the files, and the paths that do not exist.
    public static func files(for paths: [String], configuration: LintConfiguration) -> (files: [String], missing: [String]) {
        let manager = FileManager.default
        var files: [String] = []
        var missing: [String] = []
        let base = URL(fileURLWithPath: configuration.directory).standardizedFileURL.path
        for path in paths.isEmpty ? ["."] : paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                missing.append(path)
                continue
            }
            if !isDirectory.boolValue {
                // A file named explicitly is linted even without the .swift suffix; globs still apply.
                if configuration.includes(relative(path, to: base)) || !path.hasSuffix(".swift") { files.append(path) }
                continue
            }
            guard let enumerator = manager.enumerator(atPath: path) else { continue }
            while let item = enumerator.nextObject() as? String {
                let name = (item as NSString).lastPathComponent
                let full = path == "." ? item : (path as NSString).appendingPathComponent(item)
                if skippedDirectories.contains(name) {
                    enumerator.skipDescendants()
                    continue
                }
                let relativePath = relative(full, to: base)
                var itemIsDirectory: ObjCBool = false
                _ = manager.fileExists(atPath: full, isDirectory: &itemIsDirectory)
                if itemIsDirectory.boolValue {
                    if configuration.exclude.contains(where: { $0.matches(relativePath) || $0.matches(relativePath + "/") }) { enumerator.skipDescendants() }
                    continue
                }
                if name.hasSuffix(".swift"), configuration.includes(relativePath) { files.append(full) }
            }
        }
        return (Array(Set(files)).sorted(), missing)
    }

    /// `path` relative to `base` when it lies below it, else as given.
    static func relative(_ path: String, to base: String) -> String {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        if absolute.hasPrefix(base + "/") { return String(absolute.dropFirst(base.count + 1)) }
        return path
    }

    /// The `.swift` files below `paths` that the configuration's globs leave out (skipping only
    /// `.build`, `.git` and the like): they are not linted, but their named classes still count.
    public static func excludedFiles(for paths: [String], configuration: LintConfiguration) -> [String] {
        guard !configuration.exclude.isEmpty || !configuration.include.isEmpty else { return [] }
        var everything = LintConfiguration()
        everything.directory = configuration.directory
        let all = Set(files(for: paths, configuration: everything).files)
        let linted = Set(files(for: paths, configuration: configuration).files)
        return all.subtracting(linted).sorted()
    }
}
