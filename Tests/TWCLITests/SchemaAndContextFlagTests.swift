import Foundation
import XCTest

final class SchemaAndContextFlagTests: XCTestCase {
    func testSchemaResolutionPrintsTheFile() throws {
        let result = tw("schema", "resolution")
        XCTAssertEqual(result.status, 0)
        let file = try String(contentsOfFile: Repository.path("Themes/resolution.schema.json"), encoding: .utf8)
        XCTAssertEqual(result.output.trimmingCharacters(in: .newlines), file.trimmingCharacters(in: .newlines))
        let unknown = tw("schema", "nope")
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(unknown.error.contains("resolution"), unknown.error)
    }

    func testFlagsReachTheContext() throws {
        let json = try JSONOutput(
            tw(
                "resolve", "--json", "--platform", "macos", "--os", "26.1", "--appearance", "solid",
                "--renderer", "swiftui", "--requires-compatibility", "--reduce-transparency", "--increase-contrast",
                "--reduce-motion", "--scheme", "dark", "--target", "text", "--state", "hover,active", "p-4"
            ).output)
        XCTAssertEqual(json.string("context.platform"), "macos")
        XCTAssertEqual(json.string("context.os"), "26.1")
        XCTAssertEqual(json.string("context.appearance"), "solid")
        XCTAssertEqual(json.string("context.renderer"), "swiftUI")
        for flag in ["requiresCompatibility", "reduceTransparency", "increaseContrast", "reduceMotion"] {
            XCTAssertEqual(json.bool("context.\(flag)"), true, flag)
        }
        XCTAssertEqual(json.string("context.scheme"), "dark")
        XCTAssertEqual(json.string("context.target"), "text")
        XCTAssertEqual(json.array("context.states") as? [String], ["hover", "pressed"])
        let defaults = try JSONOutput(tw("resolve", "--json", "p-4").output)
        XCTAssertEqual(defaults.string("context.platform"), "ios")
        XCTAssertEqual(defaults.string("context.os"), "26")
        XCTAssertEqual(defaults.string("context.scheme"), "light")
        XCTAssertEqual(defaults.string("context.target"), "view")
    }

    func testHelpListsTheCommands() {
        let help = tw("--help").output
        for command in ["parse", "resolve", "matrix", "explain", "theme", "schema"] {
            XCTAssertTrue(help.contains("  \(command) "), help)
            XCTAssertEqual(tw("help", command).status, 0)
        }
    }
}
