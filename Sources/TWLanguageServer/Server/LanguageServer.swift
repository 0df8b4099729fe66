import Foundation
import TWJSON
import TWLint
import TWResolve
import TWSyntax

/// The `tw lsp` server: the lifecycle of LSP 3.17, documents, twlint diagnostics, language
/// features for class strings, and the `tw/*` design-tool methods.
///
/// Threading: ``receive(_:)`` and ``endOfInput()`` may be called from any thread (the transport's
/// read loop). Messages are handled one at a time, in arrival order, on `queue` (the message
/// loop); every stored property below `queue` is touched only there. The `tw/*` design-tool
/// requests run on `lane` instead, so that a slow one does not hold up later messages
/// (``RequestKind``). `requests` decides who answers each request (its handler or
/// `$/cancelRequest`, answered at once from the read loop), so none is answered twice.
/// `queuedChanges` is touched only under `changesLock`, so that a document's lint can tell that
/// a newer `didChange` is already waiting behind it.
public final class LanguageServer: MessageReceiver, @unchecked Sendable {
    /// What the server needs from its surroundings.
    public struct Environment: Sendable {
        /// Writes one line to standard error (never to standard output).
        public var log: @Sendable (String) -> Void = { _ in }
        /// Called once, with the exit status, on `exit` or at end of input.
        public var exit: @Sendable (Int32) -> Void = { _ in }
        /// The queue messages are handled on; tests pass one they can suspend.
        public var queue: DispatchQueue? = nil
        /// The queue the `tw/*` design-tool requests run on; tests pass one they can suspend.
        public var requestQueue: DispatchQueue? = nil
        public init() {}
    }

    enum Lifecycle { case uninitialized, running, shutDown, exited }

    let sender: any MessageSender
    let environment: Environment
    let queue: DispatchQueue
    /// Where the design-tool requests run (``RequestKind/freestanding``).
    let lane: RequestLane
    /// The requests not answered yet.
    let requests = InFlightRequests()

    private let changesLock = NSLock()
    /// `didChange` notifications received but not yet handled, by document URI.
    private var queuedChanges: [String: Int] = [:]

    // Touched on `queue` only.
    var lifecycle = Lifecycle.uninitialized
    var encoding = PositionEncoding.utf16
    var client = ClientCapabilities(JSON.null)
    var documents: [String: Document] = [:]
    var settings = ServerSettings()
    var workspace = WorkspaceConfiguration()
    /// The theme set by `tw/setTheme`, which wins over every configured theme.
    var sessionTheme: Theme?
    /// Warnings already sent with `window/logMessage`, so each is sent once.
    var reportedWarnings: Set<String> = []
    /// One twlint ``Linter`` per workspace folder ("" for documents outside every folder).
    var linters: [String: TWLint.Linter] = [:]
    /// Registrations of the workspace's Swift files.
    var registrations = WorkspaceRegistrations()
    /// The registrations revision the cached linters were made with.
    var lintersRevision = 0
    /// The latest analysis of each open document.
    var analyses: [String: DocumentAnalysis] = [:]
    /// How many times a document's text was scanned for class strings: features read the
    /// analysis of a version, so this counts versions, not requests (pinned by a test).
    var documentScans = 0
    /// The chunks of documents linted incrementally, with the settings generation they were made with.
    var chunkStates: [String: (generation: Int, state: ChunkedLintState)] = [:]
    /// Open documents whose copy lost an edit: closed on the server until the editor sends the
    /// whole text (a `didChange` without a range, or `didOpen`), see ``loseSync(_:because:)``.
    var unsynchronised: Set<String> = []
    /// Documents of at least this many bytes are linted in chunks (``ChunkedLintState``).
    var chunkedLintingThreshold = 32_768
    /// Bumped whenever settings change, so analyses made with older settings are not reused.
    var settingsGeneration = 0
    var nextOutgoingID = 0
    /// Methods of requests this server sent and is waiting on, by id.
    var outgoing: [RequestID: String] = [:]
    /// Documents whose diagnostics are due to be pushed (see ``scheduleDiagnostics(_:)``).
    var diagnosticsDue: Set<String> = []
    /// Bumped whenever the named classes some open document defines change, so that analyses
    /// made with the older set are not reused.
    var namedRevision = 0
    /// Named classes the workspace's Swift files define (nil until first needed).
    var workspaceIndex: WorkspaceIndex?

    public init(sender: any MessageSender, environment: Environment = Environment()) {
        self.sender = sender
        self.environment = environment
        self.queue = environment.queue ?? DispatchQueue(label: "tw-lsp.messages")
        self.lane = RequestLane(queue: environment.requestQueue)
    }

    // MARK: Receiving

    public func receive(_ body: Data) {
        let message: Message
        do {
            message = try Message.decode(body)
        } catch {
            queue.async { [self] in
                guard lifecycle != .exited else { return }
                environment.log("tw lsp: \(error.error.message)")
                sender.send(.response(id: error.id, result: .failure(error.error)))
            }
            return
        }
        switch message {
        case .notification(method: "$/cancelRequest", let params):
            // Answered here, not behind the queued messages: a request waiting or running is
            // answered RequestCancelled at once, and its handler's answer is dropped. An unknown
            // or answered id changes nothing (LSP 3.17, "Cancellation Support").
            if let id = params?["id"].flatMap(RequestID.init), let method = requests.cancel(id) {
                sender.send(.response(id: id, result: .failure(ResponseError(.requestCancelled, "\(method) was cancelled"))))
            }
            return
        case .request(let id, let method, _):
            switch requests.register(id, method: method) {
            case .registered: break
            case .closed: return
            case .duplicate:
                sender.send(
                    .response(id: id, result: .failure(ResponseError(.invalidRequest, "a request with id \(id) is still being handled; ids must be unique"))))
                return
            }
        case .notification(method: "textDocument/didChange", let params):
            if let uri = params?["textDocument"]?["uri"]?.stringValue {
                changesLock.withLock { queuedChanges[uri, default: 0] += 1 }
            }
        default:
            break
        }
        queue.async { [self] in handle(message) }
    }

    public func endOfInput() {
        queue.async { [self] in
            environment.log("tw lsp: end of input")
            finish(lifecycle == .shutDown ? 0 : 1)
        }
    }

    /// Whether a `didChange` of `uri` has been received and is still waiting in the queue: the
    /// current version of that document is about to be superseded.
    func hasQueuedChange(_ uri: String) -> Bool {
        changesLock.withLock { queuedChanges[uri] != nil }
    }

    /// Waits until every message received so far has been handled (for tests and benchmarks).
    /// Diagnostics a change scheduled are pushed, and design-tool requests answered, before this
    /// returns.
    public func waitUntilIdle() {
        while queue.sync(execute: { !diagnosticsDue.isEmpty }) {}
        lane.waitUntilIdle()
    }

    // MARK: Handling

    func handle(_ message: Message) {
        guard lifecycle != .exited else { return }
        switch message {
        case .request(let id, let method, let params):
            // Nil: cancelled while it waited, and already answered.
            guard let token = requests.start(id) else { return }
            // Diagnostics due for earlier changes go out before the answer to a later request
            // (a request lints the current version anyway; `shutdown` must not drop them).
            flushDueDiagnostics()
            handleRequest(id, method, params, token: token)
        case .notification(let method, let params):
            if method == "textDocument/didChange", let uri = params?["textDocument"]?["uri"]?.stringValue {
                changesLock.withLock {
                    queuedChanges[uri, default: 1] -= 1
                    if queuedChanges[uri] == 0 { queuedChanges[uri] = nil }
                }
            }
            handleNotification(method, params)
        case .response(let id, let result):
            handleResponse(id, result)
        }
    }

    /// Why the lifecycle refuses `method` now, if it does.
    private func lifecycleRefusal(_ method: String) -> ResponseError? {
        switch lifecycle {
        case .uninitialized where method != "initialize":
            return ResponseError(.serverNotInitialized, "the server is not initialized: send `initialize` first")
        case .running where method == "initialize":
            return ResponseError(.invalidRequest, "`initialize` was already sent")
        case .shutDown:
            return ResponseError(.invalidRequest, "the server is shut down: only `exit` is accepted")
        default:
            return nil
        }
    }

    /// Runs a request where its ``RequestKind`` says, and answers it unless it was cancelled.
    private func handleRequest(_ id: RequestID, _ method: String, _ params: JSON?, token: CancellationToken) {
        if let refusal = lifecycleRefusal(method) {
            return answer(id, .failure(refusal))
        }
        switch RequestKind(method: method) {
        case .stateChange:
            // `shutdown` is answered after every request before it: a design request still
            // running or waiting on the lane answers (or is cancelled) first, so the `exit` that
            // follows the answer loses none of them.
            if method == "shutdown" { lane.waitUntilIdle() }
            // Never stopped half-way: it runs without the token.
            answer(id, Result { () throws(ResponseError) in try dispatch(request: method, params) })
        case .documentRead:
            answer(id, Cancellation.run(with: token) { SuggestionBudget.run { Result { () throws(ResponseError) in try dispatch(request: method, params) } } })
        case .freestanding:
            // The theme in force now, as the request was sent after the messages before it.
            let service = designTools
            let name = String(method.dropFirst(3))
            lane.submit { [self] in
                // Cancelled while it waited for a worker: already answered.
                guard !token.isCancelled else { return }
                let result = Cancellation.run(with: token) {
                    SuggestionBudget.run { Result { () throws(ResponseError) in try service.call(name, params) } }
                }
                answer(id, result)
            }
        }
    }

    /// Sends a request's answer, unless `$/cancelRequest` answered it first (the result of a
    /// cancelled request may be incomplete and is dropped) or the server exited.
    private func answer(_ id: RequestID, _ result: Result<JSON, ResponseError>) {
        guard requests.finish(id) else { return }
        sender.send(.response(id: id, result: result))
    }

    private func handleNotification(_ method: String, _ params: JSON?) {
        if method == "exit" {
            finish(lifecycle == .shutDown ? 0 : 1)
            return
        }
        // Notifications before `initialize` and after `shutdown` are dropped (LSP 3.17).
        guard lifecycle == .running else { return }
        dispatch(notification: method, params)
    }

    private func handleResponse(_ id: RequestID?, _ result: Result<JSON, ResponseError>) {
        let method = id.flatMap { outgoing.removeValue(forKey: $0) } ?? "an unknown request"
        if case .failure(let error) = result {
            environment.log("tw lsp: the client answered \(method) with error \(error.code.rawValue): \(error.message); carrying on")
        }
    }

    func finish(_ status: Int32) {
        guard lifecycle != .exited else { return }
        lifecycle = .exited
        // Requests still running are stopped, and nothing more is answered.
        requests.close()
        // Files shown with window/showDocument are the editor's now (it has read them).
        try? FileManager.default.removeItem(at: Self.temporaryFolder)
        environment.exit(status)
    }

    // MARK: Sending

    func notify(_ method: String, _ params: some Encodable) {
        sender.send(.notification(method: method, params: try? JSON(encoding: params)))
    }

    /// Sends a request to the client; the reply is only logged if it is an error.
    func request(_ method: String, _ params: JSON) {
        nextOutgoingID += 1
        let id = RequestID.string("tw-\(nextOutgoingID)")
        outgoing[id] = method
        sender.send(.request(id: id, method: method, params: params))
    }

    /// `window/logMessage` (1 error, 2 warning, 3 info, 4 log) and the same line on standard error.
    func logMessage(_ text: String, type: Int = 3) {
        environment.log("tw lsp: \(text)")
        sender.send(.notification(method: "window/logMessage", params: ["type": .int(type), "message": .string(text)]))
    }

    /// A warning sent once per distinct text.
    func warnOnce(_ text: String) {
        guard reportedWarnings.insert(text).inserted else { return }
        logMessage(text, type: 2)
    }
}

/// Decodes request parameters, or fails with -32602.
func decodeParams<T: Decodable>(_ params: JSON?, as type: T.Type = T.self) throws(ResponseError) -> T {
    do {
        return try (params ?? .null).decode(T.self)
    } catch {
        throw ResponseError.invalidParams("invalid params: \(describe(error))")
    }
}

func describe(_ error: any Error) -> String {
    switch error {
    case DecodingError.keyNotFound(let key, let context):
        return "missing `\((context.codingPath + [key]).map(\.stringValue).joined(separator: "."))`"
    case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
        return "wrong type at `\(context.codingPath.map(\.stringValue).joined(separator: "."))`"
    case DecodingError.dataCorrupted(let context):
        return context.debugDescription
    default:
        return "\(error)"
    }
}
