import Foundation
import TWCommandLine
import TWTestSupport
import XCTest
@testable import TWEmit

/// Generated Swift quotes outside text but never runs it: every class string of the hostile corpus
/// (`Tests/Fixtures/Hostile/swift-inputs.json`) through `tw swift` in every style and target and
/// through `tw codegen` (its SwiftUI and `.tw("…")` sections) gives files that `swiftc -parse`
/// accepts and whose syntax tree declares, calls and interpolates nothing the input named.
final class HostileSwiftInputTests: XCTestCase {
    struct Corpus: Decodable {
        struct Repeated: Decodable {
            var text: String
            var count: Int
        }
        struct Names: Decodable {
            var valid: [String]
            var invalid: [String]
        }
        var injectedNames: [String]
        var classes: [String]
        var repeated: [Repeated]
        var values: [String: String]
        var names: Names
    }

    static let corpusURL = packageRoot.appendingPathComponent("Tests/Fixtures/Hostile/swift-inputs.json")

    func corpus() throws -> Corpus {
        try JSONDecoder().decode(Corpus.self, from: Data(contentsOf: Self.corpusURL))
    }

    /// The corpus's `theme` as a theme file.
    func themeFile() throws -> String {
        let document = try JSONSerialization.jsonObject(with: Data(contentsOf: Self.corpusURL)) as? [String: Any]
        let theme = try XCTUnwrap(document?["theme"])
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("twkit-hostile-\(UUID().uuidString).json")
        try JSONSerialization.data(withJSONObject: theme).write(to: url)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url.path
    }

    func checker() throws -> SwiftTypeChecker {
        switch SwiftTypeChecker.shared {
        case .success(let checker): return checker
        case .failure(let error as XCTSkip): throw error
        case .failure(let error): XCTFail("\(error)"); throw error
        }
    }

    func tw(_ arguments: [String]) -> (status: Int32, output: String, error: String) {
        final class Box: @unchecked Sendable { var output = "", error = "" }
        let box = Box()
        let io = CommandIO(write: { box.output += $0 }, writeError: { box.error += $0 }, readInput: { [] })
        let status = TWCommandLine.main(["tw"] + arguments, io: io)
        return (status, box.output, box.error)
    }

    /// The corpus's class strings, the repeated ones written out.
    func classStrings(_ corpus: Corpus) -> [String] {
        corpus.classes + corpus.repeated.map { String(repeating: $0.text, count: $0.count) }
    }

    /// The names in `tree` (a `-dump-parse` syntax tree) that are one of `names`, string literal
    /// values left out; and whether the tree has an interpolation.
    func injected(_ names: [String], in tree: String) -> (names: Set<String>, interpolates: Bool) {
        let literal = try! NSRegularExpression(pattern: #"value="(\\.|[^"\\])*""#)
        var found = Set<String>()
        for line in tree.split(separator: "\n") {
            let text = String(line)
            let stripped = literal.stringByReplacingMatches(in: text, range: NSRange(text.startIndex..., in: text), withTemplate: "")
            for name in names where stripped.range(of: "\\b\(name)\\b", options: .regularExpression) != nil { found.insert(name) }
        }
        return (found, tree.contains("interpolated_string_literal_expr"))
    }

    /// Every file the corpus gives: `tw swift` in each style, for a view and a button, and the
    /// SwiftUI section and the `.tw("…")` call of `tw codegen`.
    func outputs(_ corpus: Corpus, theme: String) throws -> [(label: String, code: String)] {
        var files: [(String, String)] = []
        let styles = [["--for"], ["--availability"], ["--universal-glass"], ["--availability", "--platform", "macos"]]
        for (index, classes) in classStrings(corpus).enumerated() {
            let values = corpus.values[classes].map { ["--value", $0] } ?? []
            let label = "input \(index) \(String(reflecting: String(classes.prefix(80))))"
            for (styleIndex, style) in styles.enumerated() {
                for target in ["view", "button"] {
                    let name = "Hostile\(index)S\(styleIndex)\(target == "button" ? "Button" : "View")"
                    let result = tw(["swift", "--theme", theme, "--name", name, "--target", target] + style + values + [classes])
                    XCTAssertTrue(result.status == 0 || result.status == 1, "\(label) \(style): exit \(result.status) \(result.error)")
                    files.append(("\(label) tw swift \(style.joined(separator: " ")) --target \(target)", result.output))
                }
            }
            let codegen = tw(["codegen", "--theme", theme] + values + [classes])
            XCTAssertTrue(codegen.status == 0 || codegen.status == 1, "\(label) codegen: exit \(codegen.status) \(codegen.error)")
            let sections = try JSONDecoder().decode([CodegenSection].self, from: Data(codegen.output.utf8))
            let swiftUI = try XCTUnwrap(sections.first { $0.title == "SwiftUI (every system)" }, label)
            let call = try XCTUnwrap(sections.first { $0.title == "swiftcn" }, label)
            // The section declares GeneratedTWStyle; a file of its own keeps the names apart.
            files.append(("\(label) tw codegen SwiftUI", swiftUI.code.replacingOccurrences(of: "GeneratedTWStyle", with: "Codegen\(index)")))
            files.append(("\(label) tw codegen .tw(…)", "func use\(index)(_ view: Any) {\n    _ = view\(call.code)\n}\n"))
        }
        return files
    }

    /// The outputs, made once per test run (both tests below read them).
    private static let made = Made()
    private final class Made: @unchecked Sendable {
        let lock = NSLock()
        var files: [(label: String, code: String)]?
    }

    func madeOutputs() throws -> (corpus: Corpus, files: [(label: String, code: String)]) {
        let corpus = try corpus()
        Self.made.lock.lock()
        defer { Self.made.lock.unlock() }
        if let files = Self.made.files { return (corpus, files) }
        let files = try outputs(corpus, theme: try themeFile())
        Self.made.files = files
        return (corpus, files)
    }

    func testEveryHostileInputParsesAndDeclaresNothingItNames() throws {
        let (corpus, files) = try madeOutputs()
        XCTAssertGreaterThan(files.count, 300)
        let swiftc = try checker()
        let parsed = try swiftc.parse(files: files.map(\.code))
        XCTAssertEqual(parsed.status, 0, "swiftc -parse rejects some output:\n\(parsed.output.prefix(4000))")
        // One syntax tree per file, in order, so a failure names the input.
        let dump = try swiftc.parse(files: files.map(\.code), dump: true)
        XCTAssertEqual(dump.status, 0, dump.output.prefix(4000).description)
        var trees: [Int: String] = [:]
        for part in dump.output.components(separatedBy: "(source_file \"").dropFirst() {
            guard let range = part.range(of: #"Parsed(\d+)\.swift""#, options: .regularExpression),
                let index = Int(part[range].dropFirst("Parsed".count).prefix { $0.isNumber })
            else { continue }
            trees[index] = part
        }
        XCTAssertEqual(trees.count, files.count, "one syntax tree per file")
        for (index, (label, code)) in files.enumerated() {
            let found = injected(corpus.injectedNames, in: trees[index] ?? "")
            XCTAssertEqual(found.names, [], "\(label) declares or calls what the input named:\n\(code.prefix(3000))")
            XCTAssertFalse(found.interpolates, "\(label) interpolates:\n\(code.prefix(3000))")
        }
    }

    /// The generated files also type-check against the SwiftUI, UIKit and UniversalGlass stubs
    /// (the branched styles, which hold every drawing the single-system one can write).
    func testEveryHostileInputTypeChecks() throws {
        let files = try madeOutputs().files.filter { $0.label.contains("--availability --target") || $0.label.contains("--universal-glass") }
        let result = try checker().typeCheck(files: files.map(\.code))
        XCTAssertEqual(result.status, 0, "some output does not type-check:\n\(result.output.prefix(4000))")
    }

    /// The exact defect: a carriage return in the classes ended the `//` comment, so the rest
    /// of the line was compiled.
    func testCarriageReturnStaysInsideTheComment() {
        let code = tw(["swift", "p-4\rlet pwned = 1"]).output
        XCTAssertTrue(code.contains("//   p-4\\rlet pwned = 1\n"), code)
        XCTAssertFalse(code.unicodeScalars.contains("\r"), code)
        for separator in ["\u{85}", "\u{2028}", "\u{2029}", "\u{0}", "\u{B}", "\u{C}"] {
            let output = tw(["swift", "p-4\(separator)let pwned = 1"]).output
            XCTAssertFalse(
                output.unicodeScalars.contains(separator.unicodeScalars.first!),
                "U+\(String(separator.unicodeScalars.first!.value, radix: 16)) written as itself")
        }
    }

    /// The comment escape: nothing in it ends a comment, nests one or breaks the line.
    func testCommentTextCannotEndOrNestAComment() {
        XCTAssertEqual(SwiftSourceText.comment("a */ b /* c"), #"a *\/ b /\* c"#)
        XCTAssertEqual(SwiftSourceText.comment("/*/"), #"/\*\/"#)
        XCTAssertEqual(SwiftSourceText.comment("**//**"), #"**\//\**"#)
        XCTAssertEqual(SwiftSourceText.comment("x\r\ny\u{85}z\u{2028}w\u{2029}\u{0}"), #"x\r\ny\u{85}z\u{2028}w\u{2029}\u{0}"#)
        XCTAssertEqual(SwiftSourceText.comment("\u{202E}evil\u{202C}"), #"\u{202E}evil\u{202C}"#)
        XCTAssertEqual(SwiftSourceText.comment("名前 🎨 ünï"), "名前 🎨 ünï")
    }

    /// The string literal escape: every character Swift requires (TSPL "String Literals").
    func testStringLiteralEscapesEverythingSwiftRequires() {
        XCTAssertEqual(SwiftSourceText.stringLiteral(#"x")+evil(""#), #""x\")+evil(\"""#)
        XCTAssertEqual(SwiftSourceText.stringLiteral(#"\(evil())"#), #""\\(evil())""#)
        XCTAssertEqual(SwiftSourceText.stringLiteral("a\r\n\t\u{0}\u{1}\u{7F}\u{85}\u{2028}\u{2029}"), #""a\r\n\t\0\u{1}\u{7F}\u{85}\u{2028}\u{2029}""#)
        XCTAssertEqual(SwiftSourceText.stringLiteral(##"#"raw"#"##), ##""#\"raw\"#""##)
    }

    /// `--name` must be a Swift identifier that is not a keyword: a usage error (exit 2) otherwise.
    func testNameMustBeAnIdentifierThatIsNotAKeyword() throws {
        let corpus = try corpus()
        for name in corpus.names.invalid {
            let result = tw(["swift", "--name", name, "p-4"])
            XCTAssertEqual(result.status, 2, "--name \(String(reflecting: name)) was accepted:\n\(result.output)")
            XCTAssertEqual(result.output, "", "nothing is written for --name \(String(reflecting: name))")
            XCTAssertTrue(result.error.contains("--name"), result.error)
        }
        var files: [String] = []
        for name in corpus.names.valid {
            let result = tw(["swift", "--name", name, "--availability", "surface-floating p-4"])
            XCTAssertEqual(result.status, 0, "--name \(String(reflecting: name)): \(result.error)")
            XCTAssertTrue(result.output.contains("struct \(name): ViewModifier {"), result.output)
            files.append(result.output)
        }
        let parsed = try checker().parse(files: files)
        XCTAssertEqual(parsed.status, 0, parsed.output)
        XCTAssertThrowsError(try SwiftTypeName("struct")) { XCTAssertEqual($0 as? SwiftTypeName.Invalid, .keyword("struct")) }
        XCTAssertThrowsError(try SwiftTypeName("a\u{202E}b")) { XCTAssertEqual($0 as? SwiftTypeName.Invalid, .character("\u{202E}", at: 1)) }
    }
}
