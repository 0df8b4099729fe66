import XCTest
import TWLint

/// twlint validates an interpolation whose type the source gives, as swiftcn would (reference
/// §1.3): a literal, a special value, or a typed `let` of the file.
final class TypedInterpolationLintTests: XCTestCase {
    private func messages(_ body: String) -> [String] {
        lint("import SwiftUI\nimport SwiftCN\n\(body)\n").findings.map(\.message)
    }

    func testWrongTypesAndNonFiniteValuesInsideBrackets() {
        let found = messages(
            """
            let brand: Color = .blue
            let tilt = Double.nan
            struct V: View { var body: some View { VStack {
                Text("a").tw("w-[\\(brand)] p-4")
                Text("b").tw("rotate-[\\(tilt)]")
            } } }
            """)
        XCTAssertEqual(found.count, 2, "\(found)")
        XCTAssertTrue(found[0].hasPrefix("Unknown swiftcn class: w-[<value>]"), "\(found)")
        XCTAssertTrue(found[1].hasPrefix("Unknown swiftcn class: rotate-[<value>]"), "\(found)")
    }

    func testAcceptedTypedValuesAndUnknownOnesAreClean() {
        let found = messages(
            """
            let width: CGFloat = 120
            struct V: View { var body: some View { VStack {
                Text("a").tw("w-[\\(width)] offset-[\\(12),\\(-4)] scale-[\\(CGSize(width: 1.1, height: 0.9))]")
                Text("b").tw("offset-[\\(12),\\(unknown)] w-[\\(computed())] bg-[\\(Color.red)]")
            } } }
            """)
        XCTAssertEqual(found, [])
    }

    func testANonClassTypeOutsideBrackets() {
        let found = messages(#"struct V: View { var body: some View { Text("a").tw("\(Color.blue) p-2") } }"#)
        XCTAssertEqual(found, ["Unsupported swiftcn interpolation: SwiftUI.Color"])
        XCTAssertEqual(messages(#"struct V: View { var body: some View { Text("a").tw("w-\(12) \(extra)") } }"#), [])
    }
}
