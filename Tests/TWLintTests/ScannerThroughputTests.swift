import Foundation
import TWLint
import XCTest

/// A throughput probe, skipped unless `TWLINT_BENCH=1`; it asserts nothing about time.
///
/// ```sh
/// TWLINT_BENCH=1 swift test -c release --filter ScannerThroughputTests
/// ```
final class ScannerThroughputTests: XCTestCase {
    /// A generated SwiftUI-like file of about `megabytes` MB: views with `.tw` chains, `cn` with
    /// ternaries, multi-line and raw strings, interpolations, comments.
    ///
    /// `plainCodeEvery`: after every that many cards, a block of about 2 KB of ordinary Swift with
    /// no class strings (0: none), for a sparser, more typical density.
    static func generatedSource(megabytes: Int, plainCodeEvery: Int = 0) -> [UInt8] {
        var text = "import SwiftUI\n\n"
        var n = 0
        while text.utf8.count < megabytes * 1_000_000 {
            text += """
                /// A card, number \(n).
                struct Card\(n): View {
                    let title: String
                    var isOn = false // toggled by the parent
                    var body: some View {
                        VStack(alignment: .leading, spacing: 8) {
                            Text("Title \\(title) #\(n)").tw("text-[18] font-semibold px-4 py-2")
                            Text(#"raw "quoted" \\#(title)"#)
                                .padding()
                                .tw(cn("rounded-[14] surface-floating", isOn ? "bg-[#ff0000]" : nil, "shadow-md"))
                            Button("Go") { go(\(n)) }
                                .buttonStyle(.tw("control-lg glass px-4 hover:opacity-80"))
                            /* A note: .tw("not a sink") /* nested */ */
                            let message = \"\"\"
                                Hello \\(title),
                                value: \\(n * 2 + 1)
                                \"\"\"
                            Text(message).tw("text-[15] tracking-[0.5]" + " p-[13]")
                        }
                        .tw("p-4 gap-[12] bg-[\\(accent)]")
                    }
                }


                """
            if plainCodeEvery > 0, n % plainCodeEvery == 0 {
                text += """
                    /// Loads items \(n) for the list; see the store for caching rules.
                    final class Store\(n) {
                        private var items: [Int: String] = [:]
                        private let limit = \(n % 97 + 3)
                        func load(_ ids: [Int]) async throws -> [String] {
                            var result: [String] = []
                            result.reserveCapacity(ids.count)
                            for id in ids where id % 2 == 0 || id > limit {
                                if let cached = items[id] { result.append(cached); continue }
                                let value = try await fetch(id: id, retries: 3, timeout: 2.5)
                                items[id] = value.trimmingCharacters(in: .whitespaces)
                                result.append(items[id] ?? "missing \\(id)")
                            }
                            return result.sorted { $0.count < $1.count }.map { $0.lowercased() }
                        }
                        /* Batch fetching is planned:
                           - split ids into groups of 50
                           - merge the results in order */
                        private func fetch(id: Int, retries: Int, timeout: Double) async throws -> String {
                            guard retries > 0 else { throw URLError(.timedOut) }
                            let url = URL(string: "https://example.com/items/\\(id)?v=2")!
                            let (data, response) = try await URLSession.shared.data(from: url)
                            guard (response as? HTTPURLResponse)?.statusCode == 200 else {
                                return try await fetch(id: id, retries: retries - 1, timeout: timeout * 2)
                            }
                            return String(decoding: data, as: UTF8.self)
                        }
                    }


                    """
            }
            n += 1
        }
        return Array(text.utf8)
    }

    func testScannerThroughput() throws {
        guard ProcessInfo.processInfo.environment["TWLINT_BENCH"] == "1" else { throw XCTSkip("set TWLINT_BENCH=1 to measure") }
        let bytes = Self.generatedSource(megabytes: 8)
        let megabytes = Double(bytes.count) / 1_000_000
        var occurrences = 0
        func measure(_ label: String, _ body: () -> Int) {
            var best = Double.infinity
            for _ in 0..<5 {
                let start = DispatchTime.now().uptimeNanoseconds
                occurrences = body()
                let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
                best = min(best, seconds)
            }
            print(String(format: "%@: %.1f MB in %.3f s = %.0f MB/s (%d)", label, megabytes, best, megabytes / best, occurrences))
        }
        if ProcessInfo.processInfo.environment["TWLINT_BENCH_SCAN_ONLY"] == "1" {
            for _ in 0..<20 { _ = try? SwiftSourceScanner.scan(bytes).get() }
            return
        }
        measure("lexer only") { (try? SwiftLexer.tokenize(bytes).get())?.tokens.count ?? 0 }
        measure("source text (line table)") { SourceText(bytes: bytes).bytes.count }
        measure("scanner (lexer + sinks + values + ClassParser)") { (try? SwiftSourceScanner.scan(bytes).get())?.occurrences.count ?? 0 }
        let sparse = Self.generatedSource(megabytes: 8, plainCodeEvery: 1)
        let sparseMegabytes = Double(sparse.count) / 1_000_000
        var best = Double.infinity
        for _ in 0..<5 {
            let start = DispatchTime.now().uptimeNanoseconds
            occurrences = (try? SwiftSourceScanner.scan(sparse).get())?.occurrences.count ?? 0
            best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        print(
            String(
                format: "scanner, one card + 2 KB plain Swift: %.1f MB in %.3f s = %.0f MB/s (%d)", sparseMegabytes, best, sparseMegabytes / best, occurrences))
    }
}
