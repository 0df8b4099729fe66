import TWJSON
import TWResolve

/// How diagnostics reach the client: pushed or pulled, never both, and only
/// for the latest version of a document.
///
/// - A client that announces `textDocument.diagnostic` and `workspace.diagnostics.refreshSupport`
///   pulls (`textDocument/diagnostic`); the server never pushes to it, and asks it to pull again
///   (`workspace/diagnostic/refresh`) after a change of settings, theme, `.twlint.json` or the
///   named classes an open document defines.
/// - Any other client gets `textDocument/publishDiagnostics`, and no `diagnosticProvider`, so
///   that it does not pull a second copy.
///
/// Coalescing: a change does not lint at once; it marks the document due and queues a flush
/// behind the messages already waiting. When the flush runs and another `didChange` of the
/// document is already queued, it does nothing: that change queues its own flush. So a burst of
/// edits is linted once, at its end. A pull for a document with a queued change is answered with
/// `ServerCancelled` and `retriggerRequest: true` (LSP 3.17), so the client asks again.
extension LanguageServer {
    /// Whether diagnostics go out by pull (the client asked for it) rather than by push.
    var pullsDiagnostics: Bool { client.pullDiagnostics }

    /// Arranges for the document's diagnostics to be pushed once the messages already queued
    /// have been handled (nothing for a pulling client).
    func scheduleDiagnostics(_ uri: String) {
        guard !pullsDiagnostics, documents[uri] != nil else { return }
        guard diagnosticsDue.insert(uri).inserted else { return }
        queue.async { [self] in flushDiagnostics(uri) }
    }

    /// Pushes a due document's diagnostics unless a newer change of it is already queued.
    func flushDiagnostics(_ uri: String) {
        guard diagnosticsDue.remove(uri) != nil else { return }
        // After `shutdown` or `exit` nothing more is sent; a queued change schedules again.
        guard lifecycle == .running, !hasQueuedChange(uri) else { return }
        publishDiagnostics(uri)
    }

    /// ``flushDiagnostics(_:)`` for every due document.
    func flushDueDiagnostics() {
        for uri in diagnosticsDue.sorted() { flushDiagnostics(uri) }
    }

    /// Lints the current version and pushes its diagnostics.
    func publishDiagnostics(_ uri: String) {
        guard let document = documents[uri] else { return }
        let items = diagnostics(of: document)
        sender.send(
            .notification(
                method: "textDocument/publishDiagnostics",
                params: [
                    "uri": .string(uri), "version": .int(document.version), "diagnostics": .array(items.map(\.json)),
                ]))
    }

    /// After settings, theme or named classes changed: pushing clients get every open document
    /// again; pulling clients are asked to pull again.
    func diagnosticsInvalidated(except skipped: String? = nil) {
        if pullsDiagnostics {
            if !documents.isEmpty { request("workspace/diagnostic/refresh", .null) }
            return
        }
        for uri in documents.keys.sorted() where uri != skipped { scheduleDiagnostics(uri) }
    }

    /// Clears a closed document's pushed diagnostics.
    func clearDiagnostics(_ uri: String) {
        diagnosticsDue.remove(uri)
        guard !pullsDiagnostics else { return }
        notify("textDocument/publishDiagnostics", PublishDiagnosticsParams(uri: uri, version: nil, diagnostics: []))
    }

    /// `textDocument/diagnostic`. The `resultId` names the version, settings and named classes
    /// the report was made with, so a client that sends it back gets `unchanged` when none moved.
    func pullDiagnostics(_ params: JSON?) throws(ResponseError) -> JSON {
        guard let uri = params?["textDocument"]?["uri"]?.stringValue else { throw .invalidParams("missing `textDocument.uri`") }
        let document = try openDocument(uri)
        if hasQueuedChange(uri) {
            throw ResponseError(.serverCancelled, "\(uri) is being changed; pull again", data: ["retriggerRequest": true])
        }
        let items = diagnostics(of: document)
        let resultId = "\(settingsGeneration).\(namedRevision).\(document.version)"
        if params?["previousResultId"]?.stringValue == resultId {
            return ["kind": "unchanged", "resultId": .string(resultId)]
        }
        return try encode(FullDocumentDiagnosticReport(resultId: resultId, items: items))
    }
}
