import Foundation
import XCTest
@testable import TWLanguageServer
import TWEmit
import TWResolve

/// The methods `DesignToolService` added for `tw serve`, on the language server too:
/// `tw/swift`, `tw/codegen` and `tw/suggest`, announced in `twMethods`.
final class DesignServiceMethodsTests: XCTestCase {
    func testSwiftCodegenAndSuggestOnTheConnection() throws {
        let client = TestClient()
        let capabilities = try client.initialize()
        let methods = capabilities["capabilities"]?["experimental"]?["twMethods"]?.arrayValue?.compactMap(\.stringValue) ?? []
        XCTAssertTrue(Set(["tw/swift", "tw/codegen", "tw/suggest", "tw/setTheme"]).isSubset(of: Set(methods)), "\(methods)")

        var context = ResolutionContext()
        context.platform = .macos
        context.os = OSVersion(15)
        let swift = try client.request("tw/swift", ["classes": "p-4 glass", "style": "availability", "context": ["platform": "macos", "os": "15"]])
        XCTAssertEqual(swift["code"]?.stringValue, SwiftEmitter().emit("p-4 glass", style: .availability, context: context).text)
        XCTAssertEqual(swift["style"], "availability")
        XCTAssertEqual(try client.errorCode("tw/swift", ["classes": "p-4", "style": "fancy"]), -32602)

        let codegen = try client.request("tw/codegen", ["classes": "card"])
        XCTAssertEqual(codegen.arrayValue?.map { $0["language"]?.stringValue ?? "" }, ["PLAINTEXT", "SWIFT", "SWIFT", "JSON", "PLAINTEXT"])

        let suggestion = try client.request(
            "tw/suggest", ["design": ["padding": 16, "radius": 12, "fill": "#ffffff", "stroke": ["width": 1, "color": "#e6e6e9"]]])
        XCTAssertEqual(suggestion["classes"], "p-4 rounded-lg bg-surface border surface-solid")
        XCTAssertEqual(try client.errorCode("tw/suggest", ["classes": "p-4"]), -32602)
    }

    /// `tw/swift` refuses a `name` that is not a Swift type name, a keyword among them, and
    /// keeps a carriage return in the classes inside the header comment.
    func testSwiftRefusesKeywordNamesAndEscapesTheClasses() throws {
        let client = TestClient()
        _ = try client.initialize()
        for name in ["struct", "Self", #"x")+evil(""#, "a b", "View"] {
            XCTAssertEqual(try client.errorCode("tw/swift", ["classes": "p-4", "name": .string(name)]), -32602, name)
        }
        let code = try client.request("tw/swift", ["classes": "p-4\rlet pwned = 1", "name": "Card"])["code"]?.stringValue ?? ""
        XCTAssertTrue(code.contains("//   p-4\\rlet pwned = 1\n"), code)
        XCTAssertFalse(code.unicodeScalars.contains("\r"), code)
        let sections = try client.request("tw/codegen", ["classes": "p-4\u{2028}let pwned = 1"]).arrayValue ?? []
        XCTAssertEqual(sections.count, 5)
        for section in sections where section["language"] == "SWIFT" {
            XCTAssertFalse(section["code"]?.stringValue?.unicodeScalars.contains("\u{2028}") ?? true, "\(section)")
        }
    }
}
