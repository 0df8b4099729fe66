import Foundation
import Testing
import TWKit
import TWTestSupport

/// Every resolution inside an analysis is a valid `twkit.resolution/1` document
/// (`Themes/resolution.schema.json`), for valid, rejected and lenient strings on each system.
@Suite("Analysis documents")
struct AnalysisSchemaTests {
    @Test func everyResolutionValidatesAgainstTheResolutionSchema() throws {
        let contexts: [NamedContext] = [
            .iOS(18), .iOS(26), .iOS(27), .macOS(15), .macOS(26),
            NamedContext("button", .iOS(26).with { $0.target = .button }),
        ]
        var documents: [String] = []
        for (classes, lenient) in [
            ("px-4 surface-floating glass-tint-[red]", false), ("glass p-4 bogus", false),
            ("glass p-4 bogus", true), ("bezel-prominent tint-primary", false),
        ] {
            let analysis = TWKit.analyze(classes, in: contexts, lenient: lenient)
            for result in analysis.results {
                documents.append(String(decoding: try JSONEncoder().encode(result.resolution), as: UTF8.self))
            }
        }
        #expect(documents.count == 24)
        #expect(try schemaViolations(of: documents, against: ResolutionSchema.text) == [])
    }

    /// The check can fail: a document without its `schema` field is reported.
    @Test func aDocumentWithoutItsSchemaFieldIsReported() throws {
        let resolution = try #require(TWKit.analyze("p-4", in: [.iOS(26)]).results.first?.resolution)
        var object = try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(resolution)) as? [String: Any])
        object["schema"] = nil
        let text = String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self)
        #expect(try schemaViolations(of: [text], against: ResolutionSchema.text).count == 1)
    }
}
