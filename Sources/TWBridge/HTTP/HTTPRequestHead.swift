import Foundation

/// The request line and header fields of a request whose body may still be arriving, read by
/// ``HTTPRequestHead/parse(_:maxHeaderBytes:maxBodyBytes:)`` (RFC 9112 §2-§6).
struct HTTPRequestHead: Sendable {
    var method: String
    var path: String
    var query: String?
    var version: String
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
    static func parse(_ buffer: [UInt8], maxHeaderBytes: Int, maxBodyBytes: Int) -> Outcome {
        guard let end = blankLine(in: buffer, limit: maxHeaderBytes) else {
            if buffer.count > maxHeaderBytes {
                return .failure(.headerFieldsTooLarge, code: "header-too-large", message: "the request line and header fields exceed \(maxHeaderBytes) bytes")
            }
            return .incomplete
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
        guard parts.count == 3, !parts[0].isEmpty, parts[0].allSatisfy({ $0.isLetter && $0.isASCII }), parts[1].hasPrefix("/") || parts[1] == "*" else {
            return .failure(.badRequest, code: "malformed-request", message: "malformed request line \(quoted(requestLine))")
        }
        let version = String(parts[2])
        guard version == "HTTP/1.1" || version == "HTTP/1.0" else {
            if version.hasPrefix("HTTP/") { return .failure(.versionNotSupported, code: "version-not-supported", message: "\(version) is not supported; use HTTP/1.1") }
            return .failure(.badRequest, code: "malformed-request", message: "malformed request line \(quoted(requestLine))")
        }
        var headers: [(name: String, value: String)] = []
        for line in lines.dropFirst() where !line.isEmpty {
            guard let colon = line.firstIndex(of: ":"), colon != line.startIndex,
                  !line[..<colon].contains(where: { $0 == " " || $0 == "\t" }) else {
                return .failure(.badRequest, code: "malformed-request", message: "malformed header field \(quoted(line))")
            }
            headers.append((line[..<colon].lowercased(), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)))
        }
        if headers.contains(where: { $0.name == "transfer-encoding" }) {
            return .failure(.lengthRequired, code: "length-required", message: "send the body with Content-Length (Transfer-Encoding is not supported)")
        }
        let lengths = Set(headers.filter { $0.name == "content-length" }.map(\.value))
        var bodyLength = 0
        if let declared = lengths.first {
            guard lengths.count == 1, !declared.isEmpty, declared.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(declared) else {
                return .failure(.badRequest, code: "malformed-request", message: "invalid Content-Length \(quoted(declared))")
            }
            bodyLength = value
        }
        if bodyLength > maxBodyBytes {
            return .failure(.contentTooLarge, code: "body-too-large", message: "the body is \(bodyLength) bytes; the limit is \(maxBodyBytes)")
        }
        let target = parts[1]
        let question = target.firstIndex(of: "?")
        let head = HTTPRequestHead(
            method: String(parts[0]),
            path: String(target[..<(question ?? target.endIndex)]),
            query: question.map { String(target[target.index(after: $0)...]) },
            version: version,
            headers: headers,
            headerLength: end + 4,
            bodyLength: bodyLength,
            expectsContinue: headers.contains { $0.name == "expect" && $0.value.lowercased() == "100-continue" }
        )
        return .head(head)
    }

    /// The offset of the `\r\n\r\n` that ends the fields, searching at most `limit` + 4 bytes.
    static func blankLine(in buffer: [UInt8], limit: Int) -> Int? {
        let count = min(buffer.count, limit + 4)
        guard count >= 4 else { return nil }
        var index = 0
        while index + 3 < count {
            if buffer[index] == 13, buffer[index + 1] == 10, buffer[index + 2] == 13, buffer[index + 3] == 10 { return index }
            index += 1
        }
        return nil
    }

    private static func quoted(_ text: String) -> String {
        "'" + (text.count > 80 ? text.prefix(80) + "…" : text) + "'"
    }

    func request(body: [UInt8]) -> HTTPRequest {
        HTTPRequest(method: method, path: path, query: query, version: version, headers: headers, body: body)
    }
}
