import Foundation
import XCTest
@testable import TWLanguageServer

/// Tags on classes that do nothing, and definition, references and rename of
/// named classes across the workspace (open documents and files on disk).
final class NamedClassNavigationTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("tw-named-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Sources"), withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: folder) }

    private func write(_ path: String, _ text: String) throws -> String {
        let url = folder.appendingPathComponent(path)
        try Data(text.utf8).write(to: url)
        return url.absoluteString
    }

    private func client() throws -> TestClient {
        let client = TestClient()
        try client.initialize(extra: ["rootUri": .string(folder.absoluteString)])
        return client
    }

    func testTagsMarkOverriddenAndIgnoredClassesWhenTheClientShowsThem() throws {
        let uri = "file:///tmp/Tags.swift"
        let tagging = TestClient()
        try tagging.initialize(capabilities: ["textDocument": ["publishDiagnostics": ["tagSupport": ["valueSet": [1, 2]]]]])
        tagging.open(uri, #"Text("a").tw("p-4 p-6 glass bg-primary")"#)
        let diagnostics = try tagging.notification("textDocument/publishDiagnostics")["diagnostics"]?.arrayValue ?? []
        let tags = Dictionary(diagnostics.map { ($0["code"]?.stringValue ?? "", $0["tags"]) }, uniquingKeysWith: { first, _ in first })
        XCTAssertEqual(tags["overridden-class"], [1], "unnecessary: \(diagnostics)")
        let plain = TestClient()
        try plain.initialize()
        plain.open(uri, #"Text("a").tw("p-4 p-6")"#)
        let untagged = try plain.notification("textDocument/publishDiagnostics")["diagnostics"]?.arrayValue ?? []
        XCTAssertEqual(untagged.first?["code"], "overridden-class")
        XCTAssertNil(untagged.first?["tags"], "no tags for a client that does not show them")
    }

    func testANamedClassInAClosedFileIsNoError() throws {
        _ = try write("Sources/Rules.swift", "let rules = TWGlobalRules(named: [\"hero\": \"p-4 glass\"])\n")
        let view = try write("Sources/View.swift", "Text(\"a\").tw(\"hero px-2\")\n")
        let client = try client()
        client.open(view, "Text(\"a\").tw(\"hero px-2\")\n")
        XCTAssertEqual(try client.notification("textDocument/publishDiagnostics")["diagnostics"], [])
    }

    func testDefinitionReferencesAndRenameAcrossTheWorkspace() throws {
        let rules = try write("Sources/Rules.swift", "let rules = TWGlobalRules(named: [\"hero\": \"p-4 glass\"])\n")
        let other = try write("Sources/Other.swift", "Text(\"b\").tw(cn(\"hover:hero\", \"p-2\"))\n")
        let view = try write("Sources/View.swift", "Text(\"a\").tw(\"hero px-2\")\n")
        let client = try client()
        client.open(view, "Text(\"a\").tw(\"hero px-2\")\n")
        // `hero` at line 0, characters 14-18 of View.swift.
        let definitions = try client.request("textDocument/definition", TestClient.at(view, 0, 15)).arrayValue ?? []
        XCTAssertEqual(definitions.map { $0["uri"]?.stringValue ?? "" }, [rules])
        XCTAssertEqual(rangeNumbers(definitions.first?["range"]), [0, 35, 0, 39])

        var params = TestClient.at(view, 0, 15).objectValue!
        params["context"] = ["includeDeclaration": true]
        let references = try client.request("textDocument/references", .object(params)).arrayValue ?? []
        let found = Set(references.map { "\($0["uri"]?.stringValue ?? ""):\(rangeNumbers($0["range"]))" })
        XCTAssertEqual(found, ["\(rules):[0, 35, 0, 39]", "\(view):[0, 14, 0, 18]", "\(other):[0, 23, 0, 27]"])

        let prepared = try client.request("textDocument/prepareRename", TestClient.at(view, 0, 15))
        XCTAssertEqual(prepared["placeholder"], "hero")
        var rename = TestClient.at(view, 0, 15).objectValue!
        rename["newName"] = "banner"
        let edit = try client.request("textDocument/rename", .object(rename))
        let changes = try XCTUnwrap(edit["changes"]?.objectValue)
        XCTAssertEqual(Set(changes.keys), [rules, view, other])
        for (_, edits) in changes { XCTAssertEqual(edits.arrayValue?.map { $0["newText"] }, ["banner"]) }
        XCTAssertEqual(rangeNumbers(changes[other]?.arrayValue?.first?["range"]), [0, 23, 0, 27], "the variant stays")

        rename["newName"] = "two words"
        XCTAssertEqual(try client.errorCode("textDocument/rename", .object(rename)), -32803)
        XCTAssertEqual(try client.errorCode("textDocument/prepareRename", TestClient.at(view, 0, 20)), -32803, "px-2 is no named class")
    }

    /// A new name that would break the Swift or JSON it is written into is refused with an LSP
    /// error, and nothing is edited: `x")+evil("` would turn `.tw("hero px-2")` into
    /// `.tw("x")+evil(" px-2")`.
    func testRenameRefusesANameThatIsNotAValidClassName() throws {
        _ = try write("Sources/Rules.swift", "let rules = TWGlobalRules(named: [\"hero\": \"p-4 glass\"])\n")
        let view = try write("Sources/View.swift", "Text(\"a\").tw(\"hero px-2\")\n")
        let client = try client()
        client.open(view, "Text(\"a\").tw(\"hero px-2\")\n")
        var rename = TestClient.at(view, 0, 15).objectValue!
        let refused = [
            #"x")+evil(""#, "two words", #"a"b"#, "a'b", "a`b", #"a\b"#, "a\u{0}b", "a\u{1}b", "a\u{202E}b", "a\u{2028}b",
            "a\u{85}b", "a\u{A0}b", "hover:hero", "p-[4]", "", "\u{E000}",
        ]
        for name in refused {
            rename["newName"] = .string(name)
            XCTAssertEqual(try client.errorCode("textDocument/rename", .object(rename)), -32803, "\(String(reflecting: name)) was accepted")
        }
        for name in ["banner", "hero-2", "card.large", "名前", "hero_x"] {
            rename["newName"] = .string(name)
            let edit = try client.request("textDocument/rename", .object(rename))
            XCTAssertEqual(edit["changes"]?[view]?.arrayValue?.first?["newText"], .string(name))
        }
    }

    func testDefinitionOfAThemeNamedClassIsItsKeyInTheThemeFile() throws {
        let themeFile = folder.appendingPathComponent("brand.json")
        try Data("{\n  \"named\": {\n    \"pill\": \"px-4 rounded-full\"\n  }\n}\n".utf8).write(to: themeFile)
        let view = try write("Sources/View.swift", "Text(\"a\").tw(\"pill\")\n")
        let client = TestClient()
        try client.initialize(options: ["theme": .string(themeFile.path)], extra: ["rootUri": .string(folder.absoluteString)])
        client.open(view, "Text(\"a\").tw(\"pill\")\n")
        let definitions = try client.request("textDocument/definition", TestClient.at(view, 0, 15)).arrayValue ?? []
        XCTAssertEqual(definitions.first?["uri"]?.stringValue, themeFile.absoluteString)
        XCTAssertEqual(rangeNumbers(definitions.first?["range"]), [2, 5, 2, 9])
    }
}
