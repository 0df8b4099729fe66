import XCTest
import TWResolve
@testable import TWLint

/// The typed names twlint reads for interpolations (issue 13 item 2), by one pass over the bytes
/// instead of a regular expression per site (issue 9: tw-bench lint).
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
}
