import TWSyntax

/// Writes ``ParseJSON``'s document straight into UTF-8 bytes, token by token, without building
/// Foundation objects first: the cost per token is a few appends, so 262,144 tokens (1 MB of
/// `p-4 `) take a fraction of a second; Foundation objects would take 20 s and 1.3 GB.
///
/// Keys are written in sorted order and strings escaped as `JSONEncoder` and `JSONSerialization`
/// do with `.sortedKeys` and `.withoutEscapingSlashes`, so the bytes equal those of
/// ``ParseDocumentV1`` encoded that way. Output is handed to `flush` in chunks of about `chunkSize` bytes.
struct ParseJSONWriter {
    private var bytes: [UInt8] = []
    private let chunkSize: Int
    private let flush: ([UInt8]) -> Void

    init(chunkSize: Int = 1 << 16, flush: @escaping ([UInt8]) -> Void) {
        self.chunkSize = chunkSize
        self.flush = flush
        bytes.reserveCapacity(chunkSize + 1024)
    }

    mutating func write(_ list: ClassList, _ diagnostics: [Diagnostic]) {
        // A cancelled request's document is thrown away (``Cancellation``): stop writing it.
        var cancellation = CancellationCheck()
        raw(#"{"diagnostics":["#)
        for (index, diagnostic) in diagnostics.enumerated() {
            if cancellation.shouldStop() { break }
            if index > 0 { raw(",") }
            raw(#"{"code":"#); string(diagnostic.code.rawValue)
            raw(#","fix":"#)
            if let fix = diagnostic.fix {
                raw(#"{"range":"#); range(fix.range); raw(#","replacement":"#); string(fix.replacement); raw("}")
            } else {
                raw("null")
            }
            raw(#","message":"#); string(diagnostic.message)
            raw(#","range":"#); range(diagnostic.range)
            raw(#","rule":"#); string(diagnostic.rule)
            raw(#","severity":"#); string(diagnostic.severity.rawValue)
            raw("}")
            flushIfFull()
        }
        raw(#"],"tokens":["#)
        for (index, token) in list.tokens.enumerated() {
            if cancellation.shouldStop() { break }
            if index > 0 { raw(",") }
            self.token(token, in: list)
            flushIfFull()
        }
        raw("]}")
        if !bytes.isEmpty { flush(bytes) }
        bytes.removeAll()
    }

    private mutating func token(_ token: ClassToken, in list: ClassList) {
        raw(#"{"dynamic":"#); raw(token.isDynamic ? "true" : "false")
        raw(#","range":"#); range(token.range)
        raw(#","root":"#); string(list.root(of: token))
        raw(#","text":"#); string(list.text(of: token))
        raw(#","value":"#)
        switch token.value {
        case .none:
            raw(#"{"decoded":null,"hint":null,"kind":"none","raw":null}"#)
        case .named(let r):
            let text = list.text(r)
            raw(#"{"decoded":"#); string(text); raw(#","hint":null,"kind":"named","raw":"#); string(text); raw("}")
        case .arbitrary(let value):
            let r = value.hint == nil ? value.bodyRange : value.valueRange
            raw(#"{"decoded":"#); string(list.decodedText(r))
            raw(#","hint":"#)
            if let hint = value.hint { string(hint.rawValue) } else { raw("null") }
            raw(#","kind":"arbitrary","raw":"#); string(list.text(r)); raw("}")
        }
        raw(#","variants":["#)
        for (index, variant) in token.variants.enumerated() {
            if index > 0 { raw(",") }
            raw(#"{"group":"#)
            if variant.isGroup { string(variant.groupName ?? "") } else { raw("null") }
            raw(#","name":"#); string(variant.state.name)
            raw(#","range":"#); range(variant.range)
            raw("}")
        }
        raw("]}")
    }

    private mutating func flushIfFull() {
        guard bytes.count >= chunkSize else { return }
        flush(bytes)
        bytes.removeAll(keepingCapacity: true)
    }

    private mutating func raw(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    private mutating func range(_ r: ByteRange) {
        raw(#"{"end":"#); number(r.end); raw(#","start":"#); number(r.start); raw("}")
    }

    private mutating func number(_ value: Int) {
        bytes.append(contentsOf: String(value).utf8)
    }

    /// A JSON string: `"` and `\` escaped, the short escapes for BS, FF, LF, CR and TAB, other
    /// control characters as `\u00xx`; everything else (slashes, non-ASCII) as is.
    private mutating func string(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): bytes.append(UInt8(ascii: "\\")); bytes.append(byte)
            case UInt8(ascii: "\\"): bytes.append(UInt8(ascii: "\\")); bytes.append(byte)
            case 0x08: raw(#"\b"#)
            case 0x0C: raw(#"\f"#)
            case 0x0A: raw(#"\n"#)
            case 0x0D: raw(#"\r"#)
            case 0x09: raw(#"\t"#)
            case 0x00..<0x20:
                raw(#"\u00"#)
                let hex = Array("0123456789abcdef".utf8)
                bytes.append(hex[Int(byte >> 4)])
                bytes.append(hex[Int(byte & 0x0F)])
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }
}
