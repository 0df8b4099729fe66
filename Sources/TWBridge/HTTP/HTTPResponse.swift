import Foundation
import TWJSON
import TWLanguageServer
import TWResolve

/// An HTTP response: status, header fields and body. ``HTTPServer`` adds `Content-Length`,
/// `Connection` and `Date`.
public struct HTTPResponse: Sendable {
    public var status: HTTPStatus
    public var headers: [(name: String, value: String)]
    public var body: [UInt8]

    public init(status: HTTPStatus, headers: [(name: String, value: String)] = [], body: [UInt8] = []) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// A JSON body (`application/json; charset=utf-8`).
    public static func json(_ status: HTTPStatus, _ text: String) -> HTTPResponse {
        HTTPResponse(status: status, headers: [("Content-Type", "application/json; charset=utf-8")], body: Array(text.utf8))
    }

    /// The bridge's error body: `{"error": {"status": 400, "code": "malformed-json", "message": "..."}}`.
    public static func error(_ status: HTTPStatus, code: String, _ message: String) -> HTTPResponse {
        let body: JSON = ["error": ["status": .int(status.code), "code": .string(code), "message": .string(message)]]
        return HTTPResponse(status: status, headers: [("Content-Type", "application/json; charset=utf-8")], body: Array(body.serialized()))
    }

    /// The bytes on the wire: status line, fields, the framing fields, a blank line, the body.
    /// `head` answers a `HEAD` request: the same fields, no body. A field whose name is not a
    /// token or whose value holds a control character (CR, LF, NUL among them) is left out, so
    /// that no value can end the field and start another.
    func serialized(keepAlive: Bool, head: Bool = false) -> [UInt8] {
        var text = "HTTP/1.1 \(status.code) \(status.reason)\r\n"
        for (name, value) in headers where Self.isWritable(name: name, value: value) { text += "\(name): \(value)\r\n" }
        text += "Date: \(HTTPDate.imfFixdate())\r\n"
        text += "Content-Length: \(body.count)\r\n"
        text += "Connection: \(keepAlive ? "keep-alive" : "close")\r\n\r\n"
        var bytes = Array(text.utf8)
        if !head { bytes += body }
        return bytes
    }

    static func isWritable(name: String, value: String) -> Bool {
        HTTPSyntax.isToken(name) && value.utf8.allSatisfy(HTTPSyntax.isHeadByte)
    }
}
