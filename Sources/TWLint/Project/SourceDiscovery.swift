import Foundation
import TWSyntax

/// Finds the Swift files to lint: the given files, and every `.swift` file
/// below the given directories, skipping `.build`, `.git`, hidden SwiftPM state and the
/// configuration's excluded globs. Paths are returned sorted, so output order is deterministic.
public enum SourceDiscovery {
    /// Directory names never entered.
    public static let skippedDirectories: Set<String> = [".build", ".git", ".swiftpm", "node_modules", "DerivedData"]

    /// A path that could not be read, with the cause in words (``InputFile/Failure``).
    public struct PathProblem: Hashable, Sendable {
        public var path: String
        public var failure: InputFile.Failure
    }

    /// - Parameters:
    ///   - paths: files and directories as the user gave them (empty means the current directory).
    ///   - configuration: include and exclude globs, relative to its directory.
    /// - Returns: the files, and the paths that could not be read: missing, unreadable
    ///   directories (a directory that cannot be listed is never a silent "0 files"), symbolic
    ///   link loops. Symbolic links to directories are not followed inside a
    ///   tree (a loop would never end); links to files are linted.
    public static func files(for paths: [String], configuration: LintConfiguration) -> (files: [String], problems: [PathProblem]) {
        var files: [String] = []
        var problems: [PathProblem] = []
        let base = URL(fileURLWithPath: configuration.directory).standardizedFileURL.path
        for path in paths.isEmpty ? ["."] : paths {
            var info = stat()
            guard stat(path, &info) == 0 else {
                problems.append(PathProblem(path: path, failure: InputFile.failure(errno: errno, path: path)))
                continue
            }
            if info.st_mode & S_IFMT != S_IFDIR {
                // A file named explicitly is linted even without the .swift suffix; globs still apply.
                if configuration.includes(relative(path, to: base)) || !path.hasSuffix(".swift") { files.append(path) }
                continue
            }
            var pending = [path]
            while let directory = pending.popLast() {
                let names: [String]
                do {
                    names = try entries(of: directory)
                } catch {
                    problems.append(PathProblem(path: directory, failure: error))
                    continue
                }
                for name in names where !skippedDirectories.contains(name) {
                    let full = directory == "." ? name : (directory as NSString).appendingPathComponent(name)
                    let relativePath = relative(full, to: base)
                    var entry = stat()
                    guard lstat(full, &entry) == 0 else { continue }
                    var kind = entry.st_mode & S_IFMT
                    if kind == S_IFLNK {
                        guard name.hasSuffix(".swift") else { continue }
                        guard stat(full, &entry) == 0 else {
                            problems.append(PathProblem(path: full, failure: InputFile.failure(errno: errno, path: full)))
                            continue
                        }
                        kind = entry.st_mode & S_IFMT
                        if kind == S_IFDIR { continue }
                    }
                    if kind == S_IFDIR {
                        if !configuration.exclude.contains(where: { $0.matches(relativePath) || $0.matches(relativePath + "/") }) { pending.append(full) }
                        continue
                    }
                    if name.hasSuffix(".swift"), configuration.includes(relativePath) { files.append(full) }
                }
            }
        }
        return (Array(Set(files)).sorted(), problems)
    }

    /// The names in a directory, without `.` and `..`.
    private static func entries(of directory: String) throws(InputFile.Failure) -> [String] {
        guard let stream = opendir(directory) else { throw InputFile.failure(errno: errno, path: directory) }
        defer { closedir(stream) }
        var names: [String] = []
        while true {
            errno = 0
            guard let entry = readdir(stream) else {
                if errno != 0 { throw InputFile.failure(errno: errno, path: directory) }
                break
            }
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
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
