#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A request to stop a piece of work early, shared between the side that asks (the language
/// server, on `$/cancelRequest`) and the long loops that honour it. Safe to use from any thread.
public final class CancellationToken: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private var cancelled = false

    public init() {
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// True once ``cancel()`` was called.
    public var isCancelled: Bool {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return cancelled
    }

    /// Asks the work to stop; idempotent.
    public func cancel() {
        pthread_mutex_lock(mutex)
        cancelled = true
        pthread_mutex_unlock(mutex)
    }
}

/// Cooperative cancellation of the work running on the current thread (or task).
///
/// The long loops of TWKit (parsing a class list, expanding classes, validating them, writing
/// JSON documents, linting a file's class strings) look at ``isRequested`` now and then (see
/// ``CancellationCheck``) and stop early when it is true. A result made while cancellation was
/// requested may be incomplete: whoever bound the token must throw it away (the language server
/// answers `RequestCancelled` instead), and caches never keep it (`ClockCache` refuses it).
/// Without a bound token, as in `tw` and `twlint`, nothing ever stops early.
public enum Cancellation {
    /// The token of the work running here; nil outside cancellable work.
    @TaskLocal public static var token: CancellationToken?

    /// True when the work running here was asked to stop.
    public static var isRequested: Bool { token?.isCancelled ?? false }

    /// Runs `work` with `token` as the current token (on this thread, synchronously).
    public static func run<Result>(with token: CancellationToken, _ work: () throws -> Result) rethrows -> Result {
        try $token.withValue(token, operation: work)
    }

    /// Runs `work` as work that is never cancelled, even inside cancellable work: for results that
    /// outlive the request that happens to need them first (a workspace's registrations, a linter).
    public static func ignoring<Result>(_ work: () throws -> Result) rethrows -> Result {
        try $token.withValue(nil, operation: work)
    }
}

/// ``Cancellation/isRequested`` for a hot loop: looks at the token once every `interval` calls,
/// so that checking costs nothing measurable per token.
public struct CancellationCheck: Sendable {
    private let interval: Int
    private var countdown: Int

    /// - Parameter interval: calls between two looks at the token (at least 1).
    public init(interval: Int = 256) {
        self.interval = max(1, interval)
        countdown = 1
    }

    /// True when the loop should stop now (cancellation was requested).
    public mutating func shouldStop() -> Bool {
        countdown -= 1
        guard countdown <= 0 else { return false }
        countdown = interval
        return Cancellation.isRequested
    }
}
