import TWResolve

/// `didOpen`, `didChange` (incremental), `didClose`, `didSave`.
extension LanguageServer {
    func didOpen(_ params: JSON?) {
        guard let params = try? decodeParams(params, as: DidOpenTextDocumentParams.self) else {
            return environment.log("tw lsp: ignored a malformed didOpen")
        }
        let item = params.textDocument
        documents[item.uri] = Document(uri: item.uri, version: item.version, text: item.text)
        scheduleDiagnostics(item.uri)
    }

    func didChange(_ params: JSON?) {
        guard let params = try? decodeParams(params, as: DidChangeTextDocumentParams.self) else {
            return environment.log("tw lsp: ignored a malformed didChange")
        }
        let uri = params.textDocument.uri
        guard var document = documents[uri] else {
            return environment.log("tw lsp: didChange for \(uri), which is not open; ignored")
        }
        document.apply(params.contentChanges, version: params.textDocument.version, encoding: encoding) { replaced, length in
            guard chunkStates[uri] != nil else { return }
            if let replaced {
                chunkStates[uri]!.state.edit(replaced: replaced, insertedLength: length)
            } else {
                chunkStates[uri] = nil
            }
        }
        documents[uri] = document
        scheduleDiagnostics(uri)
    }

    func didClose(_ params: JSON?) {
        guard let uri = params?["textDocument"]?["uri"]?.stringValue else { return }
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
