import Foundation
import TWCommandLine
import TWTestSupport
import XCTest

/// Runs the built `tw` executable as a separate process.
final class BinaryTests: XCTestCase {
    /// `tw` sits next to the test bundle in `.build/<configuration>/`.
    func executable(_ name: String) throws -> URL { try builtExecutable(name) }

    func run(_ url: URL, _ arguments: [String], input: String = "") throws -> (status: Int32, output: String, error: String) {
        let result = try runProcess(url, arguments, input: Array(input.utf8))
        return (result.status, result.output, result.error)
    }

    static let repository = packageRoot

    func testParseThroughTheBinary() throws {
        let tw = try executable("tw")
        // `brand` is a colour of Themes/brand.json, not of the default theme.
        let ok = try run(
            tw, ["parse", "--json", "--theme", Self.repository.appendingPathComponent("Themes/brand.json").path, "-"], input: "hover:text-[color:brand]")
        XCTAssertEqual(ok.status, 0, ok.error)
        XCTAssertTrue(ok.output.hasPrefix("{\"diagnostics\":[],\"tokens\":[{"), ok.output)
        let bad = try run(tw, ["parse", "offset-[12, -4] px-4"])
        XCTAssertEqual(bad.status, 1)
        XCTAssertTrue(bad.output.contains("1:1: error: Whitespace inside a bracket argument"), bad.output)
        XCTAssertEqual(try run(tw, ["--version"]).output, "tw \(TWCommandLine.version)\n")
        let usage = try run(tw, ["parse", "--nope"])
        XCTAssertEqual(usage.status, 2)
        XCTAssertFalse(usage.error.isEmpty)
    }
}
