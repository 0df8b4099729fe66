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

    init(_ capabilities: JSON) {
        positionEncodings = capabilities["general"]?["positionEncodings"]?.arrayValue?.compactMap(\.stringValue)
        let watched = capabilities["workspace"]?["didChangeWatchedFiles"]
        watchedFilesDynamicRegistration = watched?["dynamicRegistration"]?.boolValue == true
        relativePatternSupport = watched?["relativePatternSupport"]?.boolValue == true
        diagnosticRefresh = capabilities["workspace"]?["diagnostics"]?["refreshSupport"]?.boolValue == true
        pullDiagnostics = capabilities["textDocument"]?["diagnostic"]?.objectValue != nil && diagnosticRefresh
        showDocument = capabilities["window"]?["showDocument"]?["support"]?.boolValue == true
        let tagSets = [capabilities["textDocument"]?["publishDiagnostics"]?["tagSupport"]?["valueSet"],
                       capabilities["textDocument"]?["diagnostic"]?["tagSupport"]?["valueSet"]]
        diagnosticTags = Set(tagSets.compactMap { $0?.arrayValue }.joined().compactMap(\.intValue))
    }
}
