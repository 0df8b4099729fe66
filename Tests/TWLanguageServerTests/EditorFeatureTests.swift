import Foundation
import TWJSON
import TWTestSupport
import XCTest
@testable import TWLanguageServer
import TWLint
import TWResolve

/// Hover in words, completion from the catalog, code actions. Expected values
/// come from the defining inputs and from the default theme (`Themes/default.json`: spacing unit 4 pt,
/// radii none 0, sm 4, md 8, lg 12, xl 16, full 10000; named class `card`).
final class EditorFeatureTests: XCTestCase {
    let uri = "file:///tmp/Editor.swift"

    private func hover(_ client: TestClient, _ character: Int, line: Int = 0) throws -> String {
        try client.request("textDocument/hover", TestClient.at(uri, line, character))["contents"]?["value"]?.stringValue ?? ""
    }

    private func items(_ client: TestClient, _ character: Int, line: Int = 0) throws -> [JSON] {
        try client.request("textDocument/completion", TestClient.at(uri, line, character))["items"]?.arrayValue ?? []
    }

    private func actions(_ client: TestClient, _ character: Int, line: Int = 0) throws -> [JSON] {
        try client.request(
            "textDocument/codeAction",
            [
                "textDocument": ["uri": .string(uri)],
                "range": ["start": TestClient.position(line, character), "end": TestClient.position(line, character)],
                "context": ["diagnostics": []],
            ]
        ).arrayValue ?? []
    }

    // MARK: Hover

    func testHoverSaysWhatAClassSetsInWordsAndUnits() throws {
        let client = TestClient()
        try client.initialize()
        client.open(uri, #"Text("a").tw("p-4 hover:bg-accent rounded-lg opacity-50 w-8")"#)
        let padding = try hover(client, 15)
        XCTAssertTrue(padding.contains("padding 16 pt on all edges"), padding)
        let variant = try hover(client, 20)
        XCTAssertTrue(variant.contains("Applies while the pointer is over the view."), variant)
        XCTAssertTrue(variant.contains("background `accent`"), variant)
        XCTAssertFalse(variant.contains("sets no field"), variant)
        XCTAssertTrue(try hover(client, 35).contains("corner radius 12 pt (`lg`)"))
        XCTAssertTrue(try hover(client, 45).contains("opacity 50 %"))
        XCTAssertTrue(try hover(client, 57).contains("width 32 pt"))
        for character in [15, 20, 35, 45, 57] {
            let text = try hover(client, character)
            XCTAssertFalse(text.contains("{") || text.contains("\"rule\""), "no JSON: \(text)")
            XCTAssertFalse(text.contains("Matrix"), "no matrix by default: \(text)")
        }
    }

    func testHoverOnAGlassTintDescribesTheFillOnBothSystems() throws {
        let client = TestClient()
        try client.initialize()
        client.open(uri, #"Text("a").tw("px-4 surface-floating glass-tint-[#ff0000]")"#)
        let text = try hover(client, 40)
        XCTAssertTrue(text.contains("glass tint #ff0000"), text)
        // Liquid Glass tinted red on iOS 26, a material with an edge on iOS 18.
        XCTAssertTrue(text.contains("fill: Liquid Glass tinted #ff0000 on iOS 26; a regular material with a soft 1 pt edge on iOS 18"), text)
    }

    func testTheMatrixOnlyOnRequest() throws {
        let client = TestClient()
        try client.initialize(options: ["hoverMatrix": true])
        client.open(uri, #"Text("a").tw("glass bg-primary")"#)
        let text = try hover(client, 22)
        XCTAssertTrue(text.contains("| iOS 18 | iOS 26 |"), text)
    }

    func testHoverOnANamedClassShowsItsDefinitionAndWhereItIsDefined() throws {
        let client = TestClient()
        try client.initialize()
        client.open("file:///tmp/Rules.swift", "import SwiftCN\n\nlet rules = TWGlobalRules(named: [\"hero\": \"p-4 glass\"])")
        client.open(uri, #"Text("a").tw("hero card")"#)
        let hero = try hover(client, 15)
        XCTAssertTrue(hero.contains("expands to `p-4 glass`"), hero)
        XCTAssertTrue(hero.contains("/tmp/Rules.swift`, line 3"), hero)
        let card = try hover(client, 20)
        XCTAssertTrue(card.contains("expands to `p-6 bg-surface text-foreground rounded-lg border shadow-sm`"), card)
        XCTAssertTrue(card.contains("key `named.card`"), card)
    }

    // MARK: Completion

    func testEveryGlassClassAfterGlassDash() throws {
        let client = TestClient()
        try client.initialize()
        client.open(uri, #"Text("a").tw("glass-")"#)
        let labels = Set(try items(client, 20).compactMap { $0["label"]?.stringValue })
        for expected in [
            "glass-thin", "glass-regular", "glass-clear", "glass-thick", "glass-ultra-thin", "glass-identity",
            "glass-shadow-none", "glass-prominent", "glass-interactive", "glass-tint-",
        ] {
            XCTAssertTrue(labels.contains(expected), expected)
        }
    }

    /// As typed without an editor pairing quotes: the literal is not closed yet.
    func testCompletionInAClassStringNotClosedYet() throws {
        let client = TestClient()
        try client.initialize()
        client.open(uri, "Text(\"a\").tw(\"glass-\nlet x = 1")
        let found = try items(client, 20)
        XCTAssertTrue(found.contains { $0["label"] == "glass-thin" })
        XCTAssertEqual(rangeNumbers(found.first?["textEdit"]?["range"]), [0, 14, 0, 20])
    }

    func testSpacingScaleAfterPaddingAndSizePrefixes() throws {
        let client = TestClient()
        try client.initialize()
        client.open(uri, #"Text("a").tw("p- px- w- h- opacity- rounded-")"#)
        let padding = try items(client, 16)
        let p4 = try XCTUnwrap(padding.first { $0["label"] == "p-4" })
        XCTAssertEqual(p4["detail"], "16 pt")
        XCTAssertTrue(padding.contains { $0["label"] == "p-0" } && padding.contains { $0["label"] == "p-0.5" })
        XCTAssertTrue(try items(client, 20).contains { $0["label"] == "px-2" && $0["detail"] == "8 pt" })
        XCTAssertTrue(try items(client, 23).contains { $0["label"] == "w-8" && $0["detail"] == "32 pt" })
        XCTAssertTrue(try items(client, 26).contains { $0["label"] == "h-12" && $0["detail"] == "48 pt" })
        XCTAssertTrue(try items(client, 35).contains { $0["label"] == "opacity-50" && $0["detail"] == "50 %" })
        let radii = try items(client, 44)
        XCTAssertEqual(radii.compactMap { $0["label"]?.stringValue }, ["rounded-none", "rounded-sm", "rounded-md", "rounded-lg", "rounded-xl", "rounded-full"])
        XCTAssertEqual(radii.first { $0["label"] == "rounded-lg" }?["detail"], "corner radius 12 pt")
    }

    func testColourItemsAreColoursWithTheirHex() throws {
        let client = TestClient()
        try client.initialize()
        client.open(uri, #"Text("a").tw("bg-")"#)
        let primary = try XCTUnwrap(try items(client, 17).first { $0["label"] == "bg-primary" })
        XCTAssertEqual(primary["kind"], 16, "CompletionItemKind.Color")
        // Themes/default.json: primary light (0.18, 0.18, 0.192), dark (0.88, 0.88, 0.892).
        XCTAssertEqual(primary["documentation"], "#2e2e31")
        XCTAssertEqual(primary["detail"], "light #2e2e31, dark #e0e0e3")
    }

    /// Registrations reach completion and hover through the theme.
    func testRegisteredUtilityAndModifierAreOfferedAndExplained() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tw-editor-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let themeFile = folder.appendingPathComponent("brand.json")
        try Data(#"{"utilities": {"tilt": {"argument": "angle", "sets": "rotation"}}, "modifiers": {"sparkle": {}}}"#.utf8).write(to: themeFile)
        let client = TestClient()
        try client.initialize(options: ["theme": .string(themeFile.path)])
        client.open(uri, #"Text("a").tw("t tilt-[12deg] sparkle")"#)
        let labels = Set(try items(client, 15).compactMap { $0["label"]?.stringValue })
        XCTAssertTrue(labels.contains("tilt-["), "\(labels.sorted())")
        // After `s` (of `sparkle`), the registered modifier is among the words starting with it.
        XCTAssertTrue(Set(try items(client, 30).compactMap { $0["label"]?.stringValue }).contains("sparkle"))
        let tilt = try hover(client, 18)
        XCTAssertTrue(tilt.contains("Registered utility `tilt-[…]`, takes an angle in degrees, sets the rotation"), tilt)
        XCTAssertTrue(try hover(client, 30).contains("Registered native modifier `sparkle`"))
    }

    // MARK: Code actions

    func testDidYouMeanFixesForClassesVariantsAndColours() throws {
        let client = TestClient()
        try client.initialize()
        client.open(uri, #"Text("a").tw("glass-thn hovr:p-2 bg-primry")"#)
        let titles = { (character: Int) in try self.actions(client, character).compactMap { $0["title"]?.stringValue } }
        XCTAssertTrue(try titles(16).contains("Replace `glass-thn` with `glass-thin`"))
        XCTAssertTrue(try titles(25).contains("Replace `hovr` with `hover`"))
        let colour = try actions(client, 35)
        let fix = try XCTUnwrap(colour.first { $0["title"] == "Replace `bg-primry` with `bg-primary`" })
        XCTAssertEqual(fix["kind"], "quickfix")
        XCTAssertEqual(fix["edit"]?["changes"]?[uri]?.arrayValue?.first?["newText"], "bg-primary")
        XCTAssertEqual(rangeNumbers(fix["edit"]?["changes"]?[uri]?.arrayValue?.first?["range"]), [0, 33, 0, 42])
    }

    /// A misspelt bracket utility (the prefix of `glas-tint-[red]`): one preferred quick fix that
    /// repairs the prefix, the one the message names.
    func testDidYouMeanFixForABracketUtility() throws {
        let client = TestClient()
        try client.initialize()
        client.open(uri, #"Text("a").tw("p-2 glas-tint-[red]")"#)
        let fixes = try actions(client, 20).filter { $0["kind"] == "quickfix" }
        XCTAssertEqual(fixes.compactMap { $0["title"]?.stringValue }, ["Replace `glas-tint` with `glass-tint`"])
        let fix = try XCTUnwrap(fixes.first)
        XCTAssertEqual(fix["isPreferred"], true)
        XCTAssertEqual(fix["edit"]?["changes"]?[uri]?.arrayValue?.first?["newText"], "glass-tint")
        XCTAssertEqual(rangeNumbers(fix["edit"]?["changes"]?[uri]?.arrayValue?.first?["range"]), [0, 18, 0, 27])
    }

    func testOneEntryPerFix() throws {
        let client = TestClient()
        try client.initialize()
        client.open(uri, #"Text("a").tw("p-4 p-4 p-6 shadow-sm shadow-sm")"#)
        for character in [15, 19, 27, 37] {
            let titles = try actions(client, character).compactMap { $0["title"]?.stringValue }
            XCTAssertEqual(titles.count, Set(titles).count, "\(titles)")
        }
    }

    func testCopyAsSwiftUIShowsTheCode() throws {
        let client = TestClient()
        try client.initialize(capabilities: ["workspace": ["executeCommand": [:]], "window": ["showDocument": ["support": true]]])
        client.open(uri, #"Text("a").tw("px-4 glass")"#)
        let copy = try XCTUnwrap(try actions(client, 16).first { $0["title"] == "Copy as SwiftUI" }?["command"])
        let result = try client.request("workspace/executeCommand", ["command": copy["command"]!, "arguments": copy["arguments"]!])
        let code = try XCTUnwrap(result.stringValue)
        XCTAssertTrue(code.contains("leading: 16"), code)  // px-4: 4 units of 4 pt
        let shown = try client.take("window/showDocument") {
            if case .request(_, "window/showDocument", _) = $0 { return true }
            return false
        }
        guard case .request(_, _, let params) = shown, let url = params?["uri"]?.stringValue.flatMap(URL.init(string:)) else {
            return XCTFail("no showDocument")
        }
        XCTAssertEqual(try String(contentsOf: url, encoding: .utf8), code)
        XCTAssertEqual(params?["takeFocus"], true)
        try? FileManager.default.removeItem(at: url)
    }

    func testTheMatrixOnRequestThroughACodeAction() throws {
        let client = TestClient()
        try client.initialize(capabilities: ["window": ["showDocument": ["support": true]]])
        client.open(uri, #"Text("a").tw("glass px-4")"#)
        let show = try XCTUnwrap(try actions(client, 16).first { $0["title"] == "Show the matrix of `glass px-4`" }?["command"])
        let markdown = try client.request("workspace/executeCommand", ["command": show["command"]!, "arguments": show["arguments"]!]).stringValue ?? ""
        // `glass` is a material before iOS 26 and Liquid Glass from iOS 26 (reference §8.2).
        XCTAssertTrue(markdown.contains("| iOS 18 | iOS 26 |"), markdown)
        XCTAssertTrue(markdown.contains("material regular"), markdown)
        _ = try client.take("window/showDocument") {
            if case .request(_, "window/showDocument", let params) = $0 { return params?["uri"]?.stringValue?.hasSuffix(".md") == true }
            return false
        }
    }

    func testEachRuleLinksToItsOwnSectionInThePublicRepository() throws {
        let release = try XCTUnwrap(try latestChangelogRelease())
        let page = "https://github.com/twkit/TWKit/blob/\(release)/Docs/Rules.md"
        XCTAssertEqual(RuleDocumentation.defaultPage, page)
        let rules = try String(contentsOf: packageRoot.appendingPathComponent("Docs/Rules.md"), encoding: .utf8)
        for rule in Linter.rules {
            XCTAssertEqual(RuleDocumentation.href(rule.id), page + "#" + rule.id)
            XCTAssertTrue(rules.contains("\n## \(rule.id)\n"), "Docs/Rules.md has no section for \(rule.id): the link would have no target")
        }
        XCTAssertNil(RuleDocumentation.href("no-such-rule"))
    }

    func testRuleDocumentationSettingMovesTheLinks() throws {
        let client = TestClient()
        try client.initialize(
            capabilities: ["textDocument": ["publishDiagnostics": ["codeDescriptionSupport": true]]],
            options: ["ruleDocumentation": "https://docs.example.com/twlint/rules.html"])
        client.open("file:///tmp/RuleLinks.swift", #"Text("a").tw("bogus-class")"#)
        let diagnostic = try XCTUnwrap(try client.notification("textDocument/publishDiagnostics")["diagnostics"]?.arrayValue?.first)
        XCTAssertEqual(diagnostic["codeDescription"]?["href"], "https://docs.example.com/twlint/rules.html#unknown-class")
    }

    func testARuleDocumentationThatIsNotAnAbsoluteURLIsIgnoredWithAWarning() {
        var warnings: [String] = []
        let settings = ServerSettings.read(["ruleDocumentation": "Docs/Rules.md"], origin: "initializationOptions") { warnings.append($0) }
        XCTAssertEqual(settings.ruleDocumentation, RuleDocumentation.defaultPage)
        XCTAssertEqual(warnings.count, 1)
        XCTAssertTrue(warnings.first?.contains("must be an absolute URL") == true, "\(warnings)")
        for bad in ["https://", "://x", "1http://x", "https://a b", "javascript:alert(1)"] {
            XCTAssertFalse(ServerSettings.isAbsoluteURL(bad), bad)
        }
        XCTAssertTrue(ServerSettings.isAbsoluteURL("file:///srv/docs/Rules.md"))
    }
}

/// `Docs/Rules.md` is the rendering of the rules' own descriptions (one section per rule).
final class RulesDocumentTests: XCTestCase {
    func testDocsRulesMatchesTheRuleDescriptions() throws {
        let file = packageRoot.appendingPathComponent("Docs/Rules.md")
        let expected = RuleCatalogMarkdown.render()
        if ProcessInfo.processInfo.environment["TW_UPDATE_RULES_DOC"] == "1" {
            try Data(expected.utf8).write(to: file, options: .atomic)
        }
        let actual = try String(contentsOf: file, encoding: .utf8)
        XCTAssertEqual(actual, expected, "Docs/Rules.md is out of date: run TW_UPDATE_RULES_DOC=1 swift test --filter RulesDocumentTests")
        for rule in Linter.rules { XCTAssertTrue(actual.contains("\n## \(rule.id)\n"), rule.id) }
    }
}
