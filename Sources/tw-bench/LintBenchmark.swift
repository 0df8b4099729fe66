import Foundation
import TWLint
import TWResolve

/// A generated SwiftUI source tree: `files` files of about 10 KB, each with a few views (`.tw`
/// chains, `cn` with ternaries, buttons, multi-line and raw strings, interpolations, comments)
/// and ordinary Swift between them (a store class), about one class string per 150 bytes.
///
/// `vocabulary`: the number of distinct class strings the tree uses (an app's styles repeat);
/// 0 draws every string afresh, so nearly all are distinct.
func generatedLintTree(files: Int, vocabulary: Int, in directory: URL) throws -> (files: Int, bytes: Int) {
    var total = 0
    var rng = SeededGenerator(state: 4)
    // Class strings are drawn at random from a pool of classes; about 15% are glass or surface
    // strings.
    let pool = [
        "p-4", "px-4", "py-2", "p-[13]", "text-sm", "text-lg", "text-mutedForeground", "text-foreground", "rounded-lg",
        "rounded-[14]", "border", "border-2", "shadow-md", "shadow-sm", "bg-surface", "bg-muted", "bg-[#6366f1]",
        "font-semibold", "text-[18]", "hover:opacity-80", "focus:bg-accent", "disabled:opacity-45", "w-[240]",
        "min-h-[44]", "offset-[0,-2]", "scale-[1.02]", "line-clamp-2", "opacity-90", "w-full", "tracking-[0.5]",
        "animate-spring", "duration-200", "group-hover/card:opacity-80", "max-w-[480]", "text-center",
    ]
    let surfaces = ["glass", "glass-tint-primary glass", "surface-floating", "surface-solid", "glass-prominent"]
    func randomClasses(_ rng: inout SeededGenerator) -> String {
        var tokens = (0..<Int.random(in: 2...6, using: &rng)).map { _ in pool.randomElement(using: &rng)! }
        if Int.random(in: 0..<7, using: &rng) == 0 { tokens.insert(surfaces.randomElement(using: &rng)!, at: 0) }
        return tokens.joined(separator: " ")
    }
    var strings: [String] = []
    for _ in 0..<vocabulary { strings.append(randomClasses(&rng)) }
    func nextClasses(_ rng: inout SeededGenerator) -> String {
        strings.isEmpty ? randomClasses(&rng) : strings.randomElement(using: &rng)!
    }
    for index in 0..<files {
        let folder = directory.appendingPathComponent("Module\(index % 40)/Views\(index % 7)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var text = "import SwiftUI\nimport SwiftCN\n\n"
        for view in 0..<6 {
            let a = nextClasses(&rng), b = nextClasses(&rng), c = nextClasses(&rng), d = nextClasses(&rng)
            text += """
                /// Row \(view) of screen \(index).
                struct Screen\(index)Row\(view): View {
                    let title: String
                    var isOn = false // toggled by the parent
                    @State private var count = 0

                    var body: some View {
                        VStack(alignment: .leading, spacing: 8) {
                            Text("Title \\(title) #\(view)").tw("\(a)")
                            Text(#"raw "quoted" \\#(title)"#)
                                .padding()
                                .tw(cn("\(b)", isOn ? "bg-[#ff0000]" : nil, "shadow-md"))
                            Button("Go \\(count)") { count += 1 }
                                .buttonStyle(.tw("control-lg glass px-4"))
                            /* .tw("not a sink") /* nested */ */
                            Text(\"\"\"
                                Hello \\(title),
                                you have \\(count * 2 + 1) items
                                \"\"\")
                                .tw(\"\"\"
                                    \(c)
                                    p-[13]
                                    \"\"\")
                        }
                        .tw("\(d) bg-[\\(accent)]")
                    }
                }

                final class Store\(index)x\(view) {
                    private var items: [Int: String] = [:]
                    private let limit = \((index * 7 + view) % 97 + 3)
                    func load(_ ids: [Int]) async throws -> [String] {
                        var result: [String] = []
                        for id in ids where id % 2 == 0 || id > limit {
                            if let cached = items[id] { result.append(cached); continue }
                            let value = try await fetch(id: id, retries: 3)
                            items[id] = value.trimmingCharacters(in: .whitespaces)
                            result.append(items[id] ?? "missing \\(id)")
                        }
                        return result.sorted { $0.count < $1.count }
                    }
                    private func fetch(id: Int, retries: Int) async throws -> String {
                        let url = URL(string: "https://example.com/items/\\(id)?v=2")!
                        let (data, _) = try await URLSession.shared.data(from: url)
                        return String(decoding: data, as: UTF8.self)
                    }
                }


                """
        }
        let bytes = Array(text.utf8)
        total += bytes.count
        try Data(bytes).write(to: folder.appendingPathComponent("Screen\(index).swift"))
    }
    return (files, total)
}

/// Lints a tree with ProjectLinter on all cores (discovery excluded, reading included), repeated
/// for about `seconds`, each pass with a new Linter (so nothing is shared between passes); prints
/// MB/s and files/s.
func measureLint(_ name: String, root: String, seconds: Double) {
    let files = SourceDiscovery.files(for: [root], configuration: LintConfiguration()).files
    let bytes = files.reduce(0) { $0 + ((try? FileManager.default.attributesOfItem(atPath: $1)[.size] as? Int) ?? 0) }
    func pass() -> Int {
        ProjectLinter(linter: Linter(configuration: LintConfiguration(), theme: .builtIn)).lint(files).reduce(0) { $0 + $1.findings.count }
    }
    var findings = pass()  // warm up (page cache, lazy tables)
    let clock = ContinuousClock()
    var passes = 0
    let start = clock.now
    repeat {
        findings = pass()
        passes += 1
    } while clock.now - start < .milliseconds(Int(seconds * 1000))
    let elapsed = clock.now - start
    let time = (Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18) / Double(passes)
    print(
        String(
            format: "%@: %d files, %.2f MB, %d findings: %.3f s per pass (%d passes, %d cores): %.1f MB/s, %.0f files/s",
            name, files.count, Double(bytes) / 1e6, findings, time, passes, ProcessInfo.processInfo.activeProcessorCount,
            Double(bytes) / 1e6 / time, Double(files.count) / time))
}

/// The scanner alone (lexer, sinks, string values, class parsing) on all cores, files in memory;
/// each pass with a new Linter, as in ``measureLint``, so parsed class strings are shared within a
/// pass only.
func measureScan(root: String, seconds: Double) {
    let files = SourceDiscovery.files(for: [root], configuration: LintConfiguration()).files
    let contents = files.map { [UInt8](FileManager.default.contents(atPath: $0) ?? Data()) }
    let bytes = contents.reduce(0) { $0 + $1.count }
    let clock = ContinuousClock()
    var passes = 0
    let start = clock.now
    repeat {
        let linter = Linter(configuration: LintConfiguration(), theme: .builtIn)
        DispatchQueue.concurrentPerform(iterations: contents.count) { index in _ = linter.scan(contents[index]) }
        passes += 1
    } while clock.now - start < .milliseconds(Int(seconds * 1000))
    let elapsed = clock.now - start
    let time = (Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18) / Double(passes)
    print(
        String(
            format: "scanner only (generated tree, in memory): %.3f s per pass (%d passes): %.1f MB/s, %.0f files/s",
            time, passes, Double(bytes) / 1e6 / time, Double(files.count) / time))
}

/// `tw-bench lint`: a generated tree of `files` files in a temporary directory, and a real one.
func runLintBenchmark(files: Int, vocabulary: Int, realTree: String, seconds: Double) {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tw-bench-lint-\(ProcessInfo.processInfo.processIdentifier)")
    defer { try? FileManager.default.removeItem(at: directory) }
    do {
        _ = try generatedLintTree(files: files, vocabulary: vocabulary, in: directory)
    } catch {
        FileHandle.standardError.write(Data("tw-bench: cannot write the generated tree: \(error)\n".utf8))
        exit(1)
    }
    measureScan(root: directory.path, seconds: seconds)
    measureLint(
        vocabulary == 0 ? "generated, distinct strings" : "generated, \(vocabulary) distinct strings",
        root: directory.path, seconds: seconds)
    if FileManager.default.fileExists(atPath: realTree) {
        measureLint("real tree \(realTree)", root: realTree, seconds: seconds)
    } else {
        print("real: no tree at \(realTree) (run from the package root, or pass --tree PATH)")
    }
}
