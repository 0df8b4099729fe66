import Foundation

/// Splits a byte stream into JSON-RPC message bodies framed by `Content-Length` headers.
///
/// A small state machine: it is either reading header lines or reading a body with a known
/// number of bytes left. Feed it whatever the last read returned; several messages in one chunk
/// and one message spread over many chunks (even split inside a multi-byte character, since it
/// counts bytes, never characters) both work.
public struct MessageFramer: Sendable {
    enum State: Sendable, Equatable {
        case header
        /// Reading a body of `length` UTF-8 bytes.
        case content(length: Int)
    }

    /// A header block without a usable `Content-Length`, which is skipped.
    public struct HeaderProblem: Error, Hashable, Sendable {
        public var header: String
    }

    private(set) var state: State = .header
    private var buffer: [UInt8] = []
    /// Bytes of `buffer` already consumed (compacted now and then, not per message).
    private var consumed = 0
    /// Largest body accepted, in bytes; a larger announced length is a header problem.
    public var maximumLength = 256 << 20

    public init() {}

    /// Adds bytes and returns every body completed by them, in order, plus any header problems
    /// met on the way (the framer skips such a header block and carries on).
    public mutating func feed(_ bytes: some Sequence<UInt8>) -> (bodies: [Data], problems: [HeaderProblem]) {
        buffer.append(contentsOf: bytes)
        var bodies: [Data] = [], problems: [HeaderProblem] = []
        loop: while true {
            switch state {
            case .header:
                guard let end = headerEnd() else { break loop }
                let header = String(decoding: buffer[consumed..<end], as: UTF8.self)
                consumed = end + 4
                if let length = Self.contentLength(header), length <= maximumLength {
                    state = .content(length: length)
                } else {
                    problems.append(HeaderProblem(header: header))
                }
            case .content(let length):
                guard buffer.count - consumed >= length else { break loop }
                bodies.append(Data(buffer[consumed..<(consumed + length)]))
                consumed += length
                state = .header
            }
        }
        if consumed > 0 && (consumed == buffer.count || consumed > 65_536) {
            buffer.removeFirst(consumed)
            consumed = 0
        }
        return (bodies, problems)
    }

    /// Number of buffered bytes not yet part of a complete message.
    public var pendingByteCount: Int { buffer.count - consumed }

    /// Offset of the `\r\n\r\n` that ends the header block, if it has arrived.
    private func headerEnd() -> Int? {
        var index = consumed
        while index + 3 < buffer.count {
            if buffer[index] == 0x0D, buffer[index + 1] == 0x0A, buffer[index + 2] == 0x0D, buffer[index + 3] == 0x0A {
                return index
            }
            index += 1
        }
        return nil
    }

    /// The `Content-Length` of a header block (field names are case-insensitive).
    static func contentLength(_ header: String) -> Int? {
        for line in header.split(separator: "\r\n") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
            if name == "content-length" {
                return Int(line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)).flatMap { $0 >= 0 ? $0 : nil }
            }
        }
        return nil
    }

    /// Frames a body: `Content-Length: N\r\n\r\n` (N in UTF-8 bytes) followed by the body.
    public static func frame(_ body: Data) -> Data {
        var data = Data("Content-Length: \(body.count)\r\n\r\n".utf8)
        data.append(body)
        return data
    }
}
