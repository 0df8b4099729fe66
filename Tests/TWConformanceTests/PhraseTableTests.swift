import Foundation
import XCTest
@testable import TWConformance
import TWResolve

/// The reviewed phrase tables: several files combine, conflicts and bad
/// entries are errors naming the file, and an untranslated phrase makes its case unsupported
/// with the phrase quoted.
final class PhraseTableTests: XCTestCase {
    static let fixtures = packageRoot.appendingPathComponent("Tests/Fixtures/Conformance").path
    private let tilt = "argument modifier, default '0', order 10, conflictKey 'angle', argument in degrees"

    private func table(_ files: [String: String]) throws -> PhraseTable {
        var table = PhraseTable()
        for name in files.keys.sorted() { try table.add(Data(files[name]!.utf8), file: name) }
        return table
    }

    private func cases(_ lines: String...) throws -> [ConformanceCase] {
        try ConformanceFile.parse(Data(lines.joined(separator: "\n").utf8), file: "cases.jsonl")
    }

    func testSeveralFilesCombine() throws {
        let combined = try table([
            "a.json": #"{"modifiers": {"view modifier": {}}}"#,
            "b.json": #"{"animations": {"custom preset": {"kind": "factory"}}, "modifiers": {"view modifier": {}}}"#,
        ])
        XCTAssertEqual(combined.count, 2)
        XCTAssertEqual(combined.entry(.modifiers, "view modifier")?.file, "a.json", "an identical translation in a second file is kept from the first")
        XCTAssertNotNil(combined.entry(.animations, "custom preset"))
        XCTAssertNil(combined.entry(.utilities, "view modifier"), "phrases are looked up per kind")
    }

    func testConflictingTranslationsAreAnError() throws {
        XCTAssertThrowsError(
            try table([
                "a.json": #"{"modifiers": {"view modifier": {}}}"#,
                "b.json": #"{"modifiers": {"view modifier": {"order": 3}}}"#,
            ])
        ) { error in
            let error = error as? PhraseTableError
            XCTAssertEqual(error?.file, "b.json")
            XCTAssertTrue(error?.message.contains("translated differently in a.json") ?? false, "\(String(describing: error))")
        }
    }

    func testBadEntriesNameTheirFile() {
        var table = PhraseTable()
        XCTAssertThrowsError(try table.add(Data(#"{"modifiers": {"x": {"order": 1.5}}}"#.utf8), file: "t.json")) { error in
            XCTAssertTrue("\(error)".hasPrefix("t.json: modifiers \"x\": the entry.order"), "\(error)")
        }
        XCTAssertThrowsError(try table.add(Data(#"{"modifers": {}}"#.utf8), file: "t.json")) { error in
            XCTAssertTrue("\(error)".contains("unknown key `modifers`"), "\(error)")
        }
        XCTAssertThrowsError(try table.add(Data("[]".utf8), file: "t.json"))
        XCTAssertThrowsError(try PhraseTable.load(paths: ["/nonexistent/phrases.json"])) { error in
            XCTAssertEqual((error as? PhraseTableError)?.message, "no such file or folder")
        }
    }

    func testFolderOfTablesLoads() throws {
        let table = try PhraseTable.load(paths: [Self.fixtures])
        XCTAssertTrue(table.files.contains { $0.hasSuffix("phrases-registrations.json") }, "\(table.files)")
        let entry = try XCTUnwrap(table.entry(.modifiers, tilt))
        XCTAssertEqual(
            entry.registration, .object(["argument": .string("degrees"), "default": .string("0"), "order": .int(10), "conflictKey": .string("angle")]))
    }

    func testTranslatedRegistrationsReachTheResolver() throws {
        let table = try PhraseTable.load(paths: [Self.fixtures])
        let runner = ConformanceRunner(phrases: table)
        let list = try cases(
            #"{"id": "ok", "classes": "tilt-[12deg]", "context": {"global": {"modifiers": {"tilt": "\#(tilt)"}}}, "expect": {"valid": true}}"#,
            #"{"id": "bad", "classes": "tilt-[nope]", "context": {"global": {"modifiers": {"tilt": "\#(tilt)"}}}, "expect": {"error": {"kind": "invalid"}}}"#,
            #"{"id": "unregistered", "classes": "tilt-[12deg]", "context": {}, "expect": {"error": {"kind": "unknownClass", "detail": "tilt-[12deg]"}}}"#
        )
        for testCase in list {
            XCTAssertEqual(runner.run(testCase).outcome, .pass, testCase.id)
        }
    }

    func testUntranslatedPhraseIsUnsupportedWithThePhrase() throws {
        let list = try cases(
            #"{"id": "u", "classes": "spin-[3]", "context": {"global": {"modifiers": {"spin": "rotates like a top"}, "utilities": {"tilt": "\#(tilt)"}}}, "expect": {"valid": true}}"#
        )
        let outcome = ConformanceRunner(phrases: try PhraseTable.load(paths: [Self.fixtures])).run(list[0]).outcome
        XCTAssertEqual(outcome.name, "unsupported")
        let reason = try XCTUnwrap(outcome.reason)
        XCTAssertTrue(reason.contains(#"modifiers `spin`: "rotates like a top""#), reason)
        XCTAssertTrue(reason.contains("utilities `tilt`"), "a modifier phrase is no utility phrase: \(reason)")
        XCTAssertEqual(ConformanceRunner().run(list[0]).outcome.name, "unsupported", "without tables every phrase is unsupported")
    }

    func testSubtreeNamedClassesSitOverGlobalOnes() throws {
        let list = try cases(
            #"{"id": "s", "classes": "tile", "context": {"global": {"named": {"tile": "p-1", "other": "p-3"}}, "subtreeOverride": {"named": {"tile": "p-2"}}}, "expect": {"padding": {"leading": 8}}}"#,
            #"{"id": "o", "classes": "other", "context": {"global": {"named": {"tile": "p-1", "other": "p-3"}}, "subtreeOverride": {"named": {"tile": "p-2"}}}, "expect": {"padding": {"leading": 12}}}"#
        )
        for testCase in list {
            XCTAssertEqual(ConformanceRunner().run(testCase).outcome, .pass, testCase.id)
        }
    }
}
