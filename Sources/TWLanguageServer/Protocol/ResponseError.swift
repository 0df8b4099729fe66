import TWJSON
import TWResolve

/// A JSON-RPC error code: an open set, so that codes this server does not name still round-trip.
public struct ErrorCode: RawRepresentable, Hashable, Sendable, Codable {
    public var rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let parseError = ErrorCode(rawValue: -32700)
    public static let invalidRequest = ErrorCode(rawValue: -32600)
    public static let methodNotFound = ErrorCode(rawValue: -32601)
    public static let invalidParams = ErrorCode(rawValue: -32602)
    public static let internalError = ErrorCode(rawValue: -32603)
    /// LSP: a request arrived before `initialize`.
    public static let serverNotInitialized = ErrorCode(rawValue: -32002)
    /// LSP: the request failed for a reason the client can show.
    public static let requestFailed = ErrorCode(rawValue: -32803)
    /// LSP: the server cancelled the request (for a pulled diagnostic report whose document is
    /// already being changed again; `data.retriggerRequest` asks the client to pull again).
    public static let serverCancelled = ErrorCode(rawValue: -32802)
    /// LSP: the client cancelled the request.
    public static let requestCancelled = ErrorCode(rawValue: -32800)
}

/// The `error` member of a JSON-RPC response.
public struct ResponseError: Error, Hashable, Sendable, Codable {
    public var code: ErrorCode
    public var message: String
    public var data: JSON?

    public init(_ code: ErrorCode, _ message: String, data: JSON? = nil) {
        self.code = code
        self.message = message
        self.data = data
    }

    public static func invalidParams(_ message: String) -> ResponseError { ResponseError(.invalidParams, message) }
}
