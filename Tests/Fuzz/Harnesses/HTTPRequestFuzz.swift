// libFuzzer harness: the bridge's HTTP request parser (HTTPRequestHead.parse) on arbitrary bytes,
// whole and cut in two where the first byte says. What it accepts must hold no control byte
// outside its CRLF line ends, at most one Host (one in HTTP/1.1), token field names and values
// without CR, LF or NUL, and a head length within the buffer; a cut that already decides (a head
// or a refusal) must decide as the whole does, so the answer never depends on how reads fall.
// The fields it reads from a refused request, for the CORS fields of the error, must be clean too.
@_cdecl("LLVMFuzzerTestOneInput")
public func httpRequestFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    guard size > 0 else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
    let cut = bytes.isEmpty ? 0 : Int(data[0]) % (bytes.count + 1)
    let maxHeaderBytes = 1024
    let maxBodyBytes = 4096
    let whole = HTTPRequestHead.parse(bytes, maxHeaderBytes: maxHeaderBytes, maxBodyBytes: maxBodyBytes)
    if case .head(let head) = whole { check(head, bytes, maxBodyBytes: maxBodyBytes) }
    switch (HTTPRequestHead.parse(Array(bytes[..<cut]), maxHeaderBytes: maxHeaderBytes, maxBodyBytes: maxBodyBytes), whole) {
    case (.incomplete, _):
        break
    case (.head(let part), .head(let all)):
        precondition(part.headerLength == all.headerLength && part.path == all.path && part.bodyLength == all.bodyLength, "a cut read another head")
    case (.failure(let part, _, _), .failure(let all, _, _)):
        precondition(part == all, "a cut was refused with \(part.code), the whole with \(all.code)")
    default:
        preconditionFailure("a cut decided otherwise than the whole")
    }
    for (name, value) in HTTPRequestHead.leadingFields(bytes, limit: maxHeaderBytes) {
        precondition(HTTPSyntax.isToken(name) && value.utf8.allSatisfy(HTTPSyntax.isHeadByte), "a dirty field for the CORS fields")
    }
    return 0
}

private func check(_ head: HTTPRequestHead, _ bytes: [UInt8], maxBodyBytes: Int) {
    precondition(head.headerLength <= bytes.count, "the head is longer than the input")
    precondition(head.bodyLength >= 0 && head.bodyLength <= maxBodyBytes, "a body over the limit was accepted")
    let text = bytes[..<head.headerLength]
    for (index, byte) in text.enumerated() {
        switch byte {
        case 13: precondition(index + 1 < text.count && text[text.startIndex + index + 1] == 10, "a bare CR was accepted")
        case 10: precondition(index > 0 && text[text.startIndex + index - 1] == 13, "a bare LF was accepted")
        default: precondition(HTTPSyntax.isHeadByte(byte), "a control byte was accepted")
        }
    }
    let hosts = head.headers.filter { $0.name == "host" }.count
    precondition(hosts <= 1 && (head.version != "HTTP/1.1" || hosts == 1), "\(hosts) Host fields were accepted")
    for (name, value) in head.headers {
        precondition(HTTPSyntax.isToken(name), "a field name that is not a token")
        precondition(!value.utf8.contains { $0 == 13 || $0 == 10 || $0 == 0 }, "a field value with CR, LF or NUL")
    }
    precondition(head.path == "*" || head.path.hasPrefix("/"), "a path that is neither * nor /…")
}
