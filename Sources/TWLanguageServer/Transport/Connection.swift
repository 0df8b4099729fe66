import Foundation

/// Where the server's outgoing messages go. Implementations must be safe to call from any
/// thread and must keep the order of calls.
public protocol MessageSender: AnyObject, Sendable {
    func send(_ message: Message)
}

/// What reads incoming message bodies and hands them to the server.
public protocol MessageReceiver: AnyObject, Sendable {
    /// One complete message body (UTF-8 JSON, without its header).
    func receive(_ body: Data)
    /// The input stream ended.
    func endOfInput()
}
