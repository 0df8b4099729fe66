/// The client capabilities the server acts on, read from `initialize` (missing means no).
struct ClientCapabilities {
    /// `general.positionEncodings`.
    var positionEncodings: [String]?
    /// `textDocument.diagnostic` is present: the client pulls diagnostics.
    var pullDiagnostics: Bool
    /// `workspace.didChangeWatchedFiles.dynamicRegistration`.
    var watchedFilesDynamicRegistration: Bool
    /// `workspace.didChangeWatchedFiles.relativePatternSupport`.
    var relativePatternSupport: Bool
    /// `workspace.executeCommand` is present: the client sends `workspace/executeCommand` for the
    /// commands of code actions.
    var executeCommand: Bool
    /// `workspace.diagnostics.refreshSupport`: the client accepts `workspace/diagnostic/refresh`.
    var diagnosticRefresh: Bool
    /// `window.showDocument.support`: the client opens documents the server names.
    var showDocument: Bool
    /// `textDocument.publishDiagnostics.tagSupport.valueSet` or `textDocument.diagnostic`'s
    /// (LSP `DiagnosticTag`: 1 unnecessary, 2 deprecated).
    var diagnosticTags: Set<Int>

    init(_ capabilities: JSON) {
        positionEncodings = capabilities["general"]?["positionEncodings"]?.arrayValue?.compactMap(\.stringValue)
        pullDiagnostics = capabilities["textDocument"]?["diagnostic"]?.objectValue != nil
        let watched = capabilities["workspace"]?["didChangeWatchedFiles"]
        watchedFilesDynamicRegistration = watched?["dynamicRegistration"]?.boolValue == true
        relativePatternSupport = watched?["relativePatternSupport"]?.boolValue == true
        executeCommand = capabilities["workspace"]?["executeCommand"]?.objectValue != nil
        diagnosticRefresh = capabilities["workspace"]?["diagnostics"]?["refreshSupport"]?.boolValue == true
        showDocument = capabilities["window"]?["showDocument"]?["support"]?.boolValue == true
        let tagSets = [capabilities["textDocument"]?["publishDiagnostics"]?["tagSupport"]?["valueSet"],
                       capabilities["textDocument"]?["diagnostic"]?["tagSupport"]?["valueSet"]]
        diagnosticTags = Set(tagSets.compactMap { $0?.arrayValue }.joined().compactMap(\.intValue))
    }
}
