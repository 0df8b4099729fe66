import Dispatch
import Foundation
import TWSyntax
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A small HTTP/1.1 server on POSIX sockets (no third-party packages): one thread reads requests
/// from every connection with `poll`, complete requests run on worker threads of their
/// ``Lane`` (light ones never wait behind heavy ones), responses are written by the worker that
/// made them. A request whose client closes its connection before the answer is cancelled: the
/// handler runs with a ``CancellationToken`` as ``Cancellation/token``, which is cancelled when
/// the poll thread sees the peer go, and its answer is dropped. Keep-alive, pipelining, `Expect: 100-continue` and the
/// bounds of ``HTTPServerLimits`` are handled here; what a request means is the handler's job.
///
/// ```swift
/// let server = try HTTPServer(host: "127.0.0.1", port: 0) { request in .json(.ok, "{}") }
/// server.start()
/// print(server.port)
/// ```
public final class HTTPServer: @unchecked Sendable {
    public typealias Handler = @Sendable (HTTPRequest) -> HTTPResponse
    /// Which ``Lane`` a complete request runs in; called on the poll thread, so it must be cheap.
    public typealias Classifier = @Sendable (HTTPRequest) -> Lane

    /// Where a request runs. Each lane has threads of its own, so a light request (a health
    /// check, a page) is answered while heavy ones run, whatever the number of cores.
    public enum Lane: Sendable {
        /// Cheap answers: up to ``HTTPServerLimits/lightWorkers`` at once.
        case light
        /// Work that grows with the request: up to ``HTTPServerLimits/heavyWorkers`` at once,
        /// the rest wait their turn in arrival order.
        case heavy
    }
    /// The fields to add to the server's own error answers (400, 408, 411, 413, 431, 503, 505),
    /// given the fields of the request as far as they could be read: the bridge's CORS fields,
    /// so that a browser shows the error instead of "Failed to fetch".
    public typealias ErrorFields = @Sendable (_ requestFields: [(name: String, value: String)]) -> [(name: String, value: String)]

    /// The port the server listens on (the one the system chose when 0 was asked for).
    public let port: UInt16
    /// The first address it listens on.
    public let host: String
    /// Every address it listens on: `host`, then those of `alsoOn` that could be bound.
    public let addresses: [String]
    public let limits: HTTPServerLimits
    private let handler: Handler
    private let errorFields: ErrorFields
    private let listeners: [Int32]
    private let wakeRead: Int32
    private let wakeWrite: Int32
    private let classify: Classifier
    private let lightLane: WorkerLane
    private let heavyLane: WorkerLane

    // Shared between the poll thread and the workers, under `lock`.
    private let lock = NSLock()
    private var returned: [Connection] = []
    private var busy = 0
    private var stopping = false
    private let stopped = DispatchSemaphore(value: 0)
    private var started = false
    /// The poll thread's read buffer.
    private var scratch = [UInt8](repeating: 0, count: 65_536)
    /// The poll thread's spare descriptor, and how long `accept` rests when even that is gone.
    private let reserve = DescriptorReserve()
    private var acceptPausedUntil = 0.0
    private var acceptBackoff = 0.0
    /// Requests being answered, by descriptor: the poll thread watches their connections and
    /// cancels the token of one whose peer has gone. Under `lock`.
    private var watched: [Int32: Watch] = [:]
    private var abandonedCount = 0

    private struct Watch {
        let connection: Connection
        let token: CancellationToken
    }

    /// Requests cancelled because their client closed the connection before the answer (for
    /// tests and diagnostics).
    public var abandonedRequests: Int {
        lock.lock()
        defer { lock.unlock() }
        return abandonedCount
    }

    /// Requests read whole and not yet answered, running or waiting for a worker (for tests and
    /// diagnostics).
    public var busyRequests: Int {
        lock.lock()
        defer { lock.unlock() }
        return busy
    }

    /// One client connection; owned by the poll thread while reading, by a worker while answering.
    // Unchecked: exactly one thread owns a connection at a time (the poll thread or one worker).
    private final class Connection: @unchecked Sendable {
        let fd: Int32
        var buffer: [UInt8] = []
        var head: HTTPRequestHead?
        var sentContinue = false
        var deadline: Double
        /// Set after an error response: discard what arrives until EOF or the deadline, so the
        /// client reads the response instead of a reset.
        var draining = false

        init(fd: Int32, deadline: Double) {
            self.fd = fd
            self.deadline = deadline
        }
    }

    /// Binds `host:port` (0: any free port), then each address of `alsoOn` on the same port
    /// where it can (`::1` beside `127.0.0.1`; a system without IPv6 loopback has none). An IPv6
    /// address is written without brackets.
    /// - Throws: ``HTTPServerError`` when `host` is invalid or its port taken.
    public init(
        host: String = "127.0.0.1", alsoOn: [String] = [], port: UInt16, limits: HTTPServerLimits = HTTPServerLimits(),
        errorFields: @escaping ErrorFields = { _ in [] }, classify: @escaping Classifier = { _ in .heavy },
        handler: @escaping Handler
    ) throws(HTTPServerError) {
        let (fd, actual) = try Socket.listen(host: host, port: port, backlog: 1024)
        var listeners = [fd]
        var addresses = [host]
        for extra in alsoOn {
            guard let (extraFD, _) = try? Socket.listen(host: extra, port: actual, backlog: 1024) else { continue }
            listeners.append(extraFD)
            addresses.append(extra)
        }
        var pipeFDs: [Int32] = [0, 0]
        guard pipe(&pipeFDs) == 0 else {
            for listener in listeners { close(listener) }
            throw .failed("pipe")
        }
        Socket.setNonBlocking(pipeFDs[0])
        Socket.setNonBlocking(pipeFDs[1])
        self.listeners = listeners
        self.addresses = addresses
        self.port = actual
        self.host = host
        self.limits = limits
        self.handler = handler
        self.errorFields = errorFields
        self.classify = classify
        self.lightLane = WorkerLane(name: "TWBridge.HTTPServer.light", width: limits.lightWorkers)
        self.heavyLane = WorkerLane(name: "TWBridge.HTTPServer.heavy", width: limits.heavyWorkers)
        self.wakeRead = pipeFDs[0]
        self.wakeWrite = pipeFDs[1]
    }

    /// Starts the poll thread; returns at once.
    public func start() {
        lock.lock()
        defer { lock.unlock() }
        guard !started else { return }
        started = true
        let thread = Thread { [self] in run() }
        thread.name = "TWBridge.HTTPServer"
        thread.start()
    }

    /// Stops accepting, closes every idle connection and returns when the poll thread has ended.
    /// Responses being written finish on their own and then close.
    public func stop() {
        lock.lock()
        let wasStarted = started
        stopping = true
        lock.unlock()
        wake()
        if wasStarted {
            stopped.wait()
            stopped.signal()
        } else {
            closeDescriptors()
        }
    }

    /// Blocks until ``stop()`` is called.
    public func wait() {
        stopped.wait()
        stopped.signal()
    }

    private func wake() {
        var byte: UInt8 = 1
        _ = write(wakeWrite, &byte, 1)
    }

    private func closeDescriptors() {
        for listener in listeners { close(listener) }
        close(wakeRead)
        close(wakeWrite)
    }

    // MARK: The poll thread

    private func run() {
        var connections: [Int32: Connection] = [:]
        while true {
            lock.lock()
            let isStopping = stopping
            let back = returned
            returned.removeAll()
            let inFlight = busy
            let watching = Array(watched.keys)
            lock.unlock()
            if isStopping { break }
            for connection in back {
                connections[connection.fd] = connection
                // A pipelined request may already be in the buffer.
                process(connection, in: &connections)
            }
            let now = Clock.now()
            // While accept rests, the listeners are left out (a negative fd is ignored by poll).
            let accepting = now >= acceptPausedUntil
            var entries = listeners.map { pollfd(fd: accepting ? $0 : -1, events: Int16(POLLIN), revents: 0) }
            entries.append(pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0))
            for fd in connections.keys { entries.append(pollfd(fd: fd, events: Int16(POLLIN), revents: 0)) }
            let firstWatched = entries.count
            for fd in watching { entries.append(pollfd(fd: fd, events: Self.peerGoneEvents, revents: 0)) }
            var nearest = connections.values.map(\.deadline).min() ?? now + 1
            if !accepting { nearest = min(nearest, acceptPausedUntil) }
            let timeout = Int32(max(0, min(1, nearest - now)) * 1000) + 1
            let ready = poll(&entries, nfds_t(entries.count), timeout)
            if ready < 0 && errno != EINTR { break }
            if entries[listeners.count].revents != 0 {
                var drained = [UInt8](repeating: 0, count: 256)
                while read(wakeRead, &drained, drained.count) > 0 {}
            }
            for (index, listener) in listeners.enumerated() where entries[index].revents & Int16(POLLIN) != 0 {
                acceptPending(listener, into: &connections, inFlight: inFlight)
            }
            for entry in entries[(listeners.count + 1)..<firstWatched] where entry.revents != 0 {
                guard let connection = connections[entry.fd] else { continue }
                readAvailable(connection, in: &connections)
            }
            for entry in entries[firstWatched...] where entry.revents != 0 { checkPeer(entry.fd) }
            expire(&connections)
        }
        for connection in connections.values { close(connection.fd) }
        closeDescriptors()
        stopped.signal()
    }

    /// Accepts every pending connection of `listener`. Past ``HTTPServerLimits/maxConnections``,
    /// or with no descriptor left (`EMFILE`), a connection is answered 503 and closed; when even
    /// the reserve descriptor is gone, accepting rests (10 ms, doubling to 1 s) instead of
    /// spinning on a listener that stays readable.
    private func acceptPending(_ listener: Int32, into connections: inout [Int32: Connection], inFlight: Int) {
        while true {
            switch Socket.accept(listener) {
            case .connection(let fd):
                acceptBackoff = 0
                if connections.count + inFlight >= limits.maxConnections {
                    refuseAtOnce(fd, code: "too-many-connections", "the server has \(limits.maxConnections) open connections; try again")
                    continue
                }
                connections[fd] = Connection(fd: fd, deadline: Clock.now() + limits.requestTimeout)
            case .empty:
                return
            case .outOfDescriptors:
                var refused = false
                let held = reserve.whileReleased {
                    guard case .connection(let fd) = Socket.accept(listener) else { return }
                    refuseAtOnce(fd, code: "out-of-file-descriptors", "the server has no file descriptor left for this connection; try again")
                    refused = true
                }
                if held && refused { continue }
                acceptBackoff = min(max(acceptBackoff * 2, 0.01), 1)
                acceptPausedUntil = Clock.now() + acceptBackoff
                return
            }
        }
    }

    /// Answers a connection 503 before reading a request from it, with the CORS fields of what
    /// it has sent so far, and closes it.
    private func refuseAtOnce(_ fd: Int32, code: String, _ message: String) {
        var arrived: [UInt8] = []
        _ = Socket.read(fd, into: &arrived, scratch: &scratch)
        let response = serverError(.serviceUnavailable, code: code, message, request: arrived)
        _ = Socket.writeAll(fd, response.serialized(keepAlive: false), deadline: Clock.now() + 0.1)
        Socket.shutdownWrite(fd)
        close(fd)
    }

    private func readAvailable(_ connection: Connection, in connections: inout [Int32: Connection]) {
        let wasIdle = connection.buffer.isEmpty && connection.head == nil
        let ceiling = limits.maxHeaderBytes + limits.maxBodyBytes + 8
        while true {
            let result: Socket.ReadResult
            if connection.draining {
                var discard: [UInt8] = []
                result = Socket.read(connection.fd, into: &discard, scratch: &scratch)
            } else {
                result = Socket.read(connection.fd, into: &connection.buffer, scratch: &scratch)
            }
            switch result {
            case .bytes:
                if wasIdle && !connection.draining { connection.deadline = Clock.now() + limits.requestTimeout }
                // More than one request may hold: stop reading and answer what is there.
                if !connection.draining && connection.buffer.count > ceiling {
                    process(connection, in: &connections)
                    return
                }
            case .wouldBlock:
                if !connection.draining { process(connection, in: &connections) }
                return
            case .closed:
                connections[connection.fd] = nil
                close(connection.fd)
                return
            }
        }
    }

    /// Reads the head, answers what cannot be served, and hands a complete request to a worker.
    private func process(_ connection: Connection, in connections: inout [Int32: Connection]) {
        if connection.head == nil {
            guard !connection.buffer.isEmpty else { return }
            switch HTTPRequestHead.parse(connection.buffer, maxHeaderBytes: limits.maxHeaderBytes, maxBodyBytes: limits.maxBodyBytes) {
            case .incomplete:
                return
            case .failure(let status, let code, let message):
                fail(connection, serverError(status, code: code, message, request: connection.buffer))
                return
            case .head(let head):
                connection.head = head
            }
        }
        guard let head = connection.head else { return }
        let total = head.headerLength + head.bodyLength
        guard connection.buffer.count >= total else {
            if head.expectsContinue && !connection.sentContinue {
                connection.sentContinue = true
                _ = Socket.writeAll(connection.fd, Array("HTTP/1.1 100 Continue\r\n\r\n".utf8), deadline: Clock.now() + 1)
            }
            return
        }
        let request = head.request(body: Array(connection.buffer[head.headerLength..<total]))
        connection.buffer.removeFirst(total)
        connection.head = nil
        connection.sentContinue = false
        connections[connection.fd] = nil
        let token = CancellationToken()
        lock.lock()
        busy += 1
        watched[connection.fd] = Watch(connection: connection, token: token)
        lock.unlock()
        let lane = classify(request) == .light ? lightLane : heavyLane
        lane.submit { [self] in answer(request, on: connection, token: token) }
    }

    /// What `poll` reports for a peer that has closed its side: Linux says so without the data
    /// of a pipelined request (`POLLRDHUP`); elsewhere readable data is looked at (`checkPeer`).
    #if os(Linux)
        // POLLRDHUP (0x2000 in <poll.h>), which Glibc exports only under _GNU_SOURCE.
        private static let peerGoneEvents: Int16 = 0x2000
    #else
        private static let peerGoneEvents = Int16(POLLIN)
    #endif

    /// Whether the event `poll` reported on a watched `fd` means its peer has gone.
    private static func peerIsGone(_ fd: Int32) -> Bool {
        #if os(Linux)
            // Only POLLRDHUP, POLLHUP and POLLERR are asked for or always reported.
            return true
        #else
            var byte: UInt8 = 0
            let peeked = recv(fd, &byte, 1, Int32(MSG_PEEK) | Int32(MSG_DONTWAIT))
            return peeked == 0 || (peeked < 0 && errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR)
        #endif
    }

    /// Cancels the request on `fd` when its peer has closed the connection (end of stream or an
    /// error). A pipelined request arriving meanwhile cannot be told from it without reading, so
    /// the connection is then no longer watched. Under `lock`, so that the worker cannot close
    /// the descriptor (which could be reused) while it is looked at.
    private func checkPeer(_ fd: Int32) {
        lock.lock()
        defer { lock.unlock() }
        guard let watch = watched[fd] else { return }
        watched[fd] = nil
        guard Self.peerIsGone(fd) else { return }
        watch.token.cancel()
        abandonedCount += 1
    }

    /// One of the server's own error answers to the request whose bytes so far are `request`,
    /// with the ``ErrorFields`` of the fields that could be read.
    private func serverError(_ status: HTTPStatus, code: String, _ message: String, request: [UInt8]) -> HTTPResponse {
        var response = HTTPResponse.error(status, code: code, message)
        response.headers += errorFields(HTTPRequestHead.leadingFields(request, limit: limits.maxHeaderBytes))
        return response
    }

    /// Writes an error response from the poll thread, then drains the connection until it closes.
    private func fail(_ connection: Connection, _ response: HTTPResponse) {
        _ = Socket.writeAll(connection.fd, response.serialized(keepAlive: false), deadline: Clock.now() + 1)
        Socket.shutdownWrite(connection.fd)
        connection.draining = true
        connection.buffer = []
        connection.head = nil
        connection.deadline = Clock.now() + 2
    }

    /// Closes connections past their deadline: a request that is still arriving gets a 408.
    private func expire(_ connections: inout [Int32: Connection]) {
        let now = Clock.now()
        for connection in connections.values where connection.deadline <= now {
            if !connection.draining && (connection.head != nil || !connection.buffer.isEmpty) {
                fail(
                    connection,
                    serverError(
                        .requestTimeout, code: "request-timeout", "the request did not arrive within \(limits.requestTimeout) seconds",
                        request: connection.buffer))
                continue
            }
            connections[connection.fd] = nil
            close(connection.fd)
        }
    }

    // MARK: Workers

    private func answer(_ request: HTTPRequest, on connection: Connection, token: CancellationToken) {
        // A request whose client went while it waited for a worker is never run.
        let response = token.isCancelled ? nil : Cancellation.run(with: token) { SuggestionBudget.run { handler(request) } }
        lock.lock()
        if watched[connection.fd]?.connection === connection { watched[connection.fd] = nil }
        let isStopping = stopping
        guard let response, !token.isCancelled else {
            // The client is gone: the answer, perhaps incomplete, is dropped.
            busy -= 1
            lock.unlock()
            close(connection.fd)
            return
        }
        lock.unlock()
        let keepAlive = request.keepsAlive && !isStopping
        let written = Socket.writeAll(
            connection.fd, response.serialized(keepAlive: keepAlive, head: request.method == "HEAD"),
            deadline: Clock.now() + limits.writeTimeout)
        lock.lock()
        busy -= 1
        if written && keepAlive && !stopping {
            connection.deadline = Clock.now() + (connection.buffer.isEmpty ? limits.idleTimeout : limits.requestTimeout)
            returned.append(connection)
            lock.unlock()
            wake()
        } else {
            lock.unlock()
            close(connection.fd)
        }
    }
}

/// Threads of their own for one ``HTTPServer/Lane``: jobs start in arrival order, at most
/// `width` at a time. Dedicated threads rather than a dispatch queue, whose shared pool grows no
/// wider than the cores while they are busy, so a light job never waits for a heavy one.
final class WorkerLane: @unchecked Sendable {
    private let condition = NSCondition()
    private var waiting: [@Sendable () -> Void] = []
    private var running = 0
    private let width: Int
    private let name: String

    init(name: String, width: Int) {
        self.name = name
        self.width = max(1, width)
    }

    func submit(_ job: @escaping @Sendable () -> Void) {
        condition.lock()
        waiting.append(job)
        let starts = running < width
        if starts { running += 1 }
        condition.unlock()
        guard starts else { return }
        let thread = Thread { [self] in drain() }
        thread.name = name
        thread.start()
    }

    /// Runs waiting jobs until there are none, then the thread ends.
    private func drain() {
        while true {
            condition.lock()
            guard !waiting.isEmpty else {
                running -= 1
                condition.unlock()
                return
            }
            let job = waiting.removeFirst()
            condition.unlock()
            job()
        }
    }
}
