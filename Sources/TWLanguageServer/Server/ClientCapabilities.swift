import TWJSON
import TWResolve

/// The client capabilities the server acts on, read from `initialize` (missing means no).
struct ClientCapabilities {
    /// `general.positionEncodings`.
    var positionEncodings: [String]?
    /// The client pulls diagnostics: it announces `textDocument.diagnostic` and can be asked to
    /// pull again (`workspace.diagnostics.refreshSupport`). A client that pulls but cannot be
    /// refreshed (Neovim 0.11) would keep a stale copy after a settings change, so it is pushed to
    /// instead (Docs/Decisions.md, "Diagnostics: pull or push").
    var pullDiagnostics: Bool
    /// `workspace.didChangeWatchedFiles.dynamicRegistration`.
    var watchedFilesDynamicRegistration: Bool
    /// `workspace.didChangeWatchedFiles.relativePatternSupport`.
    var relativePatternSupport: Bool
    /// `workspace.diagnostics.refreshSupport`: the client accepts `workspace/diagnostic/refresh`.
    var diagnosticRefresh: Bool
    /// `window.showDocument.support`: the client opens documents the server names.
    var showDocument: Bool
    /// `textDocument.publishDiagnostics.tagSupport.valueSet` or `textDocument.diagnostic`'s
    /// (LSP `DiagnosticTag`: 1 unnecessary, 2 deprecated).
    var diagnosticTags: Set<Int>
    /// `textDocument.publishDiagnostics.codeDescriptionSupport`: diagnostics may carry the rule's
    /// link (eglot 1.9 says false: Flymake has nowhere to show it).
    var codeDescription: Bool
    /// `textDocument.rename.prepareSupport`: the server may announce `prepareProvider`.
    var prepareRename: Bool
    /// Markdown in hovers: `textDocument.hover.contentFormat` lists `markdown` before
    /// `plaintext`, or says nothing (LSP 3.17: the order is the client's preference).
    var markdownHover: Bool
    /// Markdown in completion documentation (`completionItem.documentationFormat`, same rule).
    var markdownDocumentation: Bool

    /// Whether a `MarkupKind` list prefers Markdown; a client that lists none keeps Markdown.
    static func prefersMarkdown(_ formats: JSON?) -> Bool {
        guard let kinds = formats?.arrayValue?.compactMap(\.stringValue), !kinds.isEmpty else { return true }
        return kinds.first { $0 == "markdown" || $0 == "plaintext" } == "markdown"
    }

    init(_ capabilities: JSON) {
        positionEncodings = capabilities["general"]?["positionEncodings"]?.arrayValue?.compactMap(\.stringValue)
        let watched = capabilities["workspace"]?["didChangeWatchedFiles"]
        watchedFilesDynamicRegistration = watched?["dynamicRegistration"]?.boolValue == true
        relativePatternSupport = watched?["relativePatternSupport"]?.boolValue == true
        diagnosticRefresh = capabilities["workspace"]?["diagnostics"]?["refreshSupport"]?.boolValue == true
        pullDiagnostics = capabilities["textDocument"]?["diagnostic"]?.objectValue != nil && diagnosticRefresh
        showDocument = capabilities["window"]?["showDocument"]?["support"]?.boolValue == true
        let tagSets = [
            capabilities["textDocument"]?["publishDiagnostics"]?["tagSupport"]?["valueSet"],
            capabilities["textDocument"]?["diagnostic"]?["tagSupport"]?["valueSet"],
        ]
        diagnosticTags = Set(tagSets.compactMap { $0?.arrayValue }.joined().compactMap(\.intValue))
        let document = capabilities["textDocument"]
        codeDescription = document?["publishDiagnostics"]?["codeDescriptionSupport"]?.boolValue == true
        prepareRename = document?["rename"]?["prepareSupport"]?.boolValue == true
        markdownHover = Self.prefersMarkdown(document?["hover"]?["contentFormat"])
        markdownDocumentation = Self.prefersMarkdown(document?["completion"]?["completionItem"]?["documentationFormat"])
    }
}
