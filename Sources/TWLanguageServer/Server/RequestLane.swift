import Foundation

/// Where ``RequestKind/freestanding`` requests run, off the message loop: jobs start in arrival
/// order, at most `width` at a time (each may hold a few hundred MB for a 4 MiB `tw/parse`, so
/// their number is bounded rather than one thread per request). Safe to use from any thread.
final class RequestLane: @unchecked Sendable {
    private let condition = NSCondition()
    private var waiting: [@Sendable () -> Void] = []
    private var running = 0
    private let width: Int
    private let queue: DispatchQueue

    /// - Parameters:
    ///   - queue: where jobs run; tests pass a serial queue they can suspend. Default: a
    ///     concurrent queue of its own.
    ///   - width: jobs running at once (at least 1).
    init(queue: DispatchQueue? = nil, width: Int = 2) {
        self.queue = queue ?? DispatchQueue(label: "tw-lsp.requests", attributes: .concurrent)
        self.width = max(1, width)
    }

    func submit(_ job: @escaping @Sendable () -> Void) {
        condition.lock()
        waiting.append(job)
        let starts = running < width
        if starts { running += 1 }
        condition.unlock()
        if starts { queue.async { [self] in drain() } }
    }

    /// Runs waiting jobs until there are none.
    private func drain() {
        while true {
            condition.lock()
            guard !waiting.isEmpty else {
                running -= 1
                condition.broadcast()
                condition.unlock()
                return
            }
            let job = waiting.removeFirst()
            condition.unlock()
            job()
        }
    }

    /// Blocks until no job runs or waits (before `shutdown` is answered; tests and benchmarks).
    func waitUntilIdle() {
        condition.lock()
        while running > 0 || !waiting.isEmpty { condition.wait() }
        condition.unlock()
    }
}
