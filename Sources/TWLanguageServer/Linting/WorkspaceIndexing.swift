import Foundation
import TWLint
import TWSyntax

/// Keeps ``WorkspaceIndex`` current: built when first needed (a navigation request), a file read
/// again when it is saved, closed or changed on disk.
extension LanguageServer {
    /// Never cancelled: the index outlives the request that needs it first.
    func indexedWorkspace() -> WorkspaceIndex {
        if let workspaceIndex { return workspaceIndex }
        return Cancellation.ignoring(buildWorkspaceIndex)
    }

    private func buildWorkspaceIndex() -> WorkspaceIndex {
        var index = WorkspaceIndex()
        index.rebuild(
            folders: workspace.folders,
            configuration: { self.lintSetup(for: Self.uri(ofPath: $0 + "/Package.swift")).configuration },
            linter: { self.linter(for: Self.uri(ofPath: $0)) })
        if index.truncated {
            warnOnce("the workspace has more than \(WorkspaceIndex.fileLimit) Swift files; named classes are read from the first \(WorkspaceIndex.fileLimit)")
        }
        workspaceIndex = index
        return index
    }

    /// Reads a file of the workspace again (nothing before the index is first needed).
    func reindex(_ uri: String) {
        guard workspaceIndex != nil, let path = WorkspaceConfiguration.filePath(uri), path.hasSuffix(".swift"),
            workspace.folders.contains(where: { path.hasPrefix($0 + "/") })
        else { return }
        workspaceIndex!.update(path, linter: linter(for: uri))
    }

    /// File system paths of the open documents.
    func openPaths() -> Set<String> {
        Set(documents.keys.compactMap(WorkspaceConfiguration.filePath))
    }

    static func uri(ofPath path: String) -> String { URL(fileURLWithPath: path).absoluteString }
}
