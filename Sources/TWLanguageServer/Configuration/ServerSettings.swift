import TWJSON
import TWLint
import TWResolve
import TWSyntax

/// The client's settings, from `initializationOptions` or `workspace/didChangeConfiguration`.
///
/// Read from the settings object itself or from its `twlint` member:
/// `theme` (a theme file path), `disabled` (rule ids), `severity` (rule id to `error`,
/// `warning`, `note` or `off`), `hoverMatrix` (true or false), `ruleDocumentation` (the absolute
/// URL of a page with one section per rule, for the diagnostics' links). Missing settings mean
/// defaults; a wrong-typed one is reported and ignored, never an error.
struct ServerSettings {
    var themePath: String?
    var theme: Theme?
    var disabled: Set<String> = []
    var severities: [String: Severity] = [:]
    /// `hoverMatrix`: hovers end with the `tw matrix` table of the class string (off by default:
    /// hovers stay short).
    var hoverMatrix = false
    /// `ruleDocumentation`: the page the diagnostics' rule links point at, `#rule-id` appended
    /// (default: `Docs/Rules.md` of the public repository at this release).
    var ruleDocumentation = RuleDocumentation.defaultPage

    /// Reads settings; `warn` receives one message per problem.
    static func read(_ json: JSON, origin: String, warn: (String) -> Void) -> ServerSettings {
        var settings = ServerSettings()
        guard var object = json.objectValue else {
            if !json.isNull { warn("\(origin): expected an object of settings, got \(json.kindName); using defaults") }
            return settings
        }
        var prefix = ""
        if let nested = object["twlint"] {
            guard let inner = nested.objectValue else {
                warn("\(origin): `twlint` must be an object, got \(nested.kindName); ignored")
                return settings
            }
            object = inner
            prefix = "twlint."
        }
        if let value = object["theme"], !value.isNull {
            if let path = value.stringValue {
                do {
                    settings.theme = try Theme.load(path: path)
                    settings.themePath = path
                } catch {
                    warn("\(origin): `\(prefix)theme`: \(error); using the default theme")
                }
            } else {
                warn("\(origin): `\(prefix)theme` must be a path string, got \(value.kindName); ignored")
            }
        }
        if let value = object["hoverMatrix"], !value.isNull {
            if let flag = value.boolValue {
                settings.hoverMatrix = flag
            } else {
                warn("\(origin): `\(prefix)hoverMatrix` must be true or false, got \(value.kindName); ignored")
            }
        }
        if let value = object["ruleDocumentation"], !value.isNull {
            if let page = value.stringValue, ServerSettings.isAbsoluteURL(page) {
                settings.ruleDocumentation = page
            } else {
                let found = value.stringValue.map { "`\($0)`" } ?? value.kindName
                warn("\(origin): `\(prefix)ruleDocumentation` must be an absolute URL such as https://example.com/Rules.md, got \(found); ignored")
            }
        }
        if let value = object["disabled"], !value.isNull {
            // Lua writes an empty list as `{}`: Neovim's `disabled = {}` arrives as an empty object.
            if value.objectValue?.isEmpty == true {
                settings.disabled = []
            } else if let ids = value.arrayValue?.compactMap(\.stringValue), ids.count == value.arrayValue?.count {
                settings.disabled = Set(ids)
            } else {
                warn("\(origin): `\(prefix)disabled` must be a list of rule ids, got \(value.kindName); ignored")
            }
        }
        if let value = object["severity"], !value.isNull {
            if let entries = value.objectValue {
                for (rule, entry) in entries {
                    switch entry.stringValue {
                    case "off"?: settings.disabled.insert(rule)
                    case let name? where Severity(rawValue: name) != nil: settings.severities[rule] = Severity(rawValue: name)
                    default: warn("\(origin): `\(prefix)severity.\(rule)` must be \"error\", \"warning\", \"note\" or \"off\"; ignored")
                    }
                }
            } else {
                warn("\(origin): `\(prefix)severity` must be an object of rule ids to severities, got \(value.kindName); ignored")
            }
        }
        return settings
    }
}

extension ServerSettings {
    /// A scheme (RFC 3986: a letter, then letters, digits, `+`, `-`, `.`), `://` and a rest.
    static func isAbsoluteURL(_ text: String) -> Bool {
        guard let separator = text.range(of: "://"), separator.upperBound < text.endIndex else { return false }
        let scheme = text[..<separator.lowerBound]
        guard let first = scheme.first, first.isASCII, first.isLetter else { return false }
        return scheme.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }
            && !text.contains(where: { $0.isWhitespace || $0.asciiValue.map { $0 < 0x20 } == true })
    }
}

extension LanguageServer {
    func applySettings(_ json: JSON, origin: String) {
        settings = ServerSettings.read(json, origin: origin, warn: warnOnce)
    }

    func didChangeConfiguration(_ params: JSON?) {
        applySettings(params?["settings"] ?? .null, origin: "workspace/didChangeConfiguration")
        settingsChanged()
    }

    func didChangeWatchedFiles(_ params: JSON?) {
        let uris = params?["changes"]?.arrayValue?.compactMap { $0["uri"]?.stringValue } ?? []
        // Swift files changed on disk (not open: open buffers win): the navigation index and
        // the registrations the documents are linted with.
        var changed = false
        for uri in uris where uri.hasSuffix(".swift") && documents[uri] == nil {
            reindex(uri)
            if let path = WorkspaceConfiguration.filePath(uri), registrations.reload(path: path, linter: linter(for: uri)) { changed = true }
        }
        if changed {
            namedRevision += 1
            diagnosticsInvalidated()
        }
        guard uris.contains(where: { $0.hasSuffix("/.twlint.json") }) else { return }
        loadWorkspaceConfiguration()
        settingsChanged()
    }

    func loadWorkspaceConfiguration() {
        workspace.loadAll(knownRules: Set(Linter.rules.map(\.id)), warn: warnOnce)
        workspaceIndex = nil  // its includes and excludes may have changed
    }

    /// The lint setup of a document: `.twlint.json` of its workspace folder (theme, rules,
    /// severities, sinks, platforms), then the client's settings over it, then the `tw/setTheme`
    /// theme over both.
    func lintSetup(for uri: String) -> LintSetup {
        var setup = LintSetup(folder: "", configuration: LintConfiguration(), theme: .builtIn)
        if let (folder, file) = workspace.configuration(for: uri) {
            setup.folder = folder
            setup.configuration = file.configuration
            setup.theme = file.theme ?? setup.theme
        }
        if let theme = settings.theme { setup.theme = theme }
        setup.configuration.disabled.formUnion(settings.disabled)
        setup.configuration.enabled.subtract(settings.disabled)
        setup.configuration.severities.merge(settings.severities) { _, client in client }
        if let sessionTheme { setup.theme = sessionTheme }
        return setup
    }
}
