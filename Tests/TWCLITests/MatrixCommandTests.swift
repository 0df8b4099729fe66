import XCTest

/// `tw matrix`, the README's main-job example. Expected cells follow reference §8.2 (decision
/// table) and §8.3 (edges), and the seed's renderer rule (UIKit on iOS 27 under `automatic`).
final class MatrixCommandTests: XCTestCase {
    static let example = "px-4 surface-floating glass-tint-[red] focus:tint-primary"
    static let columns = ["iOS 18", "iOS 26", "iOS 27", "iOS 27 swiftUI", "macOS 15", "macOS 26"]

    func testReadmeMainJob() {
        let result = tw("matrix", Self.example)
        XCTAssertEqual(result.status, 0, result.error)
        let lines = result.output.split(separator: "\n").map(String.init)
        let header = lines.first { $0.contains("iOS 18") } ?? ""
        var position = header.startIndex
        for column in Self.columns {
            guard let found = header.range(of: column, range: position..<header.endIndex) else { return XCTFail("no \(column) in \(header)") }
            position = found.upperBound
        }
        for row in ["fill", "renderer", "edge", "shape", "shadow", "button style"] {
            XCTAssertTrue(lines.contains { $0.hasPrefix(row + " ") }, "row \(row) missing:\n\(result.output)")
        }
        for setting in ["Reduce Transparency", "Increase Contrast", "UIDesignRequiresCompatibility", "solid policy"] {
            XCTAssertTrue(lines.contains { $0.hasPrefix(setting) }, "\(setting) missing")
        }
    }

    func testQuickStartKeepsTwoCommands() throws {
        let readme = try String(contentsOfFile: Repository.path("README.md"), encoding: .utf8)
        let start = try XCTUnwrap(readme.range(of: "## Quick start\n\n```sh\n"))
        let end = try XCTUnwrap(readme.range(of: "```", range: start.upperBound..<readme.endIndex))
        XCTAssertEqual(
            String(readme[start.upperBound..<end.lowerBound]),
            "swift run tw matrix \"\(Self.example)\"\nswift test\n")
    }

    func testCellsAndVariations() throws {
        let json = try JSONOutput(tw("matrix", "--json", Self.example).output)
        XCTAssertEqual(json.string("schema"), "twkit.matrix/1")
        XCTAssertEqual(json.array("columns").compactMap { ($0 as? [String: Any])?["name"] as? String }, Self.columns)
        XCTAssertEqual(json.string("columns.3.context.renderer"), "swiftUI")
        let fill = json.array("rows.fill").compactMap { $0 as? String }
        XCTAssertEqual(fill.count, 6)
        XCTAssertEqual(fill[0], "material regular", "iOS 18 has no Liquid Glass")
        XCTAssertEqual(fill[1], "glass, tint red")
        XCTAssertEqual(fill[4], "material regular", "macOS 15")
        XCTAssertEqual(fill[5], "glass, tint red", "macOS 26")
        XCTAssertEqual(json.array("rows.renderer").compactMap { $0 as? String }, ["—", "SwiftUI", "UIKit", "SwiftUI", "—", "SwiftUI"])
        XCTAssertEqual(json.array("rows.buttonStyle").compactMap { $0 as? String }, Array(repeating: "—", count: 6))

        // Reduce Transparency: the material fallback turns solid; native glass stays (null = same).
        XCTAssertEqual(json.string("variations.0.name"), "Reduce Transparency")
        XCTAssertEqual(json.string("variations.0.rows.fill.0"), "solid surface")
        XCTAssertTrue(json["variations.0.rows.fill.1"] is NSNull)
        // Increase Contrast strengthens only the fallback edge (theme `input`).
        XCTAssertNil(json["variations.1.rows.fill"])
        XCTAssertEqual(json.string("variations.1.rows.edge.0"), "1pt input (strong)")
        // UIDesignRequiresCompatibility: automatic uses the earlier appearance (material).
        XCTAssertEqual(json.string("variations.2.rows.fill.1"), "material regular")
        // The solid policy makes floating surfaces solid everywhere.
        XCTAssertEqual(json.array("variations.3.rows.fill").compactMap { $0 as? String }, Array(repeating: "solid surface", count: 6))
    }

    func testButtonTargetAppliesToEveryColumn() throws {
        let json = try JSONOutput(tw("matrix", "--json", "--target", "button", "glass-prominent px-4 font-semibold").output)
        XCTAssertEqual(
            json.array("rows.buttonStyle").compactMap { $0 as? String },
            ["borderedProminent", "glassProminent", "uiKitGlass 34pt", "glassProminent", "borderedProminent", "glassProminent"])
        XCTAssertEqual(json.bool("variations.1.changed"), false, "Increase Contrast changes no native button")
        let text = tw("matrix", "--target", "button", "glass-prominent").output
        XCTAssertTrue(text.contains("Increase Contrast              no change"), text)
    }

    func testInvalidAndMarkdown() {
        let invalid = tw("matrix", "surface-floating bg-red-500")
        XCTAssertEqual(invalid.status, 1)
        XCTAssertTrue(invalid.output.contains("INVALID"), invalid.output)
        let markdown = tw("matrix", "--markdown", "glass")
        XCTAssertEqual(markdown.status, 0)
        XCTAssertTrue(markdown.output.contains("|  | iOS 18 | iOS 26 | iOS 27 | iOS 27 swiftUI | macOS 15 | macOS 26 |\n| --- |"), markdown.output)
        XCTAssertEqual(tw("matrix", "--json", "--markdown", "glass").status, 2)
    }
}
