@testable import TWResolve
import XCTest

/// `Field.ordinal` reads the case index straight from memory; this pins that it is the position
/// in `allCases` for every case, so field-indexed tables never collide.
final class FieldOrdinalTests: XCTestCase {
    func testOrdinalIsThePositionInAllCases() {
        XCTAssertEqual(MemoryLayout<Field>.size, 1)
        for (position, field) in Field.allCases.enumerated() {
            XCTAssertEqual(field.ordinal, position, "\(field)")
        }
    }
}
