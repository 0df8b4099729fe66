import TWLint
import TWResolve
import TWSyntax

/// The named classes the open documents define with `TWGlobalRules(named:)`, found by twlint's
/// scanner (``NamedClassDefinition``), for hover, go to definition, references and rename.
struct NamedClassDefinitionSite {
    var uri: String
    /// The key literal, quotes included.
    var keyRange: ByteRange
    var recipe: Recipe?
}

extension LanguageServer {
    /// Every definition in the open documents, by name (a name defined twice keeps both, in
    /// URI order).
    func namedDefinitionSites() -> [String: [NamedClassDefinitionSite]] {
        var sites: [String: [NamedClassDefinitionSite]] = [:]
        for uri in documents.keys.sorted() {
            guard let document = documents[uri], let file = scannedFile(document) else { continue }
            let recipes = Linter.namedClasses(in: file)
            for definition in file.namedClasses {
                sites[definition.name, default: []].append(NamedClassDefinitionSite(uri: uri, keyRange: definition.keyRange, recipe: recipes[definition.name]))
            }
        }
        return sites
    }

    /// A named class of the open documents with its file and line, else nil (the theme's named
    /// classes are described by ``HoverText/token(_:theme:named:)`` itself).
    func namedOrigin(_ name: String, for uri: String) -> NamedOrigin? {
        guard let sites = namedDefinitionSites()[name] else { return nil }
        let site = sites.first { $0.uri == uri } ?? sites[0]
        guard let recipe = site.recipe, let document = documents[site.uri] else { return nil }
        let line = document.range(of: site.keyRange, encoding: encoding).start.line + 1
        return NamedOrigin(recipe: recipe, place: "`\(displayPath(site.uri))`, line \(line) (`TWGlobalRules(named:)`)")
    }

    /// A document's path relative to its workspace folder, else its full path or URI.
    func displayPath(_ uri: String) -> String {
        guard let path = WorkspaceConfiguration.filePath(uri) else { return uri }
        if let folder = workspace.folders.filter({ path.hasPrefix($0 + "/") }).max(by: { $0.count < $1.count }) {
            return String(path.dropFirst(folder.count + 1))
        }
        return path
    }
}
