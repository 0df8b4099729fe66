// libFuzzer harness: the language server's message reader: the Content-Length framer fed in two
// chunks (split where the first byte says), then JSON-RPC decoding of every body. The framer must
// never hold more than it was given, and must decode the same bodies however the input is split.
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func messageReaderFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    guard size > 0 else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
    let split = bytes.isEmpty ? 0 : Int(data[0]) % (bytes.count + 1)
    var whole = MessageFramer()
    let all = whole.feed(bytes)
    var chunked = MessageFramer()
    var bodies = chunked.feed(bytes[..<split]).bodies
    bodies += chunked.feed(bytes[split...]).bodies
    precondition(whole.pendingByteCount <= bytes.count && chunked.pendingByteCount <= bytes.count, "framer holds more than it was given")
    precondition(bodies == all.bodies || all.problems.count > 0, "a clean stream split in two gave other bodies")
    for body in all.bodies { _ = try? Message.decode(body) }
    return 0
}
