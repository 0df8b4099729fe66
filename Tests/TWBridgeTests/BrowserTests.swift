import Foundation
import TWTestSupport
import XCTest

/// The playground and the example Figma plugin in a real browser: `Tests/bridge-browser/
/// playground_test.py` drives Debian's headless chromium through chromium-driver and selenium,
/// types a class string, checks the Swift code and explanation that appear against `tw swift` and
/// `tw explain`, and keeps screenshots in `.build/test-artefacts/`. Skipped locally when a tool is
/// missing; under CI=true a missing tool fails the test (.ci/run installs them).
final class BrowserTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func testPlaygroundAndFigmaPluginInHeadlessChromium() throws {
        let environment = ProcessInfo.processInfo.environment
        func missing(_ what: String) throws {
            throw missingTool("\(what) is missing (apt-get install chromium chromium-driver; pip install selenium)")
        }
        let chromium = environment["CHROMIUM"] ?? "/usr/bin/chromium"
        let driver = environment["CHROMEDRIVER"] ?? "/usr/bin/chromedriver"
        guard FileManager.default.isExecutableFile(atPath: chromium) else { return try missing("chromium (\(chromium))") }
        guard FileManager.default.isExecutableFile(atPath: driver) else { return try missing("chromium-driver (\(driver))") }
        guard run(["python3", "-c", "import selenium"]).status == 0 else { return try missing("selenium for python3") }
        guard let tw = binary() else { return try missing("the tw executable (run `swift build` first)") }
        let artefacts = Self.root.appendingPathComponent(".build/test-artefacts")
        let result = run(
            ["python3", "Tests/bridge-browser/playground_test.py"],
            environment: ["TW_BINARY": tw.path, "TW_ARTEFACTS": artefacts.path])
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertTrue(FileManager.default.fileExists(atPath: artefacts.appendingPathComponent("playground.png").path), "the screenshot artefact")
    }

    /// The built `tw` beside the test bundle, or in .build/debug.
    func binary() -> URL? {
        var candidates: [URL] = []
        for bundle in Bundle.allBundles where bundle.bundleURL.pathExtension == "xctest" {
            candidates.append(bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("tw"))
        }
        candidates.append(Self.root.appendingPathComponent(".build/debug/tw"))
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    func run(_ arguments: [String], environment: [String: String] = [:]) -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = Self.root
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do { try process.run() } catch { return (-1, "\(error)") }
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }
}
