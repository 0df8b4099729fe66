import Foundation
import TWJSON
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

    /// Long arrays and objects: each element added once. Holding the children in the node's enum
    /// copied them on every append, so 200,000 elements took about 2×10^10 copies (the
    /// `tw/explain` of 128 KiB spent 19 s there); the same elements, in order, either way.
    func testLongArraysAndObjectsEqualTheirTextRoundTrip() throws {
        let numbers = Array(0..<200_000)
        XCTAssertEqual(try JSON(encoding: numbers), try viaText(numbers))
        let nested = (0..<50_000).map { ["index": $0] }
        XCTAssertEqual(try JSON(encoding: nested), try viaText(nested))
        let keyed = Dictionary(uniqueKeysWithValues: (0..<50_000).map { ("key\($0)", $0) })
        XCTAssertEqual(try JSON(encoding: keyed), try viaText(keyed))
    }
}
