import Foundation
import TWLint
import TWResolve
import TWSyntax

/// Where the Swift files of the workspace folders define named classes (`TWGlobalRules(named:)`
/// keys with their byte ranges and lines), read from disk with twlint's scanner as `twlint` reads
/// a project (linted files and the ones the configuration excludes alike), for go to definition,
/// references and rename. Open documents are read from the editor instead. (Linting gets the
/// workspace's named classes from ``WorkspaceRegistrations``.)
///
/// Made once after `initialized`; a file is read again when it is saved, closed or reported by
/// `workspace/didChangeWatchedFiles`. At most ``fileLimit`` files are read, so a huge folder
/// (a home directory opened by mistake) cannot stall the server.
struct WorkspaceIndex {
    /// One definition: the key literal's bytes and 1-based line in its file.
    struct Definition: Hashable {
        var name: String
        var keyRange: ByteRange
        var line: Int
        var recipe: Recipe?
    }

    static let fileLimit = 5_000

    /// Definitions by file path.
    private(set) var files: [String: [Definition]] = [:]
    private(set) var truncated = false

    /// Reads every Swift file of `folders`.
    mutating func rebuild(folders: [String], configuration: (String) -> LintConfiguration, linter: (String) -> Linter) {
        files = [:]
        var paths: [String] = []
        for folder in folders {
            let settings = configuration(folder)
            paths += SourceDiscovery.files(for: [folder], configuration: settings).files
            paths += SourceDiscovery.excludedFiles(for: [folder], configuration: settings)
        }
        truncated = paths.count > Self.fileLimit
        for path in Set(paths).sorted().prefix(Self.fileLimit) { update(path, linter: linter(path)) }
    }

    /// Reads one file again (or forgets it when it is gone). Returns whether its named classes changed.
    @discardableResult
    mutating func update(_ path: String, linter: Linter) -> Bool {
        let old = files[path] ?? []
        guard let data = FileManager.default.contents(atPath: path), case .success(let file) = linter.scan([UInt8](data)) else {
            files[path] = nil
            return !old.isEmpty
        }
        let new = Self.definitions(in: file)
        files[path] = new.isEmpty ? nil : new
        return new != old
    }

    /// The named-class definitions of a scanned file, with their lines.
    static func definitions(in file: ScannedFile) -> [Definition] {
        let recipes = Linter.namedClasses(in: file)
        let lines = Document(uri: "", version: 0, utf8: file.source.bytes)
        return file.namedClasses.map { definition in
            Definition(
                name: definition.name, keyRange: definition.keyRange,
                line: lines.position(ofByte: definition.keyRange.start, encoding: .utf8).line + 1,
                recipe: recipes[definition.name])
        }
    }
}
