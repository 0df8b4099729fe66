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

    init(_ capabilities: JSON) {
        positionEncodings = capabilities["general"]?["positionEncodings"]?.arrayValue?.compactMap(\.stringValue)
        pullDiagnostics = capabilities["textDocument"]?["diagnostic"]?.objectValue != nil
        let watched = capabilities["workspace"]?["didChangeWatchedFiles"]
        watchedFilesDynamicRegistration = watched?["dynamicRegistration"]?.boolValue == true
        relativePatternSupport = watched?["relativePatternSupport"]?.boolValue == true
        executeCommand = capabilities["workspace"]?["executeCommand"]?.objectValue != nil
    }
}
