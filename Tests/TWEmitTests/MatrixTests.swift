import XCTest
import TWResolve
import TWEmit

final class MatrixTests: XCTestCase {
    func testOnlyChangedRowsAppear() {
        let matrix = Matrix(classes: "surface-solid rounded-lg shadow-md", base: ResolutionContext())
        // surface-solid is solid on every system and under every policy (reference §8.2); only
        // Increase Contrast changes its edge (§8.3).
        XCTAssertEqual(matrix.rows.first { $0.row == .fill }?.cells, Array(repeating: "solid surface", count: 6))
        XCTAssertEqual(matrix.rows.first { $0.row == .shape }?.cells, Array(repeating: "rounded 12", count: 6))
        XCTAssertEqual(matrix.rows.first { $0.row == .shadow }?.cells, Array(repeating: "md", count: 6))
        let changed = matrix.variations.filter(\.changed).map(\.variation.name)
        XCTAssertEqual(changed, ["Increase Contrast"])
        XCTAssertEqual(matrix.variations[1].rows.map(\.row), [.edge])
    }

    func testGlassShadowIsNotDrawn() {
        let matrix = Matrix(classes: "glass shadow-md", base: ResolutionContext())
        let shadow = matrix.rows.first { $0.row == .shadow }?.cells ?? []
        XCTAssertEqual(shadow[0], "md", "iOS 18: material fallback draws the shadow")
        XCTAssertEqual(shadow[1], "md (not drawn)", "glass supplies its own depth")
    }

    func testLenientIsLabelled() {
        let matrix = Matrix(classes: "surface-floating bg-nope", base: ResolutionContext(), lenient: true)
        XCTAssertFalse(matrix.valid)
        XCTAssertTrue(MatrixRenderer.text(matrix).hasPrefix("LENIENT:"))
        XCTAssertEqual(matrix.rows.first { $0.row == .fill }?.cells[0], "material regular")
    }
}
