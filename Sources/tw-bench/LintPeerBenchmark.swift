import Foundation
import TWLint

/// Runs a program and waits for it; returns its wall time in seconds, or nil when it cannot be
/// started or exits with a status other than those in `accepted`.
func timeProcess(_ executable: String, _ arguments: [String], accepted: Set<Int32> = [0], input: Data? = nil) -> (seconds: Double, output: Data)? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    let inputPipe = input.map { _ in Pipe() }
    if let inputPipe { process.standardInput = inputPipe } else { process.standardInput = FileHandle.nullDevice }
    let clock = ContinuousClock()
    let start = clock.now
    do { try process.run() } catch { return nil }
    if let inputPipe, let input {
        inputPipe.fileHandleForWriting.write(input)
        try? inputPipe.fileHandleForWriting.close()
    }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let elapsed = clock.now - start
    guard accepted.contains(process.terminationStatus) else { return nil }
    return (Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18, data)
}

/// The first executable named `name` on `PATH`.
func executableOnPath(_ name: String) -> String? {
    for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
        let path = "\(directory)/\(name)"
        if FileManager.default.isExecutableFile(atPath: path) { return path }
    }
    return nil
}

/// The median of some figures (the lower middle for an even count).
func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? .nan : sorted[(sorted.count - 1) / 2]
}

/// `tw-bench lint --against-rg`: twlint against ripgrep and `swift format lint` on the same
/// files, in one run. ripgrep searches the files for the words of twlint's sinks (on
/// all cores, as twlint); `swift format lint` lints a sample of them, one process, and its time
/// per file is compared with twlint's. A peer that is not installed is reported and skipped.
func runLintAgainstPeers(tree: String?, files: Int, seconds: Double) {
    var root = tree ?? ""
    var temporary: URL?
    if tree == nil {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tw-bench-swiftcn-\(ProcessInfo.processInfo.processIdentifier)")
        do { _ = try swiftCNStyleTree(files: files, in: directory) } catch {
            FileHandle.standardError.write(Data("tw-bench: cannot write the swiftcn-style tree: \(error)\n".utf8))
            exit(1)
        }
        root = directory.path
        temporary = directory
    }
    defer { if let temporary { try? FileManager.default.removeItem(at: temporary) } }
    guard FileManager.default.fileExists(atPath: root) else {
        print("against-rg: no tree at \(root)")
        return
    }
    let paths = SourceDiscovery.files(for: [root], configuration: LintConfiguration()).files
    let bytes = paths.reduce(0) { $0 + ((try? FileManager.default.attributesOfItem(atPath: $1)[.size] as? Int) ?? 0) }
    let megabytes = Double(bytes) / 1e6
    print(String(format: "tree %@: %d Swift files, %.2f MB", tree ?? "swiftcn-style (generated)", paths.count, megabytes))

    // twlint and ripgrep alternate, pass by pass, so that both see the same load.
    let rg = executableOnPath("rg")
    let pattern = #"\.tw\(|TWClasses|TWStyle|TWGlobalRules|classes:|\bcn\(|\.named\["#
    let rgArguments = ["--no-ignore", "--hidden", "-c", "-g", "*.swift", "-e", pattern, root]
    var lintTimes: [Double] = [], rgTimes: [Double] = []
    var findings = 0
    _ = rg.flatMap { timeProcess($0, rgArguments, accepted: [0, 1]) }  // warm up
    findings = lintPass(paths).findings
    let clock = ContinuousClock()
    let start = clock.now
    repeat {
        let pass = lintPass(paths)
        findings = pass.findings
        lintTimes.append(pass.seconds)
        if let rg, let run = timeProcess(rg, rgArguments, accepted: [0, 1]) { rgTimes.append(run.seconds) }
    } while clock.now - start < .milliseconds(Int(seconds * 1000)) || lintTimes.count < 3
    let lint = median(lintTimes)
    print(
        String(
            format: "twlint (ProjectLinter, %d cores, new Linter per pass): median %.4f s of %d passes, %.1f MB/s, %d findings",
            ProcessInfo.processInfo.activeProcessorCount, lint, lintTimes.count, megabytes / lint, findings))
    if rgTimes.isEmpty {
        print("ripgrep: not installed (apt-get install ripgrep); skipped")
    } else {
        let peer = median(rgTimes)
        print(String(format: "ripgrep (rg -c, the sinks' words, whole process): median %.4f s of %d runs, %.1f MB/s", peer, rgTimes.count, megabytes / peer))
        print(String(format: "twlint / ripgrep throughput: %.2f (aim: at least 0.33)", peer / lint))
    }

    // `swift format lint` on a sample (it takes about a tenth of a second a file).
    guard let swift = executableOnPath("swift") else {
        print("swift format lint: swift not on PATH; skipped")
        return
    }
    let sample = Array(paths.prefix(40))
    var formatTimes: [Double] = []
    for _ in 0..<3 {
        guard let run = timeProcess(swift, ["format", "lint"] + sample, accepted: [0, 1]) else { break }
        formatTimes.append(run.seconds)
    }
    guard !formatTimes.isEmpty else {
        print("swift format lint: cannot run `swift format lint`; skipped")
        return
    }
    let formatPerFile = median(formatTimes) / Double(sample.count)
    let lintPerFile = lint / Double(paths.count)
    print(
        String(
            format: "swift format lint (one process, %d files): median %.2f ms per file; twlint %.3f ms per file", sample.count,
            formatPerFile * 1000, lintPerFile * 1000))
    print(String(format: "twlint / swift format lint, per file: %.0f times (aim: at least 20)", formatPerFile / lintPerFile))
}

/// One pass of ``ProjectLinter`` over `paths` with a new ``Linter`` (files read from disk,
/// output not rendered).
func lintPass(_ paths: [String]) -> (seconds: Double, findings: Int) {
    let clock = ContinuousClock()
    let start = clock.now
    let findings = ProjectLinter(linter: Linter(configuration: LintConfiguration(), theme: .builtIn)).lint(paths).reduce(0) { $0 + $1.findings.count }
    let elapsed = clock.now - start
    return (Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18, findings)
}
