import Foundation
import XCTest
import TWJSON
import TWEmit
import TWResolve
@testable import TWLanguageServer

/// `tw/group`, `tw/cluster`, the design-tool context keys `groupStates`, `windowActive` and
/// `rendering`, and the "Copy as SwiftUI" code action.
final class GlassAndSwiftUITests: XCTestCase {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Glass")
    let uri = "file:///tmp/Copy.swift"

    func fixture(_ name: String) throws -> JSON {
        try JSON.parse(Data(contentsOf: Self.fixtures.appendingPathComponent(name)))
    }

    // MARK: tw/cluster and tw/group

    /// The defining cluster input: two capsules are one UIKit container on iOS 27, a SwiftUI glass
    /// container on iOS 26, two materials on iOS 18, solid fills under Reduce Transparency.
    func testClusterInlineAndByPath() throws {
        let client = TestClient()
        try client.initialize()
        let cluster = try fixture("cluster.json")
        let inline = try client.request("tw/cluster", ["cluster": cluster])
        XCTAssertEqual(inline["schema"], "twkit.glass/1")
        XCTAssertEqual(inline["kind"], "cluster")
        let contexts = inline["contexts"]?.arrayValue ?? []
        XCTAssertEqual(
            contexts.compactMap { $0["name"]?.stringValue },
            ["iOS 18", "iOS 26", "iOS 27", "iOS 27 swiftUI", "iOS 27 Reduce Transparency", "macOS 15", "macOS 26"])
        func container(_ name: String) -> JSON? { contexts.first { $0["name"]?.stringValue == name }?["container"] }
        XCTAssertEqual(container("iOS 27"), "uiKitContainer")
        XCTAssertEqual(container("iOS 26"), "swiftUIContainer")
        XCTAssertEqual(contexts.first?["pieces"]?.arrayValue?.count, 2)

        let byPath = try client.request("tw/cluster", ["path": .string(Self.fixtures.appendingPathComponent("cluster.json").path)])
        XCTAssertEqual(byPath, inline)
        // Exactly the document `tw cluster --json` prints, built from the same library calls.
        let drawings = GlassClusterResolver(theme: .builtIn).resolve(
            try GlassClusterInput.decode(cluster.serialized()),
            columns: GlassColumns.standard(base: ResolutionContext()))
        XCTAssertEqual(inline, try JSON.parse(Data(GlassDrawingOutput.json(drawings, kind: .cluster).utf8)))
    }

    func testGroupWithContext() throws {
        let client = TestClient()
        try client.initialize()
        let group = try fixture("group.json")
        let dark = try client.request("tw/group", ["group": group, "context": ["scheme": "dark", "rendering": "material"]])
        XCTAssertEqual(dark["kind"], "group")
        var base = ResolutionContext()
        base.scheme = .dark
        base.rendering = .material
        let drawings = GlassGroupResolver(resolver: Resolver()).resolve(
            try GlassGroupInput.decode(group.serialized()),
            columns: GlassColumns.standard(base: base))
        XCTAssertEqual(dark, try JSON.parse(Data(GlassDrawingOutput.json(drawings, kind: .group).utf8)))
        XCTAssertNotEqual(dark, try client.request("tw/group", ["group": group]))
    }

    func testGlassMethodsRejectBadParams() throws {
        let client = TestClient()
        try client.initialize()
        let cluster = try fixture("cluster.json")
        XCTAssertEqual(try client.errorCode("tw/cluster", [:]), -32602)
        XCTAssertEqual(try client.errorCode("tw/cluster", ["cluster": cluster, "path": "/tmp/x.json"]), -32602)
        XCTAssertEqual(try client.errorCode("tw/cluster", ["cluster": "not an object"]), -32602)
        XCTAssertEqual(try client.errorCode("tw/cluster", ["path": "/nonexistent/cluster.json"]), -32602)
        XCTAssertEqual(try client.errorCode("tw/cluster", ["cluster": ["pieces": [["id": "a"]]]]), -32602)
        XCTAssertEqual(try client.errorCode("tw/cluster", ["group": try fixture("group.json")]), -32602)
        XCTAssertEqual(try client.errorCode("tw/group", ["group": try fixture("group.json"), "context": ["os": "x"]]), -32602)
        // The server carries on.
        XCTAssertEqual(try client.request("tw/group", ["group": try fixture("group.json")])["schema"], "twkit.glass/1")
    }

    func testInitializeAnnouncesTheMethodsAndCommands() throws {
        let client = TestClient()
        let result = try client.initialize()
        let methods = result["capabilities"]?["experimental"]?["twMethods"]?.arrayValue ?? []
        XCTAssertTrue(methods.contains("tw/group") && methods.contains("tw/cluster"), "\(methods)")
        XCTAssertEqual(result["capabilities"]?["executeCommandProvider"]?["commands"], ["tw.explain", "tw.copyAsSwiftUI", "tw.showMatrix"])
    }

    // MARK: Context keys

    /// `--group-state 'hero=hover;=focus'` is `"groupStates": {"hero": ["hover"], "": ["focus"]}`.
    func testGroupStatesContext() throws {
        let client = TestClient()
        try client.initialize()
        let classes = "opacity-100 group-hover/hero:opacity-50 p-4 group-focus:p-6"
        let plain = try client.request("tw/resolve", ["classes": .string(classes)])
        XCTAssertEqual(plain["opacity"]?.doubleValue, 1)
        XCTAssertEqual(plain["padding"]?["top"]?.doubleValue, 16)
        let grouped = try client.request("tw/resolve", ["classes": .string(classes), "context": ["groupStates": ["hero": ["hover"], "": ["focus"]]]])
        XCTAssertEqual(grouped["opacity"]?.doubleValue, 0.5)
        XCTAssertEqual(grouped["padding"]?["top"]?.doubleValue, 24)
        XCTAssertEqual(grouped["context"]?["groupStates"], ["hero": ["hover"], "": ["focus"]])
        // Another group's state does not count.
        let other = try client.request("tw/resolve", ["classes": .string(classes), "context": ["groupStates": ["card": ["hover"]]]])
        XCTAssertEqual(other["opacity"]?.doubleValue, 1)
        // Also for the other methods that take a context.
        let explained = try client.request("tw/explain", ["classes": .string(classes), "context": ["groupStates": ["hero": ["hover"]]]])
        XCTAssertEqual(explained["provenance"]?["opacity"]?["class"], "group-hover/hero:opacity-50")

        for bad: JSON in [
            ["groupStates": ["hero"]], ["groupStates": ["hero": ["wiggle"]]], ["groupStates": ["h!": ["hover"]]],
            ["groupStates": ["hero": [3]]], ["windowActive": "no"], ["rendering": "paint"],
        ] {
            XCTAssertEqual(try client.errorCode("tw/resolve", ["classes": "p-4", "context": bad]), -32602, "\(bad)")
        }
    }

    /// `--window-inactive` is `"windowActive": false`: macOS draws inactive prominent bezels grey,
    /// so the label is the primary label colour.
    func testWindowActiveContext() throws {
        let client = TestClient()
        try client.initialize()
        let context: JSON = ["platform": "macos", "os": 26, "target": "button"]
        let active = try client.request("tw/resolve", ["classes": "bezel-prominent", "context": context])
        XCTAssertEqual(active["context"]?["windowActive"], true)
        XCTAssertNotEqual(active["button"]?["labelColor"]?["native"], "labelColor")
        var inactiveContext = context.objectValue!
        inactiveContext["windowActive"] = false
        let inactive = try client.request("tw/resolve", ["classes": "bezel-prominent", "context": .object(inactiveContext)])
        XCTAssertEqual(inactive["context"]?["windowActive"], false)
        XCTAssertEqual(inactive["button"]?["labelColor"]?["native"], "labelColor")
    }

    // MARK: Copy as SwiftUI

    func codeActions(_ client: TestClient, line: Int = 0, character: Int) throws -> [JSON] {
        try client.request(
            "textDocument/codeAction",
            [
                "textDocument": ["uri": .string(uri)],
                "range": ["start": TestClient.position(line, character), "end": TestClient.position(line, character)],
                "context": ["diagnostics": []],
            ]
        ).arrayValue ?? []
    }

    static let classes = "px-4 surface-floating glass-tint-[red]"

    /// A client that runs commands gets `tw.copyAsSwiftUI` with the code; executing it answers the
    /// code, which is `tw swift --availability`'s.
    func testCopyAsSwiftUIWithCommands() throws {
        let client = TestClient()
        try client.initialize(capabilities: [
            "workspace": ["executeCommand": ["dynamicRegistration": false]],
            "textDocument": ["codeAction": ["codeActionLiteralSupport": ["codeActionKind": ["valueSet": ["source"]]]]],
        ])
        client.open(uri, "Text(\"a\").tw(\"\(Self.classes)\")")
        let action = try XCTUnwrap(try codeActions(client, character: 20).first { $0["title"] == "Copy as SwiftUI" })
        XCTAssertNil(action["edit"])
        let command = try XCTUnwrap(action["command"])
        XCTAssertEqual(command["command"], "tw.copyAsSwiftUI")
        let expected = SwiftEmitter(resolver: Resolver()).emit(Self.classes, style: .availability, context: ResolutionContext()).text
        XCTAssertEqual(command["arguments"], [.string(expected)])
        XCTAssertTrue(expected.contains("if #available(iOS 26, macOS 26, *)"), expected)
        XCTAssertTrue(expected.contains("glassEffect"), expected)
        let result = try client.request("workspace/executeCommand", ["command": command["command"]!, "arguments": command["arguments"]!])
        XCTAssertEqual(result, .string(expected))
        XCTAssertEqual(try client.errorCode("workspace/executeCommand", ["command": "tw.copyAsSwiftUI"]), -32602)
    }

    /// A client that does not announce `workspace.executeCommand` (Neovim 0.11) still runs a code
    /// action's command, so it gets the command too; the code is also in the action's `data`,
    /// for design tools that read it from the `textDocument/codeAction` answer.
    func testCopyAsSwiftUIWithoutTheCapabilityHasTheCommandAndTheData() throws {
        let client = TestClient()
        try client.initialize()
        client.open(uri, "Text(\"a\").tw(\"\(Self.classes)\")\nText(\"b\")")
        let action = try XCTUnwrap(try codeActions(client, character: 20).first { $0["title"] == "Copy as SwiftUI" })
        let expected = SwiftEmitter(resolver: Resolver()).emit(Self.classes, style: .availability, context: ResolutionContext())
        XCTAssertEqual(action["command"]?["arguments"], [.string(expected.text)])
        XCTAssertEqual(action["data"], ["swiftUI": .string(expected.text), "valid": .bool(expected.valid)])
        XCTAssertEqual(action["kind"], "source")
        // Without showDocument support the code is shown as a message.
        _ = try client.request("workspace/executeCommand", ["command": "tw.copyAsSwiftUI", "arguments": [.string(expected.text)]])
        XCTAssertEqual(client.notifications("window/showMessage").last?["message"], .string(expected.text))
        // Only on a class string.
        XCTAssertFalse(try codeActions(client, line: 1, character: 3).contains { $0["title"] == "Copy as SwiftUI" })
    }

    /// The document's theme decides the colours.
    func testCopyAsSwiftUIUsesTheDocumentTheme() throws {
        let client = TestClient()
        try client.initialize()
        let inline: JSON = ["name": "brand", "colors": ["brand": ["light": "#ff0000", "dark": "#00ff00"]]]
        try client.request("tw/setTheme", ["theme": inline])
        client.open(uri, #"Text("a").tw("bg-brand p-2")"#)
        let action = try XCTUnwrap(try codeActions(client, character: 16).first { $0["title"] == "Copy as SwiftUI" })
        XCTAssertEqual(action["data"]?["valid"], true)
        let code = action["data"]?["swiftUI"]?.stringValue ?? ""
        XCTAssertTrue(code.contains("Color(red: 1, green: 0, blue: 0) /* brand */"), code)
    }
}
