import Foundation
import XCTest
import TWResolve
@testable import TWEmit

final class ResolutionJSONTests: XCTestCase {
    func testWholeNumbersAndSortedKeys() throws {
        var context = ResolutionContext()
        context.target = .view
        let resolution = Resolver().resolve("p-4", context: context)
        let text = ResolutionJSON.encode(resolution)
        XCTAssertTrue(text.contains("\"top\" : 16,"), text)
        XCTAssertTrue(text.contains("\"schema\" : \"twkit.resolution/1\""))
        let compact = ResolutionJSON.encode(resolution, compact: true)
        XCTAssertFalse(compact.contains("\n"))
        XCTAssertTrue(compact.hasPrefix("{\"background\"") || compact.hasPrefix("{\"button\"") || compact.hasPrefix("{\"classes\""), String(compact.prefix(40)))
        let decoded = try JSONDecoder().decode(ResolutionDocumentV1.self, from: Data(compact.utf8))
        XCTAssertEqual(decoded, ResolutionDocumentV1(resolution))
    }

    func testSchemaIsEmbedded() throws {
        let object = try JSONSerialization.jsonObject(with: Data(ResolutionSchema.text.utf8)) as? [String: Any]
        XCTAssertEqual(object?["$schema"] as? String, "https://json-schema.org/draft/2020-12/schema")
        let properties = object?["properties"] as? [String: Any]
        XCTAssertEqual((properties?["schema"] as? [String: Any])?["const"] as? String, ResolutionDocumentV1.schemaVersion)
    }
}
