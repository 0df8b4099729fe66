import Foundation
import TWSyntax

/// The requests received and not yet answered, each with the token that cancels it; the one
/// place that decides who answers a request, so that each request is answered exactly once:
/// either its handler (``finish(_:)``) or `$/cancelRequest` (``cancel(_:)``), whichever comes
/// first. Safe to use from any thread (the transport's read loop, the message loop, workers).
final class InFlightRequests: @unchecked Sendable {
    private enum Phase { case waiting, running }

    private struct Entry {
        var method: String
        var kind: RequestKind
        var phase: Phase
        var token: CancellationToken
    }

    enum Registration: Equatable {
        case registered
        /// A request with the same id is still in flight (JSON-RPC ids must be unique).
        case duplicate
        /// The server exited: nothing more is answered.
        case closed
    }

    private let lock = NSLock()
    private var entries: [RequestID: Entry] = [:]
    private var closed = false

    /// Records a request as it arrives.
    func register(_ id: RequestID, method: String) -> Registration {
        lock.withLock {
            if closed { return .closed }
            if entries[id] != nil { return .duplicate }
            entries[id] = Entry(method: method, kind: RequestKind(method: method), phase: .waiting, token: CancellationToken())
            return .registered
        }
    }

    /// A `$/cancelRequest`: cancels the request and returns its method when the caller must
    /// answer it with `RequestCancelled` now; nil for an unknown or answered id, and for a state
    /// change already running (which finishes and answers normally).
    func cancel(_ id: RequestID) -> String? {
        lock.withLock {
            guard let entry = entries[id], entry.phase == .waiting || entry.kind != .stateChange else { return nil }
            entries[id] = nil
            entry.token.cancel()
            return entry.method
        }
    }

    /// The handler starts: returns the request's token, or nil when the request was already
    /// answered (cancelled while it waited) and must not run.
    func start(_ id: RequestID) -> CancellationToken? {
        lock.withLock {
            guard entries[id] != nil else { return nil }
            entries[id]!.phase = .running
            return entries[id]!.token
        }
    }

    /// The handler has its answer: true when it is the one to send it (false: the request was
    /// cancelled and answered meanwhile, or the server exited).
    func finish(_ id: RequestID) -> Bool {
        lock.withLock { entries.removeValue(forKey: id) != nil }
    }

    /// At `exit`: forgets every request and cancels its work; nothing more is answered.
    func close() {
        lock.withLock {
            closed = true
            for entry in entries.values { entry.token.cancel() }
            entries = [:]
        }
    }

    /// Ids of the requests in flight (for tests).
    var ids: Set<RequestID> { lock.withLock { Set(entries.keys) } }
}
