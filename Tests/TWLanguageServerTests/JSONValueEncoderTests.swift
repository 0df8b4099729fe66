import Foundation
import TWEmit
import TWLanguageServer
import TWResolve
import XCTest

/// `JSON(encoding:)` builds values directly; Foundation's encoder followed by
/// `JSON.parse` is the independent reference it must equal.
final class JSONValueEncoderTests: XCTestCase {
    private func viaText(_ value: some Encodable) throws -> JSON {
        try JSON.parse(JSONEncoder().encode(value))
    }

    func testResolutionDocumentsEqualTheirTextRoundTrip() throws {
        var button = ResolutionContext()
        button.target = .button
        button.os = OSVersion(27)
        button.reduceTransparency = true
        let cases: [(String, ResolutionContext)] = [
            ("px-4 py-2 surface-floating glass-tint-[red] rounded-lg shadow-md", ResolutionContext()),
            ("glass-prominent tint-primary control-lg", button),
            ("p-4 bogus hover:opacity-50 animate-none", ResolutionContext()),
        ]
        for (classes, context) in cases {
            let document = ResolutionDocumentV1(Resolver().resolve(classes, context: context))
            XCTAssertEqual(try JSON(encoding: document), try viaText(document), classes)
        }
    }

    func testOptionalsNestingAndNumbers() throws {
        struct Sample: Encodable {
            var name: String? = nil
            var explicitNull: String? = nil
            var whole = 16.0
            var fraction = 0.25
            var list: [[Int]] = [[1, 2], []]
            var map = ["b": true, "a": false]
            func encode(to encoder: Encoder) throws {
                enum Keys: String, CodingKey { case name, explicitNull, whole, fraction, list, map }
                var container = encoder.container(keyedBy: Keys.self)
                try container.encodeIfPresent(name, forKey: .name)
                try container.encode(explicitNull, forKey: .explicitNull)
                try container.encode(whole, forKey: .whole)
                try container.encode(fraction, forKey: .fraction)
                try container.encode(list, forKey: .list)
                try container.encode(map, forKey: .map)
            }
        }
        XCTAssertEqual(try JSON(encoding: Sample()), try viaText(Sample()))
        XCTAssertThrowsError(try JSON(encoding: [Double.infinity]))
    }
}
