import XCTest

/// The `classes` line of `tw resolve`, `tw explain` and `tw matrix` shows the user's text inertly
/// and a line long (Docs/Reliability.md, "Hostile text stays inert"); the JSON keeps it whole.
final class ClassesLineTests: XCTestCase {
    private let longClass = "x" + String(repeating: "q", count: 5_000)

    func testALongClassIsCutOnTheClassesLine() {
        for command in ["resolve", "explain", "matrix"] {
            let run = tw([command, "-"], input: "p-4 \u{1B}[31m \(longClass)")
            let line = run.output.split(separator: "\n").first { $0.hasPrefix("classes") } ?? ""
            XCTAssertTrue(line.contains("… (\(longClass.utf8.count) bytes)"), "\(command): \(line.prefix(200))")
            XCTAssertTrue(line.contains(#"\u{1B}[31m"#), "\(command): \(line.prefix(200))")
            XCTAssertLessThan(line.utf8.count, 200, command)
        }
    }

    func testTheJSONKeepsTheWholeString() {
        let run = tw(["resolve", "--json", "-"], input: "p-4 \(longClass)")
        XCTAssertTrue(run.output.contains(longClass))
    }
}
