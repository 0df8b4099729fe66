import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// JSON-RPC over a pair of file descriptors (standard input and output for `tw lsp`): a read loop
/// on its own thread feeds a ``MessageFramer`` and hands bodies to the receiver; sends are framed
/// and written under a lock, whole message at a time.
///
/// Threading: `framer` is touched only by the read thread; `output` writes only under `lock`.
public final class FileDescriptorTransport: MessageSender, @unchecked Sendable {
    private let input: Int32
    private let output: Int32
    private let lock = NSLock()
    private let log: @Sendable (String) -> Void

    /// - Parameters:
    ///   - input: the descriptor messages are read from.
    ///   - output: the descriptor framed messages are written to.
    ///   - log: where framing problems are reported (standard error for `tw lsp`).
    public init(input: Int32, output: Int32, log: @escaping @Sendable (String) -> Void) {
        self.input = input
        self.output = output
        self.log = log
    }

    /// Makes file descriptor 1 point at standard error, and returns a duplicate of the original
    /// standard output for the connection, so that a stray `print` cannot corrupt the stream.
    package static func takeOverStandardOutput() -> Int32 {
        let connection = dup(1)
        dup2(2, 1)
        return connection
    }

    /// Starts the read loop on a new thread; it ends at end of input (after telling `receiver`).
    public func start(receiver: MessageReceiver) {
        let thread = Thread { [self] in self.readLoop(receiver) }
        thread.name = "tw-lsp-reader"
        thread.start()
    }

    func readLoop(_ receiver: MessageReceiver) {
        var framer = MessageFramer()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { break }
            let (bodies, problems) = framer.feed(buffer[0..<count])
            for problem in problems {
                // JSON-RPC's answer to a message that cannot be read: -32700 with a null id, once
                // per bad frame; reading goes on at the next valid header.
                log("tw lsp: skipped a bad frame (no valid Content-Length header or a wrong length): \(problem.header.debugDescription)")
                send(.response(id: nil, result: .failure(ResponseError(.parseError, Self.badFrameMessage))))
            }
            for body in bodies { receiver.receive(body) }
        }
        receiver.endOfInput()
    }

    /// The message of the -32700 error answered for a bad frame.
    static let badFrameMessage = "skipped a message whose framing is invalid (a missing or wrong Content-Length header, or header lines not ending in CR LF)"

    public func send(_ message: Message) {
        let data = MessageFramer.frame(message.encoded())
        lock.lock()
        defer { lock.unlock() }
        data.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let written = write(output, raw.baseAddress! + offset, raw.count - offset)
                if written < 0 && errno == EINTR { continue }
                if written <= 0 { return }
                offset += written
            }
        }
    }
}
