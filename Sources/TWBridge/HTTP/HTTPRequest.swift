import Foundation

/// One HTTP/1.1 request as ``HTTPServer`` received it: the request line, the header fields and the
/// body (exactly `Content-Length` bytes).
public struct HTTPRequest: Sendable {
    /// `GET`, `POST`, ... as sent (methods are case-sensitive, RFC 9110 §9.1).
    public var method: String
    /// The path of the request target, without the query: `/resolve`.
    public var path: String
    /// The query of the request target without `?`, or nil.
    public var query: String?
    /// `HTTP/1.1` or `HTTP/1.0`.
    public var version: String
    /// The host and port of an absolute-form target (`http://127.0.0.1:7447/health`), or nil.
    public var authority: String?
    /// Header fields in order, names lowercased.
    public var headers: [(name: String, value: String)]
    public var body: [UInt8]

    public init(
        method: String, path: String, query: String? = nil, version: String = "HTTP/1.1", authority: String? = nil,
        headers: [(name: String, value: String)] = [], body: [UInt8] = []
    ) {
        self.method = method
        self.path = path
        self.query = query
        self.version = version
        self.authority = authority
        self.headers = headers
        self.body = body
    }

    /// The value of the first field named `name` (case-insensitive).
    public func header(_ name: String) -> String? {
        let lowered = name.lowercased()
        return headers.first { $0.name == lowered }?.value
    }

    /// The host the request is for: an absolute-form target's authority, which a server uses
    /// instead of the `Host` field (RFC 9112 §3.2.2), or else the `Host` field (RFC 9110 §7.2).
    public var host: String? { authority ?? header("host") }

    /// Whether the connection stays open after the response (RFC 9112 §9.3): HTTP/1.1 unless
    /// `Connection: close`, HTTP/1.0 only with `Connection: keep-alive`.
    public var keepsAlive: Bool {
        let tokens = (header("connection") ?? "").lowercased().split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        if version == "HTTP/1.0" { return tokens.contains("keep-alive") }
        return !tokens.contains("close")
    }
}
