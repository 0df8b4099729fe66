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
    /// Per file, the view types it declares and uses: a subtree's registrations reach the view
    /// types used inside it, in any file (``ProjectRegistrations/followViewTypes(_:)``).
    private var types: [String: ViewTypeIndex] = [:]
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
                let index = ViewTypeIndex(file)
                types[path] = index
                signatures[path] = Self.signature(registrations, index)
            }
            count += found.count
            if count >= Self.fileLimit { break }
        }
        project = nil
    }

    /// Records a file's current registrations. Returns true when other files may lint
    /// differently: a name they can use was added, removed or changed.
    /// `index` is the file's view types, when it was scanned.
    @discardableResult
    mutating func update(path: String, _ registrations: DiscoveredRegistrations, index: ViewTypeIndex? = nil) -> Bool {
        guard files[path] != registrations || types[path] != index else { return false }
        files[path] = registrations
        types[path] = index
        project = nil
        let signature = Self.signature(registrations, index)
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
        return update(path: path, ProjectRegistrations.discover(in: file, path: path, theme: linter.baseTheme), index: ViewTypeIndex(file))
    }

    /// What a file's registrations and view types mean to other files, without positions: its
    /// global registrations, the types it declares, and what its subtrees hand to the types
    /// they use.
    static func signature(_ registrations: DiscoveredRegistrations, _ index: ViewTypeIndex?) -> [String] {
        var lines = registrations.globalSignature
        guard let index else { return lines }
        lines += Set(index.declarations.map(\.name)).sorted().map { "declares \($0)" }
        let spans = Array(registrations.viewSubtrees) + registrations.scopeInstalls.map(\.span)
        var used: Set<String> = []
        for span in spans { used.formUnion(index.uses(from: span.start, to: span.end)) }
        lines += used.sorted().map { "subtree uses \($0)" }
        return lines
    }

    /// All of them, merged as ``ProjectLinter`` merges a package's (in path order).
    mutating func merged() -> ProjectRegistrations {
        if let project { return project }
        var merged = ProjectRegistrations(files.keys.sorted().map { ($0, files[$0]!) })
        if merged.hasViewSubtrees { merged.followViewTypes(types) }
        project = merged
        return merged
    }
}
