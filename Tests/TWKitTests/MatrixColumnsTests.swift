import Foundation
import Testing
import TWKit

/// A matrix over the caller's own columns, encodable as `twkit.matrix/1`.
@Suite("Matrix with chosen columns")
struct MatrixColumnsTests {
    @Test func columnsAreTheCallersInOrder() throws {
        let columns: [NamedContext] = [NamedContext("iPhone", .iOS(26)), NamedContext("Old Mac", .macOS(15))]
        let matrix = try JSON(encoding: TWKit.matrix("glass p-4", columns: columns))
        #expect(matrix["schema"].string == "twkit.matrix/1")
        #expect(matrix["columns"].array.map { $0["name"].string } == ["iPhone", "Old Mac"])
        #expect(matrix["columns"][1]["context"]["platform"].string == "macos")
        // One fill cell per column: glass on 26, a material before (reference §8).
        let fills = matrix["rows"]["fill"].array.compactMap(\.string)
        #expect(fills.count == 2)
        #expect(fills.first?.hasPrefix("glass") == true)
        #expect(fills.last?.hasPrefix("material") == true)
    }

    @Test func encodableIsTheMatrixDocument() throws {
        let matrix = Matrix(classes: "surface-floating", base: ResolutionContext())
        let viaEncodable = try JSONSerialization.jsonObject(with: JSONEncoder().encode(matrix)) as? NSDictionary
        let viaMatrixJSON = try JSONSerialization.jsonObject(with: Data(MatrixJSON.encode(matrix).utf8)) as? NSDictionary
        #expect(viaEncodable != nil)
        #expect(viaEncodable == viaMatrixJSON)
    }
}

/// No columns is not a crash: rows without cells, and it still encodes.
@Test func aMatrixWithoutColumns() throws {
    let matrix = try JSON(encoding: TWKit.matrix("glass p-4", columns: []))
    #expect(matrix["columns"].array.isEmpty)
    #expect(matrix["rows"]["fill"].array.isEmpty)
    #expect(matrix["valid"].bool == true)
    #expect(MatrixRenderer.text(TWKit.matrix("glass p-4", columns: [])).contains("fill"))
}
