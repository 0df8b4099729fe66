import Foundation
import XCTest
import TWJSON
import TWBridge
@testable import TWEmit
import TWLanguageServer
import TWResolve

/// `tw codegen` and `POST /codegen`: Figma's CodegenResult shape (`{title, language, code}`,
/// language from Figma's list) with the five sections the codegen plugin shows.
final class CodegenTests: XCTestCase {
    /// Figma's CodegenResult `language` values TWKit uses (developers.figma.com/docs/plugins/api/CodegenResult).
    let figmaLanguages: Set<String> = ["SWIFT", "JSON", "PLAINTEXT"]

    func testCommandPrintsTheSections() throws {
        let command = tw("codegen", "--platform", "ios", "--os", "18", "p-4 glass")
        XCTAssertEqual(command.status, 0)
        let sections = try XCTUnwrap(try JSON.parse(Data(command.output.utf8)).arrayValue)
        XCTAssertEqual(sections.count, 5)
        for section in sections {
            XCTAssertEqual(Set(section.objectValue?.keys.map { $0 } ?? []), ["title", "language", "code"])
            XCTAssertTrue(figmaLanguages.contains(section["language"]?.stringValue ?? ""), "\(section)")
        }
        XCTAssertEqual(sections[0]["code"], "p-4 glass")
        XCTAssertEqual(sections[0]["language"], "PLAINTEXT")
        XCTAssertEqual(sections[1]["code"], #".tw("p-4 glass")"#)
        XCTAssertEqual(sections[1]["language"], "SWIFT")
        XCTAssertEqual(sections[2]["code"]?.stringValue, tw("swift", "--availability", "--platform", "ios", "--os", "18", "p-4 glass").output)
        XCTAssertEqual(sections[3]["language"], "JSON")
        let resolution = try JSON.parse(Data(try XCTUnwrap(sections[3]["code"]?.stringValue).utf8))
        XCTAssertEqual(resolution, try JSON.parse(Data(tw("resolve", "--json", "--platform", "ios", "--os", "18", "p-4 glass").output.utf8)))
        XCTAssertEqual(sections[4]["code"]?.stringValue, tw("matrix", "p-4 glass").output)
    }

    func testRejectedClassesExitOneAndStillPrint() throws {
        let command = tw("codegen", "--compact", "p-4 glass-bogus")
        XCTAssertEqual(command.status, 1)
        XCTAssertEqual(try JSON.parse(Data(command.output.utf8)).arrayValue?.count, 5)
        XCTAssertFalse(command.output.trimmingCharacters(in: .newlines).contains("\n"), "--compact is one line")
    }

    /// The `.tw("…")` section is a Swift string literal whatever the class string holds.
    func testSwiftLiteralEscapes() {
        XCTAssertEqual(SwiftSourceText.stringLiteral(#"bg-["a"] \x"#), #""bg-[\"a\"] \\x""#)
        XCTAssertEqual(SwiftSourceText.stringLiteral("a\nb\u{1}"), #""a\nb\u{1}""#)
    }

    /// `/swift` refuses a keyword for `name` (400), and `/codegen`'s Swift sections keep a
    /// carriage return in the classes escaped.
    func testEndpointsKeepUserTextInert() throws {
        let bridge = try TestBridge()
        let refused = try bridge.request("/swift", body: #"{"classes":"p-4","name":"struct"}"#, headers: ["Origin": "null"])
        XCTAssertEqual(refused.status, 400)
        let response = try bridge.request("/codegen", body: #"{"classes":"p-4\rlet pwned = 1"}"#, headers: ["Origin": "null"])
        XCTAssertEqual(response.status, 200)
        let sections = try JSONDecoder().decode([CodegenSection].self, from: Data(response.body))
        XCTAssertEqual(sections.first { $0.title == "swiftcn" }?.code, #".tw("p-4\rlet pwned = 1")"#)
        for section in sections where section.language == .swift {
            XCTAssertFalse(section.code.unicodeScalars.contains("\r"), section.code)
        }
    }

    func testEndpointAnswersTheCommand() throws {
        let bridge = try TestBridge()
        let response = try bridge.request("/codegen", body: #"{"classes":"card","context":{"scheme":"dark"}}"#, headers: ["Origin": "null"])
        XCTAssertEqual(response.status, 200)
        XCTAssertEqual(response.headers["access-control-allow-origin"], "null")
        XCTAssertEqual(try response.json(), try JSON.parse(Data(tw("codegen", "--scheme", "dark", "card").output.utf8)))
    }
}
