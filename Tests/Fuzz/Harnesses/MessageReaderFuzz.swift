// libFuzzer harness: the language server's message reader: the Content-Length framer fed in two
// chunks (split where the first byte says), then JSON-RPC decoding of every body. The framer must
// never hold more than it was given, and must decode the same bodies however the input is split.
// Each message's params are then decoded as the server's param types from the value
// (`JSON.decode`, JSONValueDecoder), which must agree with Foundation's JSONDecoder on the value's
// text: equal values, or errors of the same case, coding path and description.
import Foundation
import TWJSON
import TWResolve

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
    for body in all.bodies {
        switch try? Message.decode(body) {
        case .request(_, _, let params?)?, .notification(_, let params?)?: checkParams(params)
        default: break
        }
    }
    return 0
}

private let textEncoder: JSONEncoder = {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return encoder
}()

private func checkParams(_ params: JSON) {
    guard let text = try? textEncoder.encode(params) else { return }
    agree(DidOpenTextDocumentParams.self, params, text)
    agree(DidChangeTextDocumentParams.self, params, text)
    agree(TextDocumentPositionParams.self, params, text)
    agree(CompletionItem.self, params, text)
    agree(CodeActionParams.self, params, text)
    agree(ColorPresentationParams.self, params, text)
    agree(ResponseError.self, params, text)
    agree(JSON.self, params, text)
}

private func agree<T: Decodable & Equatable>(_ type: T.Type, _ value: JSON, _ text: Data) {
    let direct = Result { try value.decode(T.self) }
    let viaText = Result { try JSONDecoder().decode(T.self, from: text) }
    switch (direct, viaText) {
    case (.success(let left), .success(let right)):
        precondition(left == right, "\(T.self): the value decoded differently from its text")
    case (.failure(let left), .failure(let right)):
        precondition(summary(left) == summary(right), "\(T.self): \(summary(left)) against Foundation's \(summary(right))")
    default:
        preconditionFailure("\(T.self): one decoder failed, the other did not: \(direct) against \(viaText)")
    }
}

private func summary(_ error: any Error) -> String {
    func context(_ context: DecodingError.Context) -> String {
        context.codingPath.map { "\($0.stringValue)|\($0.intValue ?? -1)" }.joined(separator: "/") + ": " + context.debugDescription
    }
    switch error {
    case DecodingError.typeMismatch(let type, let details): return "typeMismatch \(type) \(context(details))"
    case DecodingError.valueNotFound(let type, let details): return "valueNotFound \(type) \(context(details))"
    case DecodingError.keyNotFound(let key, let details): return "keyNotFound \(key.stringValue) \(context(details))"
    case DecodingError.dataCorrupted(let details): return "dataCorrupted \(context(details))"
    default: return "\(type(of: error))"
    }
}
