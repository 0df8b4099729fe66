import Foundation
import TWJSON
import TWLanguageServer
import TWResolve

// `tw-bench lsp`: a 5,000-line SwiftUI file open in the real server over an
// in-process connection; 1,000 single-character edits inside class strings, each timed from
// handing the `didChange` body to the server until the `publishDiagnostics` of that version has
// been encoded for the wire; then edits up to 10,000 in all, and resident memory (VmRSS) after
// the first edit and after the last. Edits alternate between inserting `x` into a class and
// deleting it again, so the document and its findings stay the same size.
//
// Burst mode: 200 of the same edits handed over back to back without waiting
// (as VS Code sends keystrokes, no debounce), timed from the last `didChange` until the
// `publishDiagnostics` of the last version; also how many versions were linted on the way.

/// Receives the server's messages: encodes each (as the stdio transport does) and signals the
/// `publishDiagnostics` of the version being waited for.
private final class BenchConnection: MessageSender, @unchecked Sendable {
    private let lock = NSLock()
    private var waitingFor = -1
    private var arrived: ContinuousClock.Instant?
    private(set) var diagnosticCount = 0
    /// Every `publishDiagnostics` since ``expect(version:)``.
    private(set) var publishedSinceExpect = 0
    private let signal = DispatchSemaphore(value: 0)

    func expect(version: Int) {
        lock.withLock {
            waitingFor = version; arrived = nil; publishedSinceExpect = 0
        }
    }

    var published: Int { lock.withLock { publishedSinceExpect } }

    func send(_ message: Message) {
        let encoded = message.encoded()
        guard case .notification("textDocument/publishDiagnostics", let params) = message,
            let version = params?["version"]?.intValue
        else { return }
        let now = ContinuousClock.now
        let matched = lock.withLock { () -> Bool in
            publishedSinceExpect += 1
            guard version == waitingFor else { return false }
            arrived = now
            diagnosticCount = params?["diagnostics"]?.arrayValue?.count ?? 0
            return true
        }
        _ = encoded
        if matched { signal.signal() }
    }

    /// Waits for the expected version's diagnostics; returns when they were ready.
    func wait() -> ContinuousClock.Instant {
        signal.wait()
        return lock.withLock { arrived! }
    }
}

/// Resident memory of this process in KiB, from /proc/self/status (0 where there is none).
func residentKiB() -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
    for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
        return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
    }
    return 0
}

/// `TW_BENCH_LSP_EDITS=N` runs N edits in all instead of 10,000 (for profiling).
func measureLanguageServer(
    lines lineTarget: Int = 5_000, timedEdits: Int = 1_000,
    totalEdits: Int = ProcessInfo.processInfo.environment["TW_BENCH_LSP_EDITS"].flatMap { Int($0) } ?? 10_000
) {
    let document = benchmarkSwiftDocument(lines: lineTarget)
    let uri = "file:///bench/Screens.swift"
    let connection = BenchConnection()
    let server = LanguageServer(sender: connection)
    func deliver(_ message: Message) { server.receive(message.encoded()) }

    deliver(.request(id: .number(1), method: "initialize", params: ["processId": nil, "rootUri": nil, "capabilities": [:]]))
    deliver(.notification(method: "initialized", params: [:]))
    server.waitUntilIdle()

    connection.expect(version: 1)
    let openStart = ContinuousClock.now
    deliver(
        .notification(
            method: "textDocument/didOpen",
            params: [
                "textDocument": ["uri": .string(uri), "languageId": "swift", "version": 1, "text": .string(document.text)]
            ]))
    let openTime = connection.wait() - openStart
    let findings = connection.diagnosticCount

    var latencies: [Double] = []
    latencies.reserveCapacity(totalEdits)
    var rssAfterFirst = 0
    /// The didChange of edit number `edit` (0-based): insert `x` at an edit point, then delete it.
    func changeBody(_ edit: Int) -> Data {
        let target = document.editPoints[(edit / 2 * 7_919) % document.editPoints.count]
        let start: JSON = ["line": .int(target.line), "character": .int(target.character)]
        let change: JSON
        if edit % 2 == 0 {
            change = ["range": ["start": start, "end": start], "text": "x"]
        } else {
            let end: JSON = ["line": .int(target.line), "character": .int(target.character + 1)]
            change = ["range": ["start": start, "end": end], "text": ""]
        }
        return Message.notification(
            method: "textDocument/didChange",
            params: [
                "textDocument": ["uri": .string(uri), "version": .int(edit + 2)], "contentChanges": [change],
            ]
        ).encoded()
    }
    for edit in 0..<totalEdits {
        let version = edit + 2
        let body = changeBody(edit)
        connection.expect(version: version)
        let sent = ContinuousClock.now
        server.receive(body)
        let published = connection.wait()
        let elapsed = published - sent
        latencies.append(Double(elapsed.components.seconds) * 1e3 + Double(elapsed.components.attoseconds) / 1e15)
        if edit == 0 { rssAfterFirst = residentKiB() }
    }
    server.waitUntilIdle()
    let rssAfterAll = residentKiB()

    // Burst: 200 edits without waiting (an even count, so the document ends as it began).
    let burst = 200
    let bodies = (totalEdits..<(totalEdits + burst)).map(changeBody)
    connection.expect(version: totalEdits + burst + 1)
    let burstStart = ContinuousClock.now
    for body in bodies { server.receive(body) }
    let lastSent = ContinuousClock.now
    let settled = connection.wait()
    server.waitUntilIdle()
    let lintedInBurst = connection.published

    func percentile(_ values: [Double], _ p: Double) -> Double {
        let sorted = values.sorted()
        return sorted[min(sorted.count - 1, Int((Double(sorted.count) * p).rounded(.up)) - 1)]
    }
    let timed = Array(latencies.prefix(timedEdits))
    func ms(_ value: Double) -> String { String(format: "%.2f ms", value) }
    print("document: \(document.lineCount) lines, \(document.text.utf8.count) bytes, \(document.classStrings) class strings, \(findings) findings")
    print("didOpen -> diagnostics: \(ms(Double(openTime.components.attoseconds) / 1e15 + Double(openTime.components.seconds) * 1e3))")
    print(
        "didChange -> publishDiagnostics, first \(timed.count) edits: median \(ms(percentile(timed, 0.5))), p99 \(ms(percentile(timed, 0.99))), max \(ms(timed.max() ?? 0))"
    )
    print("didChange -> publishDiagnostics, all \(latencies.count) edits: median \(ms(percentile(latencies, 0.5))), p99 \(ms(percentile(latencies, 0.99)))")
    func milliseconds(_ duration: Duration) -> Double { Double(duration.components.seconds) * 1e3 + Double(duration.components.attoseconds) / 1e15 }
    print(
        "burst of \(burst) didChange without waiting: sent in \(ms(milliseconds(lastSent - burstStart))), last didChange -> its publishDiagnostics \(ms(milliseconds(settled - lastSent))) (first didChange -> settled \(ms(milliseconds(settled - burstStart)))); versions linted and published: \(lintedInBurst) of \(burst)"
    )
    let growth = rssAfterFirst > 0 ? (Double(rssAfterAll) / Double(rssAfterFirst) - 1) * 100 : 0
    print(String(format: "resident memory: %d KiB after the first edit, %d KiB after %d edits (%+.1f %%)", rssAfterFirst, rssAfterAll, totalEdits, growth))
}
