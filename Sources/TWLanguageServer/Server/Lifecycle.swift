import Foundation
import TWJSON
import TWResolve
import TWSyntax

extension LanguageServer {
    /// The trigger characters of completion inside class strings.
    static let completionTriggers = ["\"", " ", "-", ":", "["]
    static let explainCommand = "tw.explain"
    static let copyAsSwiftUICommand = "tw.copyAsSwiftUI"
    /// The commands of `workspace/executeCommand`.
    static let showMatrixCommand = "tw.showMatrix"
    static let commands = [explainCommand, copyAsSwiftUICommand, showMatrixCommand]
    /// The `tw/*` design-tool methods, announced in `capabilities.experimental.twMethods`.
    static let designMethods = DesignToolService.methods.map { "tw/\($0)" } + ["tw/setTheme"]

    func initialize(_ params: JSON?) throws(ResponseError) -> JSON {
        guard let params, params.objectValue != nil else { throw .invalidParams("`initialize` needs an object of params") }
        client = ClientCapabilities(params["capabilities"] ?? .null)
        encoding = PositionEncoding.negotiate(client.positionEncodings)
        lifecycle = .running
        workspace.folders = WorkspaceConfiguration.folders(params)
        if let options = params["initializationOptions"] {
            applySettings(options, origin: "initializationOptions")
        }
        var capabilities: [String: JSON] = [
            "positionEncoding": .string(encoding.rawValue),
            "textDocumentSync": ["openClose": true, "change": 2, "save": ["includeText": false]],
            "hoverProvider": true,
            "definitionProvider": true,
            "referencesProvider": true,
            // `prepareProvider` only to a client that sends `prepareRename` (LSP 3.17).
            "renameProvider": client.prepareRename ? ["prepareProvider": true] : true,
            "completionProvider": [
                "triggerCharacters": .array(Self.completionTriggers.map(JSON.string)),
                "resolveProvider": true,
            ],
            "codeActionProvider": ["codeActionKinds": ["quickfix", "refactor.rewrite", "source", .string(Self.fixAllKind)]],
            "colorProvider": true,
            "executeCommandProvider": ["commands": .array(Self.commands.map(JSON.string))],
            "experimental": ["twMethods": .array(Self.designMethods.map(JSON.string))],
        ]
        if client.pullDiagnostics {
            capabilities["diagnosticProvider"] = ["identifier": "twlint", "interFileDependencies": false, "workspaceDiagnostics": false]
        }
        return ["capabilities": .object(capabilities), "serverInfo": ["name": "tw lsp", "version": .string(TWKitVersion.current)]]
    }

    func initialized() {
        loadWorkspaceConfiguration()
        settingsChanged()
        guard client.watchedFilesDynamicRegistration else {
            environment.log("tw lsp: the client cannot register file watchers; .twlint.json is read once")
            return
        }
        request(
            "client/registerCapability",
            [
                "registrations": [
                    [
                        "id": "tw-twlint-json",
                        "method": "workspace/didChangeWatchedFiles",
                        // Swift files too: named classes and registrations.
                        "registerOptions": ["watchers": [["globPattern": "**/.twlint.json"], ["globPattern": "**/*.swift"]]],
                    ]
                ]
            ])
    }

    func shutdown() -> JSON {
        lifecycle = .shutDown
        return .null
    }
}
