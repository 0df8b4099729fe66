import Foundation

/// The request line and header fields of a request whose body may still be arriving, read by
/// ``HTTPRequestHead/parse(_:maxHeaderBytes:maxBodyBytes:)`` (RFC 9112 §2-§6).
struct HTTPRequestHead: Sendable {
    var method: String
    var path: String
    var query: String?
    var version: String
    /// The host and port of an absolute-form target (`GET http://127.0.0.1:7447/health`), which
    /// stands for the `Host` field (RFC 9112 §3.2.2); nil for an origin-form target (`/health`).
    var authority: String?
    var headers: [(name: String, value: String)]
    /// Bytes of the request line and fields, the blank line included.
    var headerLength: Int
    /// `Content-Length`, 0 when absent.
    var bodyLength: Int
    /// `Expect: 100-continue`: the client waits for an interim response before sending the body.
    var expectsContinue: Bool

    /// What ``parse(_:maxHeaderBytes:maxBodyBytes:)`` found.
    enum Outcome {
        /// The blank line that ends the fields has not arrived yet.
        case incomplete
        case head(HTTPRequestHead)
        /// The request cannot be served; answer `status` with `message` and close.
        case failure(HTTPStatus, code: String, message: String)
    }

    /// Reads the head at the start of `buffer`. Header bytes beyond `maxHeaderBytes` are a 431,
    /// a declared body beyond `maxBodyBytes` a 413 (answered before the body is read).
    ///
    /// Lines end with CRLF. A bare LF, a bare CR, NUL or another control byte in what has arrived
    /// is a 400 at once, before the blank line: such a head can never become valid, and a value
    /// holding a line break must never reach a response (RFC 9112 §2.2, RFC 9110 §5.5). A field
    /// value is never quoted back in a message.
    static func parse(_ buffer: [UInt8], maxHeaderBytes: Int, maxBodyBytes: Int) -> Outcome {
        let end: Int
        switch scanHead(buffer, limit: maxHeaderBytes) {
        case .blankLine(let offset):
            end = offset
        case .incomplete:
            // Only once every byte the blank line may end at has arrived, so that the answer
            // never depends on how the head was cut into reads.
            if buffer.count >= maxHeaderBytes + 4 {
                return .failure(.headerFieldsTooLarge, code: "header-too-large", message: "the request line and header fields exceed \(maxHeaderBytes) bytes")
            }
            return .incomplete
        case .invalid(let offset, let what):
            return .failure(
                .badRequest, code: "malformed-request",
                message: "\(what) at byte \(offset) of the request head; lines end with CRLF and hold no control characters (RFC 9112 §2.2)")
        }
        // Field values are ISO-8859-1 at most; UTF-8 decoding with replacement keeps any byte readable.
        let text = String(decoding: buffer[..<end], as: UTF8.self)
        var lines = text.components(separatedBy: "\r\n")
        // RFC 9112 §2.2: ignore empty lines before the request line.
        while lines.first == "" { lines.removeFirst() }
        guard let requestLine = lines.first else {
            return .failure(.badRequest, code: "malformed-request", message: "missing request line")
        }
        let parts = requestLine.split(separator: " ", omittingEmptySubsequences: false)
        guard parts.count == 3, HTTPSyntax.isToken(parts[0]) else {
            return .failure(.badRequest, code: "malformed-request", message: "malformed request line \(quoted(requestLine))")
        }
        let version = String(parts[2])
        guard version == "HTTP/1.1" || version == "HTTP/1.0" else {
            if version.hasPrefix("HTTP/") {
                return .failure(.versionNotSupported, code: "version-not-supported", message: "\(version) is not supported; use HTTP/1.1")
            }
            return .failure(.badRequest, code: "malformed-request", message: "malformed request line \(quoted(requestLine))")
        }
        guard let target = RequestTarget(parts[1]) else {
            return .failure(
                .badRequest, code: "malformed-request", message: "malformed request target \(quoted(String(parts[1]))); expected /path or http://host/path")
        }
        var headers: [(name: String, value: String)] = []
        for line in lines.dropFirst() where !line.isEmpty {
            guard let colon = line.firstIndex(of: ":"), HTTPSyntax.isToken(line[..<colon]) else {
                return .failure(
                    .badRequest, code: "malformed-request",
                    message: "malformed header field line \(headers.count + 1); expected NAME: VALUE with a token for NAME")
            }
            headers.append((line[..<colon].lowercased(), line[line.index(after: colon)...].trimmingCharacters(in: [" ", "\t"])))
        }
        // RFC 9112 §3.2: exactly one Host in HTTP/1.1, at most one in HTTP/1.0 (as nginx and Go).
        let hosts = headers.filter { $0.name == "host" }.count
        if hosts > 1 {
            return .failure(.badRequest, code: "malformed-request", message: "the request has \(hosts) Host fields; send one")
        }
        if hosts == 0 && version == "HTTP/1.1" {
            return .failure(.badRequest, code: "malformed-request", message: "an HTTP/1.1 request needs a Host field (RFC 9112 §3.2)")
        }
        if headers.contains(where: { $0.name == "transfer-encoding" }) {
            return .failure(.lengthRequired, code: "length-required", message: "send the body with Content-Length (Transfer-Encoding is not supported)")
        }
        let lengths = Set(headers.filter { $0.name == "content-length" }.map(\.value))
        var bodyLength = 0
        if let declared = lengths.first {
            guard lengths.count == 1, !declared.isEmpty, declared.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(declared) else {
                return .failure(.badRequest, code: "malformed-request", message: "invalid Content-Length; expected one decimal number")
            }
            bodyLength = value
        }
        if bodyLength > maxBodyBytes {
            return .failure(.contentTooLarge, code: "body-too-large", message: "the body is \(bodyLength) bytes; the limit is \(maxBodyBytes)")
        }
        let head = HTTPRequestHead(
            method: String(parts[0]),
            path: target.path,
            query: target.query,
            version: version,
            authority: target.authority,
            headers: headers,
            headerLength: end + 4,
            bodyLength: bodyLength,
            expectsContinue: headers.contains { $0.name == "expect" && $0.value.lowercased() == "100-continue" }
        )
        return .head(head)
    }

    /// What ``scanHead(_:limit:)`` found in the bytes that have arrived.
    enum Scan: Equatable {
        /// The offset of the `\r\n\r\n` that ends the fields.
        case blankLine(Int)
        case incomplete
        /// A byte that no valid head holds, at `offset`.
        case invalid(offset: Int, what: String)
    }

    /// Looks at most `limit` + 4 bytes for the blank line, refusing a bare CR or LF and control
    /// bytes on the way.
    static func scanHead(_ buffer: [UInt8], limit: Int) -> Scan {
        let count = min(buffer.count, limit + 4)
        var index = 0
        while index < count {
            let byte = buffer[index]
            switch byte {
            case 13:
                // The LF may not have arrived yet, or lie past the bytes a head may have.
                guard index + 1 < count else { return .incomplete }
                guard buffer[index + 1] == 10 else { return .invalid(offset: index, what: "a CR without LF") }
                if index >= 2, buffer[index - 2] == 13, buffer[index - 1] == 10 { return .blankLine(index - 2) }
                index += 2
                continue
            case 10:
                return .invalid(offset: index, what: "an LF without CR")
            case 0:
                return .invalid(offset: index, what: "a NUL byte")
            default:
                guard HTTPSyntax.isHeadByte(byte) else { return .invalid(offset: index, what: "the control character 0x\(String(byte, radix: 16))") }
            }
            index += 1
        }
        return .incomplete
    }

    /// The fields of the complete, well-formed lines at the start of `buffer` (at most `limit`
    /// bytes), for a request that is refused before its head is read: the server's own error
    /// answers carry the CORS fields of its `Origin`.
    static func leadingFields(_ buffer: [UInt8], limit: Int) -> [(name: String, value: String)] {
        var fields: [(name: String, value: String)] = []
        var start = 0
        var isRequestLine = true
        let count = min(buffer.count, limit)
        var index = 0
        while index + 1 < count {
            guard buffer[index] == 13, buffer[index + 1] == 10 else {
                guard HTTPSyntax.isHeadByte(buffer[index]) else { return fields }
                index += 1
                continue
            }
            let line = buffer[start..<index]
            if line.isEmpty && !isRequestLine { return fields }
            if !isRequestLine, let colon = line.firstIndex(of: UInt8(ascii: ":")), HTTPSyntax.isToken(String(decoding: line[..<colon], as: UTF8.self)) {
                let value = String(decoding: line[(colon + 1)...], as: UTF8.self).trimmingCharacters(in: [" ", "\t"])
                fields.append((String(decoding: line[..<colon], as: UTF8.self).lowercased(), value))
            }
            if !line.isEmpty { isRequestLine = false }
            index += 2
            start = index
        }
        return fields
    }

    private static func quoted(_ text: String) -> String {
        "'" + (text.count > 80 ? text.prefix(80) + "…" : text) + "'"
    }

    func request(body: [UInt8]) -> HTTPRequest {
        HTTPRequest(method: method, path: path, query: query, version: version, authority: authority, headers: headers, body: body)
    }
}
