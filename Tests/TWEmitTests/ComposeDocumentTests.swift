import Foundation
import TWEmit
import XCTest

/// `tw compose --json`'s document as a Codable type, with the keys its help
/// names (`{"schema": "twkit.compose/1", "composed": …, "tokens": […]}`), sorted.
final class ComposeDocumentTests: XCTestCase {
    func testEncodesTheComposedStringAndItsTokens() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let text = String(decoding: try encoder.encode(ComposeDocumentV1(composed: "card tilt-[8] hover:tilt-[12]")), as: UTF8.self)
        XCTAssertEqual(text, #"{"composed":"card tilt-[8] hover:tilt-[12]","schema":"twkit.compose/1","tokens":["card","tilt-[8]","hover:tilt-[12]"]}"#)
        XCTAssertEqual(ComposeDocumentV1(composed: "").tokens, [])
    }
}
