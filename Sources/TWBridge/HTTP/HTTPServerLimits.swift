/// The bounds ``HTTPServer`` keeps every client within, so that no client can make it hang or
/// grow without limit.
public struct HTTPServerLimits: Sendable {
    /// Bytes of a request body (1 MiB: a design request is a class string or a small JSON file;
    /// a 10 MB body is refused). A larger `Content-Length` is answered 413 before the body is read.
    public var maxBodyBytes = 1024 * 1024
    /// Bytes of the request line and header fields; more is a 431.
    public var maxHeaderBytes = 32 * 1024
    /// Seconds from a request's first byte to its last; a slower request is answered 408 and closed.
    public var requestTimeout = 10.0
    /// Seconds a kept-alive connection may sit idle between requests before it is closed.
    public var idleTimeout = 5.0
    /// Seconds to finish writing a response before the connection is dropped.
    public var writeTimeout = 10.0
    /// Open connections; the next one is answered 503 and closed.
    public var maxConnections = 1024
    /// Requests of ``HTTPServer/Lane/heavy`` computed at once (each may hold hundreds of MB for
    /// a 1 MiB class string); later ones wait their turn.
    public var heavyWorkers = 2
    /// Requests of ``HTTPServer/Lane/light`` answered at once.
    public var lightWorkers = 2

    public init() {}
}
