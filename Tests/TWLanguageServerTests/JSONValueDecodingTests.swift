import Foundation
import TWJSON
import TWEmit
@testable import TWLanguageServer
import TWResolve
import TWTestSupport
import XCTest

/// The server decodes request params, inline themes, `design` properties and inline groups from
/// their `JSON` values. Foundation's `JSONDecoder` on the value's text is the oracle: every valid
/// and mutated input must give an equal value or an equal error, down to the `invalidParams`
/// message a client reads.
final class JSONValueDecodingTests: XCTestCase {
    /// The value as text, the oracle's input (`JSONEncoder`, sorted keys).
    private static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()

    private static let replacements: [JSON] = [
        .null, true, 0, -1, .int(Int.max), .double(2.5), .double(1e300), "", "x", [], [1], [:], ["k": "v"],
    ]

    /// `value` itself, then every variant with one value replaced, one key removed or an unknown
    /// key added, at every depth.
    static func mutations(of value: JSON) -> [JSON] {
        var result: [JSON] = [value]
        switch value {
        case .object(let object):
            result += [.object(object.merging(["zz": 1]) { old, _ in old })]
            for (key, child) in object.sorted(by: { $0.key < $1.key }) {
                var removed = object
                removed[key] = nil
                result.append(.object(removed))
                for variant in replacements + mutations(of: child).dropFirst() {
                    var changed = object
                    changed[key] = variant
                    result.append(.object(changed))
                }
            }
        case .array(let elements):
            result += [.array(elements + [elements.last ?? 1]), .array(Array(elements.dropLast()))]
            for (index, child) in elements.enumerated() {
                for variant in replacements + mutations(of: child).dropFirst() {
                    var changed = elements
                    changed[index] = variant
                    result.append(.array(changed))
                }
            }
        default:
            break
        }
        return result
    }

    private func assertDecodesAlike<T: Decodable>(_ type: T.Type, mutating sample: JSON, file: StaticString = #filePath, line: UInt = #line) throws -> Int {
        let inputs = Self.mutations(of: sample)
        for input in inputs {
            let text = try Self.encoder.encode(input)
            let direct = DecodingOutcome { try input.decode(T.self) }
            let viaText = DecodingOutcome { try JSONDecoder().decode(T.self, from: text) }
            XCTAssertEqual(direct, viaText, "\(T.self) from \(String(decoding: text, as: UTF8.self))", file: file, line: line)
            // The message a client reads.
            let message = { (decode: () throws -> T) -> String in
                do { _ = try decode(); return "ok" } catch { return ResponseError.invalidParams("invalid params: \(describe(error))").message }
            }
            XCTAssertEqual(message { try input.decode(T.self) }, message { try JSONDecoder().decode(T.self, from: text) }, file: file, line: line)
        }
        return inputs.count
    }

    private static let document: JSON = ["uri": "file:///p/View.swift"]
    private static let range: JSON = ["start": ["line": 0, "character": 4], "end": ["line": 1, "character": 0]]

    func testRequestParamsDecodeAsFoundationDecodesTheirText() throws {
        var count = 0
        count += try assertDecodesAlike(
            DidOpenTextDocumentParams.self,
            mutating: [
                "textDocument": ["uri": "file:///p/View.swift", "languageId": "swift", "version": 1, "text": "Text(\"a\").tw(\"p-4\")"]
            ])
        count += try assertDecodesAlike(
            DidChangeTextDocumentParams.self,
            mutating: [
                "textDocument": ["uri": "file:///p/View.swift", "version": 2],
                "contentChanges": [["text": "all"], ["range": Self.range, "text": "x"]],
            ])
        count += try assertDecodesAlike(TextDocumentPositionParams.self, mutating: ["textDocument": Self.document, "position": ["line": 3, "character": 12]])
        count += try assertDecodesAlike(
            CompletionItem.self,
            mutating: [
                "label": "p-4", "kind": 12, "detail": "padding", "documentation": ["kind": "markdown", "value": "**p**"], "sortText": "a",
                "textEdit": ["range": Self.range, "newText": "p-4"], "data": ["uri": "file:///p/View.swift", "n": .double(1.5)],
            ])
        count += try assertDecodesAlike(
            CodeActionParams.self,
            mutating: [
                "textDocument": Self.document, "range": Self.range,
                "context": ["diagnostics": [["range": Self.range, "message": "unknown class", "code": "TW101"]], "only": ["quickfix"]],
            ])
        count += try assertDecodesAlike(
            ColorPresentationParams.self,
            mutating: [
                "textDocument": Self.document, "range": Self.range, "color": ["red": 1, "green": .double(0.5), "blue": 0, "alpha": 1],
            ])
        count += try assertDecodesAlike(ResponseError.self, mutating: ["code": -32602, "message": "bad", "data": ["detail": [1, 2]]])
        count += try assertDecodesAlike(
            ResolutionContext.self,
            mutating: [
                "platform": "ios", "os": "26.1", "scheme": "dark", "state": ["hover", "focus"], "groupStates": ["hero": ["pressed"]],
                "reduceTransparency": true, "target": "button",
            ])
        XCTAssertGreaterThan(count, 1000, "the table covers every key of every type with every kind of wrong value")
    }

    /// The message clients have read for a wrong element type, Foundation's own wording.
    func testAWrongElementNamesItsIndexAsFoundationDoes() throws {
        let params: JSON = ["textDocument": ["uri": "file:///a", "version": 1], "contentChanges": [["text": 3]]]
        XCTAssertThrowsError(try params.decode(DidChangeTextDocumentParams.self)) { error in
            XCTAssertEqual(describe(error), "wrong type at `contentChanges.Index 0.text`")
        }
    }

    func testInlineThemesDecodeAsTheirTextDoes() throws {
        let brand = try JSON.parse(Data(contentsOf: packageRoot.appendingPathComponent("Themes/brand.json")))
        let samples: [JSON] = [
            brand,
            [
                "utilities": ["pick": ["values": ["a": "p-1", "b": "p-2"]]],
                "animations": ["pop": ["kind": "fixed", "animation": "easeIn", "delay": .double(0.05)]],
                "radii": ["sm": 4],
            ],
        ]
        // Each mutation then has one problem: with two in one object, which one is reported
        // depends on the dictionary's order, in Foundation's decoder as in this one.
        for sample in samples { XCTAssertNoThrow(try ThemeLoader.decode(sample, text: sample.serialized(), source: "sample", base: .builtIn)) }
        var count = 0
        for input in samples.flatMap(Self.mutations(of:)) {
            guard input.objectValue != nil else { continue }
            count += 1
            let text = input.serialized()
            XCTAssertEqual(
                Self.outcome { try ThemeLoader.decode(input, text: text, source: "inline theme", base: .builtIn) },
                Self.outcome { try Theme.decode(text, source: "inline theme") }, String(decoding: text, as: UTF8.self))
        }
        XCTAssertGreaterThan(count, 500)
    }

    func testDesignPropertiesAndGlassInputsDecodeAsTheirTextDoes() throws {
        let design: JSON = [
            "padding": ["top": 8, "leading": .double(12.5)], "cornerRadius": 12, "fill": "glass", "stroke": ["width": 1, "color": "#ffffff33"],
            "shadow": ["radius": 8, "y": 2], "fontWeight": 600, "opacity": .double(0.9), "gap": 4,
        ]
        for input in Self.mutations(of: design) {
            let text = input.serialized()
            XCTAssertEqual(
                Self.outcome { try DesignProperties(input) }, Self.outcome { try DesignProperties.decode(text) }, String(decoding: text, as: UTF8.self))
        }
        for name in ["group", "cluster"] {
            let sample = try JSON.parse(Data(contentsOf: packageRoot.appendingPathComponent("Tests/Fixtures/Glass/\(name).json")))
            for input in Self.mutations(of: sample) {
                let text = input.serialized()
                if name == "group" {
                    XCTAssertEqual(
                        Self.outcome { try GlassGroupInput.decode(input) }, Self.outcome { try GlassGroupInput.decode(text) },
                        String(decoding: text, as: UTF8.self))
                } else {
                    XCTAssertEqual(
                        Self.outcome { try GlassClusterInput.decode(input) }, Self.outcome { try GlassClusterInput.decode(text) },
                        String(decoding: text, as: UTF8.self))
                }
            }
        }
    }

    /// The value as `dump` writes it, its lines sorted so that dictionaries' orders do not
    /// matter, or the error's text.
    private static func outcome<T>(_ decode: () throws -> T) -> String {
        do {
            var text = ""
            dump(try decode(), to: &text)
            return text.split(separator: "\n").sorted().joined(separator: "\n")
        } catch {
            return "error: \(error)"
        }
    }
}
