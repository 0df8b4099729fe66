import Foundation
import TWLint

/// Keeps ``WorkspaceIndex`` current: built when first needed, a file read again when it is
/// saved, closed or changed on disk; a change of its named classes re-lints the open documents.
extension LanguageServer {
    func indexedWorkspace() -> WorkspaceIndex {
        if let workspaceIndex { return workspaceIndex }
        var index = WorkspaceIndex()
        index.rebuild(folders: workspace.folders,
                      configuration: { self.lintSetup(for: Self.uri(ofPath: $0 + "/Package.swift")).configuration },
                      linter: { self.linter(for: Self.uri(ofPath: $0)) })
        if index.truncated { warnOnce("the workspace has more than \(WorkspaceIndex.fileLimit) Swift files; named classes are read from the first \(WorkspaceIndex.fileLimit)") }
        workspaceIndex = index
        return index
    }

    /// Reads a file of the workspace again; when its named classes changed, the open documents'
    /// diagnostics are delivered again.
    func reindex(_ uri: String) {
        guard workspaceIndex != nil, let path = WorkspaceConfiguration.filePath(uri), path.hasSuffix(".swift"),
              workspace.folders.contains(where: { path.hasPrefix($0 + "/") }) else { return }
        if workspaceIndex!.update(path, linter: linter(for: uri)) {
            namedRevision += 1
            diagnosticsInvalidated()
        }
    }

    /// File system paths of the open documents.
    func openPaths() -> Set<String> {
        Set(documents.keys.compactMap(WorkspaceConfiguration.filePath))
    }

    static func uri(ofPath path: String) -> String { URL(fileURLWithPath: path).absoluteString }
}
