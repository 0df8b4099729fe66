import Foundation
import XCTest

/// `twlint registrations`: what twlint reads from Swift before linting, with
/// typed `TWStyle` pieces read as the classes that write the same properties (reference §3.6).
final class LintRegistrationsCommandTests: XCTestCase {
    func testListsEachKindWithItsOrigin() throws {
        let tree = try TemporaryTree([
            "Rules.swift": """
            let brand = TWColor("brand")
            let rules = TWGlobalRules(
                named: ["brand-button": TWStyle(.primaryButton, .p(3), .radius(20), "w-full"), "hero": heroStyle],
                animations: ["settle": TWAnimation { .spring(duration: $0, bounce: 0.15) }],
                utilities: ["tilt": TWUtility { argument, _ in argument.degrees.map { .rotation($0) } }],
                modifiers: ["glow": .view { view, active in view.shadow(radius: active ? 8 : 0) }]
            )
            """
        ])
        let result = twlint(["registrations", tree.path("Rules.swift")])
        XCTAssertEqual(result.status, 0, result.error)
        let lines = result.output.split(separator: "\n").map(String.init)
        // `.primaryButton` is the class reference `button-primary`; `.p(3)` is `p-3` in theme units;
        // `.radius(20)` is 20 points (reference §3.6, §7.2).
        XCTAssertTrue(
            lines.contains { $0.hasPrefix("named      brand-button") && $0.hasSuffix("classes: button-primary p-3 rounded-[20] w-full") }, result.output)
        XCTAssertTrue(lines.contains { $0.hasPrefix("named      hero") && $0.contains("(partly read)") }, result.output)
        XCTAssertTrue(
            lines.contains { $0.hasPrefix("utility    tilt-[…]") && $0.contains("Rules.swift:5") && $0.contains("an angle in degrees") }, result.output)
        XCTAssertTrue(lines.contains { $0.hasPrefix("modifier   glow ") && $0.contains("argument: no argument") }, result.output)
        XCTAssertTrue(lines.contains { $0.hasPrefix("animation  animate-settle") && $0.hasSuffix("factory") }, result.output)
        XCTAssertTrue(lines.contains("color      brand  global"), result.output)
    }

    func testMissingPathIsAUsageError() {
        let run = twlint(["registrations", "/no/such/dir"])
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.error, "twlint: error: cannot read /no/such/dir: no such file or directory\n")
    }

    func testADanglingLinkIsSkippedWithItsNameAndTheRestListed() throws {
        let tree = try TemporaryTree(["Rules.swift": #"let rules = TWGlobalRules(named: ["hero": "p-4"])"# + "\n"])
        try FileManager.default.createSymbolicLink(atPath: tree.path("Gone.swift"), withDestinationPath: "Missing.swift")
        let run = twlint(["registrations", tree.root.path])
        XCTAssertEqual(run.status, 0, run.error)
        XCTAssertEqual(run.error, "twlint: warning: skipped \(tree.path("Gone.swift")): a dangling symbolic link (its target 'Missing.swift' does not exist)\n")
        XCTAssertTrue(run.output.hasPrefix("named      hero"), run.output)
        XCTAssertFalse(run.error.contains("PathProblem"), run.error)
    }
}
