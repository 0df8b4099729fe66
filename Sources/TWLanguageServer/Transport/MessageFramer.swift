import Foundation

/// Splits a byte stream into JSON-RPC message bodies framed by `Content-Length` headers, and
/// resynchronises after a bad frame.
///
/// A small state machine: it is either reading header lines, reading a body with a known number
/// of bytes left, or skipping bytes after a bad frame. Feed it whatever the last read returned;
/// several messages in one chunk and one message spread over many chunks (even split inside a
/// multi-byte character, since it counts bytes, never characters) both work.
///
/// A bad frame (a header line that is not `Name: value` ending in CR LF, an LF-only header, a
/// body without a header, a missing, malformed or too large `Content-Length`, or a body longer
/// than announced) is reported once as a ``HeaderProblem``; the framer then skips to the next
/// valid `Content-Length` header. A body shorter than announced is found when
/// the next header appears inside it: its bytes are dropped and reported the same way. A body
/// longer than announced is delivered cut short (the receiver answers that it is not JSON), and
/// the rest is skipped without a second report.
public struct MessageFramer: Sendable {
    enum State: Sendable, Equatable {
        case header
        /// Reading a body of `length` UTF-8 bytes.
        case content(length: Int)
        /// Skipping bytes after a bad frame, up to the next valid header.
        case skipping
    }

    /// A bad frame, which is skipped. `header` is the start of the skipped bytes, for the log.
    public struct HeaderProblem: Error, Hashable, Sendable {
        public var header: String
    }

    private(set) var state: State = .header
    private var buffer: [UInt8] = []
    /// Bytes of `buffer` already consumed (compacted now and then, not per message).
    private var consumed = 0
    /// Where the search for a header inside an announced body goes on (bytes before it were searched).
    private var bodyScan = 0
    /// True when the last body delivered was cut short (see ``looksCut(_:)``): its receiver
    /// already answers for the bad frame, so the bytes after it are skipped without a report.
    private var lastBodyWasCut = false
    /// Largest body accepted, in bytes; a larger announced length is a bad frame.
    public var maximumLength = 256 << 20
    /// Largest header block accepted, in bytes.
    static let maximumHeaderLength = 8_192

    public init() {}

    /// Adds bytes and returns every body completed by them, in order, plus the bad frames met on
    /// the way (each reported once; the framer skips them and carries on).
    public mutating func feed(_ bytes: some Sequence<UInt8>) -> (bodies: [Data], problems: [HeaderProblem]) {
        buffer.append(contentsOf: bytes)
        var bodies: [Data] = [], problems: [HeaderProblem] = []
        loop: while true {
            switch state {
            case .header:
                switch HeaderParser.parse(buffer, from: consumed, maximumLength: maximumLength) {
                case .incomplete:
                    break loop
                case .valid(let length, let end):
                    lastBodyWasCut = false
                    consumed = end
                    bodyScan = end
                    state = .content(length: length)
                case .invalid:
                    if !lastBodyWasCut { problems.append(HeaderProblem(header: preview(from: consumed))) }
                    lastBodyWasCut = false
                    consumed += 1
                    state = .skipping
                }
            case .content(let length):
                let search = nextHeader(from: max(bodyScan, consumed), before: consumed + length)
                if let header = search.found {
                    // The announced length runs into the next message: this body is bad.
                    problems.append(HeaderProblem(header: preview(from: consumed)))
                    consumed = header
                    state = .header
                    continue
                }
                // Wait while the body is incomplete, or while a header that starts inside it has
                // not fully arrived (a JSON body cannot end in the start of a header, so a good
                // body never waits here). Bytes before that header were searched.
                guard buffer.count - consumed >= length, search.pending == nil else {
                    bodyScan = search.pending ?? max(consumed, buffer.count - Self.headerNameLength)
                    break loop
                }
                let body = Data(buffer[consumed..<(consumed + length)])
                bodies.append(body)
                consumed += length
                state = .header
                lastBodyWasCut = Self.looksCut(body)
            case .skipping:
                let search = nextHeader(from: consumed, before: buffer.count)
                if let header = search.found {
                    consumed = header
                    state = .header
                    continue
                }
                // Keep what may be the start of a header split across reads.
                consumed = search.pending ?? max(consumed, buffer.count - Self.headerNameLength)
                break loop
            }
        }
        if consumed > 0 && (consumed == buffer.count || consumed > 65_536) {
            buffer.removeFirst(consumed)
            if case .content = state { bodyScan -= consumed }
            consumed = 0
            bodyScan = max(bodyScan, 0)
        }
        return (bodies, problems)
    }

    /// Number of buffered bytes not yet part of a complete message.
    public var pendingByteCount: Int { buffer.count - consumed }

    /// `content-length` in bytes.
    private static let headerNameLength = 14

    /// The offset of the first valid header block that starts in `start..<limit` and has fully
    /// arrived, or else of the first one that may still become valid. Each call searches only
    /// bytes not searched before (see `bodyScan`), so a body costs one pass.
    private func nextHeader(from start: Int, before limit: Int) -> (found: Int?, pending: Int?) {
        var index = start
        var pending: Int?
        let end = min(limit, buffer.count)
        while index < end {
            guard let found = HeaderParser.findName(buffer, from: index, before: end) else { break }
            switch HeaderParser.parse(buffer, from: found, maximumLength: maximumLength) {
            case .valid: return (found, nil)
            case .incomplete: if pending == nil { pending = found }
            case .invalid: break
            }
            index = found + 1
        }
        return (nil, pending)
    }

    /// True for a body that does not end in `}`: one whose announced length was too short. Its
    /// receiver answers -32700, so the rest of it is skipped silently.
    private static func looksCut(_ body: Data) -> Bool {
        guard let last = body.last(where: { $0 != 0x20 && $0 != 0x0A && $0 != 0x0D && $0 != 0x09 }) else { return false }
        return last != UInt8(ascii: "}")
    }

    private func preview(from start: Int) -> String {
        String(decoding: buffer[start..<min(buffer.count, start + 80)], as: UTF8.self)
    }

    /// Frames a body: `Content-Length: N\r\n\r\n` (N in UTF-8 bytes) followed by the body.
    public static func frame(_ body: Data) -> Data {
        var data = Data("Content-Length: \(body.count)\r\n\r\n".utf8)
        data.append(body)
        return data
    }
}
