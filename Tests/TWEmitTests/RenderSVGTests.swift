import Foundation
import XCTest
#if canImport(FoundationXML)
    import FoundationXML
#endif
import TWResolve
import TWEmit

/// `tw render`: its defining inputs, the drawing of each fill, and the picture as
/// a parser and rsvg-convert read it. Expected values come from the defining inputs, the seed and
/// the theme.
final class RenderSVGTests: XCTestCase {
    static let columns = ["iOS 18", "iOS 26", "iOS 27", "iOS 27 swiftUI", "macOS 15", "macOS 26"]

    /// Issue input: six columns and the variation rows; the iOS 27 cell says "UIKit glass"; the
    /// Reduce Transparency row shows a solid fill with its edge.
    func testFloatingGlassTintShowsSixColumnsAndTheVariationRows() throws {
        let result = runTW(["render", "px-4 py-2 surface-floating glass-tint-[red]"])
        XCTAssertEqual(result.status, 0, result.error)
        let picture = try RenderedPicture(result.output)
        let headers = try picture.nodes("//*[@data-part='column-header']").compactMap(\.stringValue)
        XCTAssertEqual(headers, Self.columns)
        let rows = try picture.nodes("//*[@data-part='row-header']").compactMap(\.stringValue)
        XCTAssertEqual(rows, ["Base", "Reduce Transparency", "Increase Contrast", "Compatibility mode", "Solid policy", "Dark scheme"])
        XCTAssertEqual(try picture.nodes("//*[@data-cell]").count, 6 * 6)

        let uiKit = try picture.cell(row: "base", column: "iOS 27")
        XCTAssertTrue(uiKit[attribute: "data-caption"]?.hasPrefix("UIKit glass") == true, uiKit[attribute: "data-caption"] ?? "")
        XCTAssertEqual(uiKit[attribute: "data-renderer"], "uiKit")
        XCTAssertTrue(try picture.parts(uiKit).contains("glass-tint"), "the glass is tinted red")
        XCTAssertEqual(try picture.cell(row: "base", column: "iOS 27 swiftUI")[attribute: "data-renderer"], "swiftUI")

        // Reduce Transparency: the material fallback becomes solid with its edge (seed); native
        // glass adapts itself, so glass stays.
        let reduced = try picture.cell(row: "Reduce Transparency", column: "iOS 18")
        XCTAssertEqual(reduced[attribute: "data-fill"], "solid")
        XCTAssertEqual(reduced[attribute: "data-changed"], "true")
        let parts = try picture.parts(reduced)
        XCTAssertTrue(parts.contains("solid") && parts.contains("edge"), "\(parts)")
        XCTAssertEqual(try picture.cell(row: "Reduce Transparency", column: "iOS 26")[attribute: "data-fill"], "glass")
        XCTAssertEqual(try picture.cell(row: "Reduce Transparency", column: "iOS 26")[attribute: "data-changed"], "false")
        // Without Liquid Glass the floating surface is a material with the soft fallback edge.
        let material = try picture.cell(row: "base", column: "iOS 18")
        XCTAssertEqual(material[attribute: "data-fill"], "material")
        XCTAssertTrue(try picture.parts(material).contains("edge"))
        // Compatibility mode: the automatic policy uses the earlier appearance on iOS 26.
        XCTAssertEqual(try picture.cell(row: "UIDesignRequiresCompatibility", column: "iOS 26")[attribute: "data-fill"], "material")
        XCTAssertEqual(try picture.cell(row: "solid policy", column: "macOS 26")[attribute: "data-fill"], "solid")
    }

    /// Issue input: prominent glass on 26 and later, bordered prominent before, 50 pt tall (seed:
    /// 50 points for control-lg).
    func testProminentGlassButtonAtLargeControlSize() throws {
        let result = runTW(["render", "--target", "button", "glass-prominent control-lg px-4"])
        XCTAssertEqual(result.status, 0, result.error)
        let picture = try RenderedPicture(result.output)
        let expected = [
            "iOS 18": "borderedProminent", "iOS 26": "glassProminent", "iOS 27": "uiKitGlass",
            "iOS 27 swiftUI": "glassProminent", "macOS 15": "borderedProminent", "macOS 26": "glassProminent",
        ]
        for (column, style) in expected {
            let cell = try picture.cell(row: "base", column: column)
            XCTAssertEqual(cell[attribute: "data-style"], style, column)
            if column.hasPrefix("iOS") { XCTAssertEqual(cell[attribute: "data-height"], "50", column) }
        }
        XCTAssertTrue(try picture.parts(try picture.cell(row: "base", column: "iOS 26")).contains("glass-tint"), "prominent glass is tinted")
        XCTAssertTrue(try picture.parts(try picture.cell(row: "base", column: "iOS 18")).contains("solid"), "bordered prominent is a solid bezel")
        XCTAssertEqual(try picture.cell(row: "base", column: "iOS 27")[attribute: "data-caption"]?.hasPrefix("UIKit glass prominent"), true)
        // Reduce Transparency on UIKit's renderer: the tint replaces the glass view (seed).
        let reduced = try picture.cell(row: "Reduce Transparency", column: "iOS 27")
        XCTAssertEqual(reduced[attribute: "data-fill"], "solid")
        XCTAssertFalse(try picture.parts(reduced).contains("glass"))
    }

    /// Reference §6.3: `glass` on a button is `.glass` on 26 and later and `.bordered` before; the
    /// seed's regular size is 34 points. Bordered draws a tinted wash, glass a clear plate.
    func testGlassButtonIsBorderedBeforeLiquidGlass() throws {
        let picture = try RenderedPicture(runTW(["render", "--target", "button", "glass px-4"]).output)
        let bordered = try picture.cell(row: "base", column: "iOS 18")
        XCTAssertEqual(bordered[attribute: "data-style"], "bordered")
        XCTAssertEqual(bordered[attribute: "data-height"], "34")
        XCTAssertTrue(try picture.parts(bordered).contains("solid"))
        let glass = try picture.cell(row: "base", column: "iOS 26")
        XCTAssertEqual(glass[attribute: "data-style"], "glass")
        XCTAssertTrue(try picture.parts(glass).contains("specular"))
        XCTAssertFalse(try picture.parts(glass).contains("glass-tint"), "plain glass is clear without a tint class")
        XCTAssertEqual(try picture.cell(row: "base", column: "iOS 27")[attribute: "data-caption"]?.hasPrefix("UIKit glass"), true)
    }

    /// Seed: buttons at control-sm are 28 points, with the 44-point touch target on iOS.
    func testSmallUIKitGlassButtonShowsItsTouchTarget() throws {
        let result = runTW(["render", "--for", "--os", "27", "--target", "button", "glass control-sm px-3"])
        let picture = try RenderedPicture(result.output)
        let cell = try picture.cell(row: "base", column: "iOS 27")
        XCTAssertEqual(cell[attribute: "data-height"], "28")
        XCTAssertTrue(try picture.parts(cell).contains("touch-target"))
        XCTAssertTrue(cell[attribute: "data-caption"]?.contains("44 pt target") == true, cell[attribute: "data-caption"] ?? "")
    }

    /// UniversalGlass's material rendering override changes only surfaces with glass configuration
    /// classes (reference universal-glass §4), so only those get its row.
    func testMaterialRenderingRowOnlyWhereItChangesSomething() throws {
        let configured = try RenderedPicture(runTW(["render", "glass-thin px-4"]).output)
        let rows = try configured.nodes("//*[@data-part='row-header']").compactMap(\.stringValue)
        XCTAssertEqual(rows.last, "Material rendering")
        XCTAssertEqual(try configured.cell(row: "material rendering", column: "iOS 26")[attribute: "data-fill"], "material")
        let plain = try RenderedPicture(runTW(["render", "surface-floating px-4"]).output)
        XCTAssertFalse(try plain.nodes("//*[@data-part='row-header']").compactMap(\.stringValue).contains("Material rendering"))
    }

    func testOneContextDrawsOneCell() throws {
        let result = runTW(["render", "--for", "--platform", "ios", "--os", "27", "surface-floating glass-interactive rounded-lg"])
        XCTAssertEqual(result.status, 0, result.error)
        let picture = try RenderedPicture(result.output)
        let cells = try picture.nodes("//*[@data-cell]")
        XCTAssertEqual(cells.count, 1)
        XCTAssertEqual(try picture.cell(row: "base", column: "iOS 27")[attribute: "data-caption"]?.hasPrefix("UIKit glass · interactive"), true)
        XCTAssertTrue(try picture.nodes("//*[@data-part='column-header']").isEmpty)
    }

    /// Solid fills draw in their colour (theme `primary`, light: 0.18, 0.18, 0.192), with the
    /// shadow beneath; glass draws no token shadow (seed: glass supplies its own depth).
    func testSolidFillColourAndShadow() throws {
        let picture = try RenderedPicture(runTW(["render", "--for", "surface-solid bg-primary shadow-md p-4"]).output)
        let cell = try picture.cell(row: "base", column: "iOS 26")
        let fills = try cell.nodes(forXPath: ".//*[@data-part='solid']/@fill").compactMap(\.stringValue)
        XCTAssertEqual(fills, ["#2e2e31"])
        XCTAssertTrue(try picture.parts(cell).contains("shadow"))
        let glass = try RenderedPicture(runTW(["render", "--for", "glass shadow-md p-4"]).output)
        XCTAssertFalse(try glass.parts(try glass.cell(row: "base", column: "iOS 26")).contains("shadow"))
    }

    /// Materials frost by thickness: a thicker material is a more opaque plate.
    func testMaterialsFrostByThickness() throws {
        func plateOpacity(_ classes: String) throws -> Double {
            let picture = try RenderedPicture(runTW(["render", "--for", "--os", "18", classes]).output)
            let cell = try picture.cell(row: "base", column: "iOS 18")
            let materials = try cell.nodes(forXPath: ".//*[@data-part='material']")
            XCTAssertEqual(materials.count, 1, classes)
            let opacities = try cell.nodes(forXPath: ".//*[@data-part='material']/*[last()]/@fill-opacity").compactMap { Double($0.stringValue ?? "") }
            return try XCTUnwrap(opacities.first)
        }
        let thin = try plateOpacity("glass-ultra-thin p-4"), regular = try plateOpacity("surface-floating p-4"),
            thick = try plateOpacity("glass-ultra-thick p-4")
        XCTAssertLessThan(thin, regular)
        XCTAssertLessThan(regular, thick)
    }

    /// Text size and weight come from the classes (`text-lg` is title3, 20 pt on iOS, semibold is 600).
    func testLabelTakesTextSizeAndWeightFromTheClasses() throws {
        let picture = try RenderedPicture(runTW(["render", "--for", "--label", "Save & go", "text-lg font-semibold surface-floating px-4"]).output)
        let labels = try picture.nodes("//*[@data-part='label']")
        XCTAssertEqual(labels.count, 1)
        let label = try XCTUnwrap(labels.first as? XMLElement)
        XCTAssertEqual(label.stringValue, "Save & go")
        XCTAssertEqual(label[attribute: "font-size"], "20")
        XCTAssertEqual(label[attribute: "font-weight"], "600")
    }

    func testRejectedClassesDrawUndecoratedAndExitOne() throws {
        let result = runTW(["render", "px-4 surface-floatin"])
        XCTAssertEqual(result.status, 1)
        let picture = try RenderedPicture(result.output)
        XCTAssertEqual(try picture.cell(row: "base", column: "iOS 26")[attribute: "data-fill"], "undecorated")
    }

    /// Bad input never makes an unbounded picture: huge frames are drawn at the limit and say so.
    func testHugeFramesStayBounded() throws {
        let result = runTW(["render", "w-[100000] h-[100000] p-[5000] surface-floating"])
        XCTAssertEqual(result.status, 0, result.error)
        let picture = try RenderedPicture(result.output)
        let root = try XCTUnwrap(picture.document.rootElement())
        XCTAssertLessThan(try XCTUnwrap(Double(root[attribute: "width"] ?? "")), 6000)
        XCTAssertLessThan(try XCTUnwrap(Double(root[attribute: "height"] ?? "")), 3000)
        XCTAssertTrue(try picture.cell(row: "base", column: "iOS 26")[attribute: "data-caption"]?.contains("drawn at most") == true)
    }

    func testUsageErrors() {
        XCTAssertEqual(runTW(["render", "--os", "27", "glass"]).status, 2, "--os needs --for")
        XCTAssertEqual(runTW(["render", "--label", "", "glass"]).status, 2)
        XCTAssertEqual(runTW(["render", "--label", String(repeating: "x", count: 41), "glass"]).status, 2)
        XCTAssertEqual(runTW(["render", "--label", "two\nlines", "glass"]).status, 2)
        XCTAssertEqual(runTW(["render", "--bogus", "glass"]).status, 2)
        XCTAssertEqual(runTW(["render", "--help"]).status, 0)
    }

    /// Deterministic output with unique ids, every reference resolving to a definition.
    func testOutputIsDeterministicAndEveryReferenceResolves() throws {
        let first = runTW(["render", "--target", "button", "glass control-sm tint-primary px-2"]).output
        XCTAssertEqual(first, runTW(["render", "--target", "button", "glass control-sm tint-primary px-2"]).output)
        let picture = try RenderedPicture(first)
        let ids = try picture.nodes("//@id").compactMap(\.stringValue)
        XCTAssertEqual(Set(ids).count, ids.count, "ids are unique")
        let references = try picture.nodes("//@*[starts-with(., 'url(#')]").compactMap(\.stringValue)
            .map { String($0.dropFirst(5).dropLast()) }
        let hrefs = try picture.nodes("//@href").compactMap(\.stringValue).map { String($0.dropFirst()) }
        XCTAssertFalse(references.isEmpty)
        for reference in references + hrefs { XCTAssertTrue(ids.contains(reference), "unresolved #\(reference)") }
    }

    /// A person can look at it: rsvg-convert turns it into a PNG of twice the SVG's size, and
    /// `tw render --png` writes the same.
    func testRendersToPNG() throws {
        let tool = try rsvgConvert()
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tw-render-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let svg = directory.appendingPathComponent("picture.svg"), png = directory.appendingPathComponent("picture.png")
        // `--png` on one card (quick), then the tool on the whole matrix.
        let one = directory.appendingPathComponent("one.svg")
        let result = runTW(["render", "--for", "--os", "27", "--output", one.path, "--png", png.path, "px-4 py-2 surface-floating glass-tint-[red]"])
        XCTAssertEqual(result.status, 0, result.error)
        XCTAssertEqual(result.output, "", "with --output nothing goes to standard output")
        XCTAssertEqual(runTW(["render", "--output", svg.path, "px-4 py-2 surface-floating glass-tint-[red]"]).status, 0)
        let picture = try RenderedPicture(try String(contentsOf: one, encoding: .utf8))
        let root = try XCTUnwrap(picture.document.rootElement())
        let width = try XCTUnwrap(Double(root[attribute: "width"] ?? "")), height = try XCTUnwrap(Double(root[attribute: "height"] ?? ""))
        let size = try XCTUnwrap(pngSize(try Data(contentsOf: png)), "not a PNG")
        XCTAssertEqual(size.width, Int((2 * width).rounded()))
        XCTAssertEqual(size.height, Int((2 * height).rounded()))
        // And the tool itself accepts the file, with no warnings about unknown references (at a
        // quarter of the pixels, which is quicker).
        let process = Process()
        process.executableURL = tool
        process.arguments = ["--zoom", "0.5", "--format", "png", "--output", directory.appendingPathComponent("direct.png").path, svg.path]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, message)
        XCTAssertEqual(message, "")
        let matrix = try XCTUnwrap(RenderedPicture(try String(contentsOf: svg, encoding: .utf8)).document.rootElement())
        let direct = try XCTUnwrap(pngSize(try Data(contentsOf: directory.appendingPathComponent("direct.png"))), "not a PNG")
        XCTAssertEqual(direct.width, Int((try XCTUnwrap(Double(matrix[attribute: "width"] ?? "")) / 2).rounded()))
    }
}
