import Foundation
import TWJSON
import TWLint
import TWResolve
import TWSyntax

/// The `.twlint.json` of each workspace folder, read with twlint's configuration reader.
struct WorkspaceConfiguration {
    /// What the server uses from one file: the whole configuration (rules, severities, sinks,
    /// platforms) and its theme, loaded.
    struct FolderSettings {
        var configuration: LintConfiguration
        var theme: Theme?
    }

    /// Workspace folder paths (file system paths, without a trailing slash).
    var folders: [String] = []
    private var loaded: [String: FolderSettings] = [:]

    /// The folders of `initialize`: `workspaceFolders`, else `rootUri`, else `rootPath`.
    static func folders(_ params: JSON) -> [String] {
        if let folders = params["workspaceFolders"]?.arrayValue {
            return folders.compactMap { $0["uri"]?.stringValue.flatMap(filePath) }
        }
        if let root = params["rootUri"]?.stringValue.flatMap(filePath) { return [root] }
        if let root = params["rootPath"]?.stringValue { return [root] }
        return []
    }

    /// Reads every folder's `.twlint.json` again; problems go to `warn` and leave that folder
    /// on defaults.
    mutating func loadAll(knownRules: Set<String>, warn: (String) -> Void) {
        loaded = [:]
        for folder in folders {
            let file = (folder as NSString).appendingPathComponent(".twlint.json")
            guard let data = FileManager.default.contents(atPath: file) else { continue }
            do {
                let (configuration, warnings) = try LintConfiguration.decode(data, file: file, knownRules: knownRules)
                for warning in warnings { warn(warning.description) }
                var theme: Theme?
                if let path = configuration.themePath {
                    let absolute = path.hasPrefix("/") ? path : (folder as NSString).appendingPathComponent(path)
                    do { theme = try Theme.load(path: absolute) } catch { warn("\(file): theme: \(error); using the default theme") }
                }
                loaded[folder] = FolderSettings(configuration: configuration, theme: theme)
            } catch {
                warn("\(error.description); using defaults for \(folder)")
            }
        }
    }

    /// The innermost folder containing the document that has a `.twlint.json`, and its settings.
    func configuration(for uri: String) -> (folder: String, settings: FolderSettings)? {
        guard let path = Self.filePath(uri) else { return nil }
        let folder = folders.filter { path.hasPrefix($0 + "/") && loaded[$0] != nil }.max { $0.count < $1.count }
        return folder.flatMap { folder in loaded[folder].map { (folder, $0) } }
    }

    static func filePath(_ uri: String) -> String? {
        guard let url = URL(string: uri), url.isFileURL else { return nil }
        let path = url.path
        return path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
    }
}
