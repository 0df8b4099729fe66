import XCTest
import TWResolve
@testable import TWLint

/// The typed names twlint reads for interpolations, by one pass over the bytes
/// instead of a regular expression per site (tw-bench lint).
final class DeclarationScannerTests: XCTestCase {
    private func declarations(_ source: String) -> [String] {
        DeclarationScanner.declarations(in: Array(source.utf8)).map { d in
            [d.name, d.type ?? "-", d.initializer ?? "-"].joined(separator: "|")
        }
    }

    func testNamesTypesAndInitializers() {
        XCTAssertEqual(declarations("let tilt: Double = 8\nvar brand: Color = .blue"), ["tilt|Double|8", "brand|Color|.blue"])
        XCTAssertEqual(declarations("let x = 5; let y = 6"), ["x|-|5", "y|-|6"])
        XCTAssertEqual(declarations("let a =\n    4"), ["a|-|4"])
        XCTAssertEqual(declarations("private let size: CGSize? = nil {"), ["size|CGSize?|nil"])
        XCTAssertEqual(declarations("let s: String"), ["s|String|-"])
    }

    func testOnlyWholeKeywordsFollowedBySpace() {
        XCTAssertEqual(declarations("letter = 3; outlet x = 1; let(x) = 2; var\tz = 9"), ["z|-|9"])
    }

    func testAnInitializerStopsAtABrace() {
        XCTAssertEqual(declarations("var body: some View {"), ["body|some|-"])
        XCTAssertEqual(declarations("let v = {"), ["v|-|-"])
    }

    func testTypedNamesOfAFile() {
        let names = InterpolationTypes.names(in: "let w: CGFloat = 4\nlet tint: Color = .red\nlet n = 1\nlet n = 2\nlet d: Double")
        XCTAssertEqual(names["w"], .cgFloat(4))
        XCTAssertEqual(names["tint"], .color("red"))
        XCTAssertNil(names["n"], "declared twice differently")
        XCTAssertEqual(names["d"], .double(1), "a type without a value stands for a representative value")
    }

    /// ``DeclarationScanner/mayDeclare(_:in:)`` is a quick test before the scan: wherever the scan
    /// finds a declaration of a name it must say yes, and it says no for names only used.
    func testTheQuickTestNeverMissesADeclaration() {
        let sources = [
            "let tilt: Double = 8\nvar brand: Color = .blue", "let x = 5; let y = 6", "let a =\n    4", "private let size: CGSize? = nil {",
            "letter = 3; outlet x = 1; let(x) = 2; var\tz = 9", "var body: some View {", "let v = {", "let s = \"let q = 1\"",
            "func f() { Text(\"\\(count)\").tw(\"w-[\\(width)]\"); let widths = [1]; let width2 = 3 }", "let  \t spaced: Int", "xlet w = 1",
            "let w", "var _under = 1", "let é = 2",
        ]
        for source in sources {
            let bytes = Array(source.utf8)
            let declared = Set(DeclarationScanner.declarations(in: bytes).map(\.name))
            var words = Set(source.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init))
            words.formUnion(["width", "count", "q", "w", "spaced"])
            for word in words {
                let may = DeclarationScanner.mayDeclare(Array(word.utf8), in: bytes)
                if declared.contains(word) { XCTAssertTrue(may, "`\(word)` in \(source)") }
            }
        }
        let view = Array("struct V { var isOn = false; var body: some View { Text(\"\\(count)\").tw(\"w-[\\(width)]\") } }".utf8)
        for name in ["count", "width", "Text", "tw", "isO", "sOn"] { XCTAssertFalse(DeclarationScanner.mayDeclare(Array(name.utf8), in: view), name) }
        for name in ["isOn", "body"] { XCTAssertTrue(DeclarationScanner.mayDeclare(Array(name.utf8), in: view), name) }
        XCTAssertFalse(DeclarationScanner.mayDeclare(Array("a b".utf8), in: Array("let a b = 1".utf8)), "not an identifier")
        XCTAssertFalse(DeclarationScanner.mayDeclare(Array("w".utf8), in: Array("xlet w = 1".utf8)), "not a whole keyword")
    }

    /// The literal forms of typed interpolations are read with or without spaces around them; a bare
    /// name is looked up.
    func testLiteralsAndNamesOfInterpolatedExpressions() {
        let names: [String: InterpolatedValue] = ["tilt": .double(8), "x1": .int(3)]
        let cases: [(String, InterpolatedValue?)] = [
            ("12", .int(12)), (" 12 ", .int(12)), ("-4", .int(-4)), ("1.5", .double(1.5)), ("\"x\"", .string("x")),
            ("Color.blue", .color("blue")), (" Color(.red)", .color("red")), ("CGFloat(4)", .cgFloat(4)),
            ("-Double.infinity", .double(-.infinity)), ("CGSize(width: 1, height: 2)", .size(width: 1, height: 2)),
            ("Angle.degrees(45)", .angle(degrees: 45)), ("tilt", .double(8)), ("\ttilt ", .double(8)), ("x1", .int(3)),
            ("count", nil), ("count * 2", nil), ("", nil), ("   ", nil),
        ]
        for (expression, expected) in cases {
            XCTAssertEqual(InterpolationTypes.value(of: expression, names: names), expected, "`\(expression)`")
        }
    }
}
