import Foundation
import XCTest

@testable import TWSyntax

/// ``PlainTokenParser`` (the fast path for plain tokens) gives exactly the tokens of the general
/// parser, on every string the project knows and on many generated ones; and it is the path that
/// plain tokens take.
final class PlainTokenParserTests: XCTestCase {
    /// The general parser is the expected value: the fast path is only a shortcut to its result.
    private func assertSameAsGeneralParser(_ input: [UInt8], file: StaticString = #filePath, line: UInt = #line) {
        let fast = ClassParser.parse(utf8: input)
        let general = ClassParser.parse(utf8: input, dynamicRanges: [], readsPlainTokensFast: false)
        guard fast.tokens != general.tokens else { return }
        let text = String(decoding: input, as: UTF8.self)
        for (index, (a, b)) in zip(fast.tokens, general.tokens).enumerated() where a != b {
            XCTFail("token \(index) of \(text.debugDescription): fast \(a), general \(b)", file: file, line: line)
            return
        }
        XCTFail("\(text.debugDescription): \(fast.tokens.count) tokens on the fast path, \(general.tokens.count) on the general one", file: file, line: line)
    }

    /// Every string value of a JSON document (class strings and the rest alike: all are input).
    private func strings(inJSON value: Any) -> [String] {
        switch value {
        case let string as String: [string]
        case let array as [Any]: array.flatMap(strings(inJSON:))
        case let object as [String: Any]: object.keys.map { $0 } + object.values.flatMap(strings(inJSON:))
        default: []
        }
    }

    private func jsonStrings(at url: URL) throws -> [String] {
        let data = try Data(contentsOf: url)
        if url.pathExtension == "jsonl" {
            return try data.split(separator: UInt8(ascii: "\n")).flatMap { try strings(inJSON: JSONSerialization.jsonObject(with: Data($0))) }
        }
        return strings(inJSON: try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]))
    }

    func testConformanceThemeAndGoldenStrings() throws {
        let shared = SharedData.url("conformance")
        var files = [
            shared.appendingPathComponent("swiftcn-cases.jsonl"), shared.appendingPathComponent("swiftcn-extended.jsonl"),
            packageRoot.appendingPathComponent("Themes/default.json"),
        ]
        for folder in ["Tests/TWResolveTests/Golden", "Tests/Fixtures/Conformance"] {
            let url = packageRoot.appendingPathComponent(folder)
            files += try FileManager.default.contentsOfDirectory(at: url, includingPropertiesForKeys: nil).filter { $0.pathExtension == "json" }
        }
        var count = 0
        for file in files {
            for string in try jsonStrings(at: file) {
                assertSameAsGeneralParser(Array(string.utf8))
                count += 1
            }
        }
        // The conformance files alone hold hundreds of class strings.
        XCTAssertGreaterThan(count, 1000)
    }

    /// Names and variants of every form the fast path takes or refuses, alone and combined.
    static let names = [
        "p-4", "px-2", "py-1.5", "min-h-8", "glass", "glass-tint-primary", "glass-tint-", "text-", "w-full", "card", "bg-primary/50",
        "group/hero", "shared-x", "a/b/c", "/", "/x", "x/", "-", "-p-4", "--", "p--4", "p-", "_x", "text-sm.5", "line-spacing-4",
        "opacity-", "p", "h-0", "line-clamp-2", "w-[240]", "bg-[#fff]", "!p-4", "p-4!", "a\\b", "shared-[id]/hero", "]", "[",
        "text-[length:18px]", "text-[color:]", "w-[:4]", "x-[a:b:c]", "bg-[a/b]", "w-[]", "-[4]", "[4]", "w[4]", "w-[4]x", "shared-[id]",
        "shared-[]", "sharedx-[1]", "p.x-[1]", "p/x-[1]", "size-[4]", "w-[4][5]", "w-[a[b]]", "w-[4]/50", "w-[4", "w-4]", "w-]4[",
        "-w-[4]", "offset-[0,-2]", "tracking-[-0.5]", "bg-[color:#6366f180]", "font-[size:4]", "w-[a\\]b]", "w-[a:b]:p-4", "a-[b]c-[d]",
    ]
    static let variants = [
        "", "hover:", "focus:", "active:", "pressed:", "disabled:", "group-hover:", "group-focus/hero:", "group-disabled/card-1:",
        "group-hover/:", "group-hover/a/b:", "group-hover/he!ro:", "group-:", "group-hovered:", "hovering:", ":", "sm:", "dark:",
        "!hover:", "hover:focus:", "Hover:", "group-active/x.y_z:",
    ]

    func testEveryNameUnderEveryVariant() {
        for variant in Self.variants {
            for second in ["", "hover:", "group-focus/x:", "md:"] {
                for name in Self.names + [""] {
                    assertSameAsGeneralParser(Array("\(variant)\(second)\(name)".utf8))
                }
            }
        }
    }

    func testGeneratedStrings() {
        var rng = SeededGenerator(seed: 14)
        let separators = [" ", "  ", "\t", "\n", "\u{00A0}", "\u{3000}", "\u{2009}", " \u{85}"]
        let pieces = Self.names + Self.variants + ["-", ":", "/", ".", "a", "Z", "9", "_", "é", "\u{7F}", "\u{1}", "[", "]", "\\"]
        for _ in 0..<10_000 {
            var text = ""
            for _ in 0..<Int.random(in: 1...8, using: &rng) {
                for _ in 0..<Int.random(in: 1...3, using: &rng) { text += pieces.randomElement(using: &rng)! }
                text += separators.randomElement(using: &rng)!
            }
            assertSameAsGeneralParser(Array(text.utf8))
        }
    }

    /// Invalid UTF-8 and stray bytes around plain tokens.
    func testRandomBytes() {
        var rng = SeededGenerator(seed: 1414)
        let alphabet: [UInt8] = Array("abp-4:/.! \t[]\\".utf8) + [0x80, 0xC2, 0xA0, 0xE2, 0x80, 0xFF, 0x00, 0x7F]
        for _ in 0..<10_000 {
            let bytes = (0..<Int.random(in: 0...24, using: &rng)).map { _ in alphabet.randomElement(using: &rng)! }
            assertSameAsGeneralParser(bytes)
        }
    }

    /// Plain keyword and bracket tokens take the fast path; the ones that carry an issue, nested
    /// brackets, an escape, a marker or a shared id are left to the general parser.
    func testWhichTokensTakeTheFastPath() {
        let fast = [
            "px-4", "hover:bg-accent", "group-hover/hero:opacity-80", "group/hero", "bg-primary/50", "active:pressed:p-2", "w-[240]",
            "hover:text-[length:18px]", "offset-[0,-2]", "bg-[a/b]",
        ]
        let general = [
            "-", "-p-4", "hover:", "sm:p-4", "group-hover/:p-4", "!p-4", "a\\b", "p-4\u{7F}", "é", "w-[]", "shared-[id]", "w-[a[b]]",
            "w-[4]/50", "[4]", "w[4]", "p/x-[1]", "-[4]", "w-[a\\]b]", "sm:w-[4]",
        ]
        for (token, expectsFastPath) in fast.map({ ($0, true) }) + general.map({ ($0, false) }) {
            let bytes = Array(token.utf8)
            bytes.withUnsafeBufferPointer { buffer in
                let reader = TokenReader(bytes: buffer, dynamic: UnsafeBufferPointer(start: nil, count: 0), readsPlainTokensFast: true)
                var cursor = 0
                guard let span = reader.nextSpan(&cursor) else { return XCTFail("no span in \(token)") }
                var tokens: [ClassToken] = []
                let taken = span.isPlain && PlainTokenParser(bytes: buffer).read(span, into: &tokens)
                XCTAssertEqual(taken, expectsFastPath, token)
                XCTAssertEqual(tokens.count, taken ? 1 : 0, token)
            }
        }
    }
}

/// The span reader's table of bytes it only steps over.
final class OrdinaryByteTests: XCTestCase {
    func testOrdinaryBytesArePrintableASCIIWithoutSyntax() {
        let syntax = Set("[]\\:/!".utf8)
        for byte in UInt8.min...UInt8.max {
            XCTAssertEqual(TokenReader.isOrdinary(byte), (0x21...0x7E).contains(byte) && !syntax.contains(byte), "byte \(byte)")
        }
    }
}
