import TWCommandLine
import XCTest

/// `TWGlobalRules(named:)` keys define named classes for the linted files. A
/// file the configuration excludes is not linted, but its named classes still count.
final class LintExcludedDefinitionsTests: XCTestCase {
    func testNamedClassesFromAnExcludedFileStillCount() throws {
        let project = try TemporaryTree([
            ".twlint.json": #"{"exclude": ["Theme.swift"]}"#,
            "Theme.swift": #"let rules = TWGlobalRules(named: ["chip": "px-2 py-1 rounded-full"])"# + "\n",
            "Views.swift": #"Text("a").tw(cn("p-4", isOn ? "chip" : nil))"# + "\n",
        ])
        let result = twlint(["--format", "json", project.path(".")])
        XCTAssertEqual(result.status, 0, result.output + result.error)
        XCTAssertTrue(result.output.contains(#""findings":[]"#), "chip is defined in the excluded Theme.swift: \(result.output)")
        XCTAssertTrue(result.output.contains(#""files":1"#), "the excluded file itself is not linted: \(result.output)")
    }
}
