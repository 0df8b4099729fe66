import Foundation
import TWLint
import TWResolve

/// The registrations of the workspace's Swift files: read from disk when the
/// first document is linted, and kept current from open documents, whose buffers win over the
/// files on disk. Documents are linted with all of them, as `twlint` lints a package.
struct WorkspaceRegistrations {
    /// Most files read from disk per workspace, so that opening a huge folder stays bounded.
    static let fileLimit = 20_000
    private(set) var isLoaded = false
    private var files: [String: DiscoveredRegistrations] = [:]
    private var signatures: [String: [String]] = [:]
    /// Bumped whenever a file's registrations change what other files may use.
    private(set) var revision = 0
    private var project: ProjectRegistrations?

    /// Reads every Swift file below `folders` (as twlint does, excluded files included).
    mutating func load(folders: [String], linter: Linter) {
        guard !isLoaded else { return }
        isLoaded = true
        var count = 0
        for folder in folders {
            let found = SourceDiscovery.files(for: [folder], configuration: LintConfiguration()).files
            for path in found.prefix(Self.fileLimit - count) {
                guard let data = FileManager.default.contents(atPath: path), case .success(let file) = linter.scan([UInt8](data)) else { continue }
                let registrations = ProjectRegistrations.discover(in: file, path: path, theme: linter.baseTheme)
                files[path] = registrations
                signatures[path] = registrations.globalSignature
            }
            count += found.count
            if count >= Self.fileLimit { break }
        }
        project = nil
    }

    /// Records a file's current registrations. Returns true when other files may lint
    /// differently: a name they can use was added, removed or changed.
    @discardableResult
    mutating func update(path: String, _ registrations: DiscoveredRegistrations) -> Bool {
        guard files[path] != registrations else { return false }
        files[path] = registrations
        project = nil
        let signature = registrations.globalSignature
        guard (signatures[path] ?? []) != signature else { return false }
        signatures[path] = signature
        revision += 1
        return true
    }

    /// Reads `path` from disk again (deleted: its registrations are gone). Returns what
    /// ``update(path:_:)`` returns.
    mutating func reload(path: String, linter: Linter) -> Bool {
        guard let data = FileManager.default.contents(atPath: path), case .success(let file) = linter.scan([UInt8](data)) else {
            return update(path: path, DiscoveredRegistrations())
        }
        return update(path: path, ProjectRegistrations.discover(in: file, path: path, theme: linter.baseTheme))
    }

    /// All of them, merged as ``ProjectLinter`` merges a package's (in path order).
    mutating func merged() -> ProjectRegistrations {
        if let project { return project }
        let merged = ProjectRegistrations(files.keys.sorted().map { ($0, files[$0]!) })
        project = merged
        return merged
    }
}
