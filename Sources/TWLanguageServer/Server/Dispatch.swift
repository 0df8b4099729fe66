import TWJSON
import TWResolve

/// One switch per message kind, forwarding to one method per message.
extension LanguageServer {
    func dispatch(request method: String, _ params: JSON?) throws(ResponseError) -> JSON {
        switch method {
        case "initialize": return try initialize(params)
        case "shutdown": return shutdown()
        case "textDocument/completion": return try completion(params)
        case "completionItem/resolve": return try resolveCompletion(params)
        case "textDocument/codeAction": return try codeActions(params)
        case "textDocument/colorPresentation": return try colorPresentations(params)
        case "textDocument/diagnostic": return try pullDiagnostics(params)
        case "textDocument/documentColor": return try documentColors(params)
        case "textDocument/hover": return try hover(params)
        case "textDocument/definition": return try definition(params)
        case "textDocument/references": return try references(params)
        case "textDocument/prepareRename": return try prepareRename(params)
        case "textDocument/rename": return try rename(params)
        case "workspace/executeCommand": return try executeCommand(params)
        case "tw/setTheme": return try designSetTheme(params)
        case _ where method.hasPrefix("tw/") && DesignToolService.methods.contains(String(method.dropFirst(3))):
            return try designTools.call(String(method.dropFirst(3)), params)
        default: throw ResponseError(.methodNotFound, "unknown method `\(method)`")
        }
    }

    /// Unknown notifications, `$/` ones included, are ignored.
    func dispatch(notification method: String, _ params: JSON?) {
        switch method {
        case "initialized": initialized()
        case "textDocument/didOpen": didOpen(params)
        case "textDocument/didChange": didChange(params)
        case "textDocument/didClose": didClose(params)
        case "textDocument/didSave": didSave(params)
        case "workspace/didChangeConfiguration": didChangeConfiguration(params)
        case "workspace/didChangeWatchedFiles": didChangeWatchedFiles(params)
        default: break
        }
    }
}
