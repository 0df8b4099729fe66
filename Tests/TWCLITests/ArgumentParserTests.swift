import XCTest
import TWCommandLine

final class ArgumentParserTests: XCTestCase {
    let spec = ArgumentSpec(flags: ["--json"], options: ["--seconds"])

    func testFlagsOptionsAndPositionals() throws {
        let parsed = try ArgumentParser.parse(["--json", "a", "--seconds", "3", "-", "--seconds=4", "-h"], spec: spec)
        XCTAssertEqual(parsed.flags, ["--json", "--help"])
        XCTAssertEqual(parsed.options, ["--seconds": "4"])
        XCTAssertEqual(parsed.positionals, ["a", "-"])
    }

    func testDoubleDashEndsOptions() throws {
        XCTAssertEqual(try ArgumentParser.parse(["--", "-p-4", "--json"], spec: spec).positionals, ["-p-4", "--json"])
    }

    func testErrors() {
        XCTAssertThrowsError(try ArgumentParser.parse(["--nope"], spec: spec))
        XCTAssertThrowsError(try ArgumentParser.parse(["--seconds"], spec: spec))
        XCTAssertThrowsError(try ArgumentParser.parse(["--json=1"], spec: spec))
        XCTAssertThrowsError(try ArgumentParser.parse(["-x"], spec: spec))
    }
}
