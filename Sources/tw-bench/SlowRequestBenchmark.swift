import Foundation
import TWJSON
import TWLanguageServer
import TWResolve

// `tw-bench lsp-slow`: the real server over an in-process connection, with a
// 4 MiB `tw/parse` (1,048,576 `p-4`, the input limit) as the slow request. Five rounds each of:
// the parse alone, answered in full; the parse with a hover sent right after it (hover latency,
// and whether the hover was answered first); the parse cancelled 200 ms after it was sent
// (`$/cancelRequest` -> its -32800 answer, and -> the server idle again, which is when its work
// has stopped).

/// Records when each response arrives, after encoding it as the stdio transport does.
private final class ResponseClock: MessageSender, @unchecked Sendable {
    private let condition = NSCondition()
    private var answers: [RequestID: (at: ContinuousClock.Instant, cancelled: Bool)] = [:]

    func send(_ message: Message) {
        _ = message.encoded()
        guard case .response(let id?, let result) = message else { return }
        var cancelled = false
        if case .failure(let error) = result { cancelled = error.code == .requestCancelled }
        let now = ContinuousClock.now
        condition.lock()
        answers[id] = (now, cancelled)
        condition.broadcast()
        condition.unlock()
    }

    func wait(for id: RequestID) -> (at: ContinuousClock.Instant, cancelled: Bool) {
        condition.lock()
        defer { condition.unlock() }
        while answers[id] == nil { condition.wait() }
        return answers[id]!
    }
}

func measureSlowRequests(rounds: Int = 5) {
    let clock = ResponseClock()
    let server = LanguageServer(sender: clock)
    var nextID = 0
    func request(_ method: String, _ params: JSON) -> RequestID {
        nextID += 1
        server.receive(Message.request(id: .number(nextID), method: method, params: params).encoded())
        return .number(nextID)
    }
    func number(_ id: RequestID) -> JSON {
        if case .number(let value) = id { return .int(value) }
        fatalError("ids are numbers here")
    }
    func notify(_ method: String, _ params: JSON) {
        server.receive(Message.notification(method: method, params: params).encoded())
    }
    func ms(_ duration: Duration) -> Double { Double(duration.components.seconds) * 1e3 + Double(duration.components.attoseconds) / 1e15 }
    func median(_ values: [Double]) -> String { String(format: "%.1f ms", values.sorted()[values.count / 2]) }
    func range(_ values: [Double]) -> String { String(format: "%.1f–%.1f ms", values.min() ?? 0, values.max() ?? 0) }

    _ = clock.wait(for: request("initialize", ["processId": nil, "rootUri": nil, "capabilities": [:]]))
    notify("initialized", [:])
    let uri = "file:///tmp/SlowRequestBenchmark.swift"
    notify(
        "textDocument/didOpen",
        [
            "textDocument": [
                "uri": .string(uri), "languageId": "swift", "version": 1,
                "text": #"Text("a").tw("px-4 p-4")"#,
            ]
        ])
    server.waitUntilIdle()
    let hoverParams: JSON = ["textDocument": ["uri": .string(uri)], "position": ["line": 0, "character": 21]]
    let parseBody = Message.request(id: .number(0), method: "tw/parse", params: ["classes": .string(String(repeating: "p-4 ", count: 1 << 20))])
    let parseParams: JSON
    if case .request(_, _, let params?) = parseBody { parseParams = params } else { fatalError() }

    var alone: [Double] = [], hovers: [Double] = [], hoverFirst = 0, cancels: [Double] = [], idle: [Double] = []
    for _ in 0..<rounds {
        let sent = ContinuousClock.now
        _ = clock.wait(for: request("tw/parse", parseParams))
        alone.append(ms(ContinuousClock.now - sent))
        server.waitUntilIdle()

        let parse = request("tw/parse", parseParams)
        let hoverSent = ContinuousClock.now
        let hover = clock.wait(for: request("textDocument/hover", hoverParams))
        hovers.append(ms(hover.at - hoverSent))
        if hover.at < clock.wait(for: parse).at { hoverFirst += 1 }
        server.waitUntilIdle()

        let slow = request("tw/parse", parseParams)
        Thread.sleep(forTimeInterval: 0.2)
        let cancelSent = ContinuousClock.now
        notify("$/cancelRequest", ["id": number(slow)])
        let answer = clock.wait(for: slow)
        precondition(answer.cancelled, "the cancelled tw/parse was answered in full")
        cancels.append(ms(answer.at - cancelSent))
        server.waitUntilIdle()
        idle.append(ms(ContinuousClock.now - cancelSent))
    }
    print("4 MiB tw/parse alone, answered in full: median \(median(alone)) (\(range(alone)))")
    print("hover sent right after it: median \(median(hovers)) (\(range(hovers))); answered before the parse in \(hoverFirst) of \(rounds) rounds")
    print(
        "$/cancelRequest 200 ms into it -> RequestCancelled: median \(median(cancels)) (\(range(cancels))); -> server idle (work stopped): median \(median(idle)) (\(range(idle)))"
    )
}
