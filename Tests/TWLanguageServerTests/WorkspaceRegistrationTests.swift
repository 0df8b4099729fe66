import Foundation
import XCTest
@testable import TWLanguageServer

/// The language server agrees with twlint on the
/// whole workspace. Registrations are read from the workspace's files on disk at start and kept
/// current as files change; open buffers win over disk.
final class WorkspaceRegistrationTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("twkit-lsp-registrations-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(#"let rules = TWGlobalRules(view: "", named: ["card2": "p-4 rounded-lg"])"#.utf8).write(to: folder.appendingPathComponent("Rules.swift"))
        try Data(#"let v = Text("a").tw("card2 shadow-sm")"#.utf8).write(to: folder.appendingPathComponent("View.swift"))
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func uri(_ name: String) -> String { folder.appendingPathComponent(name).absoluteString }

    func testNamedClassFromAFileThatIsNotOpen() throws {
        let client = TestClient()
        _ = try client.initialize(extra: ["rootUri": .string(folder.absoluteString)])
        client.open(uri("View.swift"), #"let v = Text("a").tw("card2 shadow-sm")"#)
        let published = try client.notification("textDocument/publishDiagnostics")
        XCTAssertEqual(published["diagnostics"], [], "card2 is defined in Rules.swift on disk")
    }

    func testOpenBufferWinsOverDisk() throws {
        let client = TestClient()
        _ = try client.initialize(extra: ["rootUri": .string(folder.absoluteString)])
        client.open(uri("View.swift"), #"let v = Text("a").tw("card2 shadow-sm")"#)
        XCTAssertEqual(try client.notification("textDocument/publishDiagnostics")["diagnostics"], [])
        // The editor's Rules.swift no longer defines card2: View.swift is linted again with it gone.
        client.open(uri("Rules.swift"), #"let rules = TWGlobalRules(view: "", named: ["card3": "p-4"])"#)
        let messages = client.notifications("textDocument/publishDiagnostics")
        let view = messages.last { $0["uri"]?.stringValue == uri("View.swift") }
        let diagnostics = try XCTUnwrap(view?["diagnostics"]?.arrayValue)
        XCTAssertEqual(diagnostics.count, 1)
        XCTAssertTrue(diagnostics.first?["message"]?.stringValue?.contains("card2") == true)
    }
}

extension WorkspaceRegistrationTests {
    func testFileChangedOnDiskIsReadAgain() throws {
        let client = TestClient()
        _ = try client.initialize(extra: ["rootUri": .string(folder.absoluteString)])
        client.open(uri("View.swift"), #"let v = Text("a").tw("card2 shadow-sm")"#)
        XCTAssertEqual(try client.notification("textDocument/publishDiagnostics")["diagnostics"], [])
        try Data(#"let rules = TWGlobalRules(view: "")"#.utf8).write(to: folder.appendingPathComponent("Rules.swift"))
        client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": .string(uri("Rules.swift")), "type": 2]]])
        let view = client.notifications("textDocument/publishDiagnostics").last { $0["uri"]?.stringValue == uri("View.swift") }
        XCTAssertEqual(view?["diagnostics"]?.arrayValue?.count, 1)
    }
}

extension WorkspaceRegistrationTests {
    /// A workspace file's `VStack { Row() }.cnTextUtilities()` reaches `Row`'s body in the open
    /// document, as in twlint; a view no subtree uses still gets the error.
    func testSubtreeInAnotherFileReachesTheOpenView() throws {
        let screen = "struct Screen: View {\n    var body: some View { VStack { Row() }.cnTextUtilities() }\n}\n"
        try Data(screen.utf8).write(to: folder.appendingPathComponent("Screen.swift"))
        let client = TestClient()
        _ = try client.initialize(extra: ["rootUri": .string(folder.absoluteString)])
        client.open(uri("Row.swift"), "struct Row: View {\n    var body: some View { Text(\"a\").tw(\"cn-mono px-2\") }\n}\n")
        XCTAssertEqual(try client.notification("textDocument/publishDiagnostics")["diagnostics"], [])
        client.open(uri("Other.swift"), "struct Other: View {\n    var body: some View { Text(\"a\").tw(\"cn-mono px-2\") }\n}\n")
        let other = client.notifications("textDocument/publishDiagnostics").last { $0["uri"]?.stringValue == uri("Other.swift") }
        XCTAssertEqual(other?["diagnostics"]?.arrayValue?.count, 1)
    }

    /// Rules handed to one call in a workspace file do not reach the open document.
    func testCallLocalRulesInAnotherFileDoNotReachTheOpenDocument() throws {
        let test =
            "func f() throws {\n    var rules = TWGlobalRules()\n    rules.named[\"promo\"] = \"p-4\"\n    _ = try TWStyle.parse(\"promo\", rules: rules)\n}\n"
        try Data(test.utf8).write(to: folder.appendingPathComponent("Parse.swift"))
        let client = TestClient()
        _ = try client.initialize(extra: ["rootUri": .string(folder.absoluteString)])
        client.open(uri("Promo.swift"), #"let v = Text("a").tw("promo")"#)
        let diagnostics = try XCTUnwrap(client.notification("textDocument/publishDiagnostics")["diagnostics"]?.arrayValue)
        XCTAssertEqual(diagnostics.count, 1)
        XCTAssertTrue(diagnostics.first?["message"]?.stringValue?.contains("promo") == true)
    }
}
