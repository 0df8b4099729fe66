import TWJSON
import TWResolve

/// `didOpen`, `didChange` (incremental), `didClose`, `didSave`.
extension LanguageServer {
    func didOpen(_ params: JSON?) {
        guard let params = try? decodeParams(params, as: DidOpenTextDocumentParams.self) else {
            return environment.log("tw lsp: ignored a malformed didOpen")
        }
        let item = params.textDocument
        unsynchronised.remove(item.uri)
        documents[item.uri] = Document(uri: item.uri, version: item.version, text: item.text)
        scheduleDiagnostics(item.uri)
    }

    func didChange(_ raw: JSON?) {
        guard let params = try? decodeParams(raw, as: DidChangeTextDocumentParams.self) else {
            if let uri = raw?["textDocument"]?["uri"]?.stringValue, documents[uri] != nil {
                return loseSync(uri, because: "a change to it could not be read")
            }
            return environment.log("tw lsp: ignored a malformed didChange")
        }
        let uri = params.textDocument.uri
        var changes = params.contentChanges
        if unsynchronised.contains(uri) {
            // Only the whole text brings the copy back; ranged edits of the lost text are dropped.
            guard let whole = changes.lastIndex(where: { $0.range == nil }) else { return }
            unsynchronised.remove(uri)
            documents[uri] = Document(uri: uri, version: params.textDocument.version, text: "")
            changes = Array(changes[whole...])
            logMessage("\(uri) is in sync again: the editor sent its whole text")
        }
        guard var document = documents[uri] else {
            return environment.log("tw lsp: didChange for \(uri), which is not open; ignored")
        }
        let applied = document.apply(changes, version: params.textDocument.version, encoding: encoding) { replaced, length in
            guard chunkStates[uri] != nil else { return }
            if let replaced {
                chunkStates[uri]!.state.edit(replaced: replaced, insertedLength: length)
            } else {
                chunkStates[uri] = nil
            }
        }
        guard applied else { return loseSync(uri, because: "an edit names a line the document does not have") }
        documents[uri] = document
        scheduleDiagnostics(uri)
    }

    /// The server's copy of `uri` is no longer the editor's: it is dropped as if closed (its
    /// diagnostics withdrawn, requests on it answered as for a closed file) and the user is told
    /// with `window/showMessage`, until a `didChange` with the whole text or a `didOpen` arrives.
    /// LSP has no request for the full text, so the server waits for it instead of guessing.
    func loseSync(_ uri: String, because reason: String) {
        didClose(["textDocument": ["uri": .string(uri)]])
        unsynchronised.insert(uri)
        let message = "tw lsp lost track of \(uri): \(reason). Its diagnostics are withdrawn until the editor sends the whole text; close and reopen the file."
        environment.log(message)
        sender.send(.notification(method: "window/showMessage", params: ["type": 2, "message": .string(message)]))
    }

    func didClose(_ params: JSON?) {
        guard let uri = params?["textDocument"]?["uri"]?.stringValue else { return }
        unsynchronised.remove(uri)
        documents[uri] = nil
        let definedNamed = analyses[uri].map { !$0.named.isEmpty } ?? false
        analyses[uri] = nil
        chunkStates[uri] = nil
        clearDiagnostics(uri)
        reindex(uri)
        // The file on disk counts again, not the closed buffer.
        if let path = WorkspaceConfiguration.filePath(uri), registrations.reload(path: path, linter: linter(for: uri)) {
            namedRevision += 1
            diagnosticsInvalidated()
        }
        if definedNamed {
            // Its named classes no longer count for the other documents.
            namedRevision += 1
            diagnosticsInvalidated()
        }
    }

    func didSave(_ params: JSON?) {
        // The text is already current through didChange; the saved file is what closed
        // documents see.
        guard let uri = params?["textDocument"]?["uri"]?.stringValue else { return }
        reindex(uri)
    }

    /// Looks up an open document for a request, or fails with -32602.
    func openDocument(_ uri: String) throws(ResponseError) -> Document {
        guard let document = documents[uri] else { throw .invalidParams("the document \(uri) is not open") }
        return document
    }
}
