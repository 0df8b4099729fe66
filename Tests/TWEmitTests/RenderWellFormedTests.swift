import Foundation
import TWTestSupport
import XCTest
#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `tw render` writes well-formed XML 1.0 whatever the label and classes hold, names what
/// swiftcn rejects, and wraps long lines instead of cutting them at the edge or widening the page.
final class RenderWellFormedTests: XCTestCase {
    /// Characters XML 1.0 forbids (§2.2 `Char`): C0 controls but tab, LF and CR; U+FFFE; U+FFFF.
    static let forbidden = ["\u{1}", "\u{8}", "\u{B}", "\u{C}", "\u{1F}", "\u{FFFE}", "\u{FFFF}"]

    /// expat (Python's `xml.etree`) and libxml2 (Foundation's XMLDocument) both accept the picture.
    func assertWellFormed(_ svg: String, _ label: String, file: StaticString = #filePath, line: UInt = #line) throws {
        // FoundationXML traps on an empty document instead of throwing.
        guard !svg.isEmpty else { return XCTFail("\(label): no SVG", file: file, line: line) }
        XCTAssertNoThrow(try XMLDocument(xmlString: svg), "\(label): libxml2 rejects the SVG", file: file, line: line)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("twkit-render-\(UUID().uuidString).svg")
        try Data(svg.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let result = try Python.run(
            "import sys, xml.etree.ElementTree as E; E.parse(sys.argv[1]); print('ok')", arguments: [url.path], requiring: "xml.etree.ElementTree")
        XCTAssertEqual(result.status, 0, "\(label): expat rejects the SVG: \(result.output)", file: file, line: line)
    }

    func testForbiddenCharactersInTheLabelAndClassesStayWellFormed() throws {
        for character in Self.forbidden {
            let name = "U+\(String(character.unicodeScalars.first!.value, radix: 16, uppercase: true))"
            let label = runTW(["render", "--for", "--label", "a\(character)b", "surface-floating px-4"])
            if character.first!.isNewline {
                XCTAssertEqual(label.status, 2, "\(name) breaks the label's one line: a usage error")
            } else {
                XCTAssertEqual(label.status, 0, label.error)
                try assertWellFormed(label.output, "\(name) in the label")
            }
            let classes = runTW(["render", "p-4 bg-[x\(character)] \(character) glass"])
            XCTAssertEqual(classes.status, 1, "swiftcn rejects the odd classes: \(classes.error)")
            try assertWellFormed(classes.output, "\(name) in the classes")
        }
        // What XML can hold is kept as it is, tabs and line breaks as character references.
        let kept = runTW(["render", "--for", "p-4\tglass\r\nrounded-lg"])
        try assertWellFormed(kept.output, "tab, CR, LF")
        let picture = try XCTUnwrap(XMLDocument(xmlString: kept.output).rootElement())
        XCTAssertEqual(picture[attribute: "data-classes"], "p-4\tglass\r\nrounded-lg", "the attribute keeps the classes exactly")
    }

    /// The single card's INVALID line names the class swiftcn rejects, and every line under the
    /// title fits the page (11 pt at 0.56 em per character).
    func testSingleCardInvalidLineNamesTheRejectedClassAndWraps() throws {
        let result = runTW(["render", "--for", "--platform", "macos", "--os", "15", "--state", "hover", "px-4 surface-floatin glass-tint-[red] rounded-lg"])
        XCTAssertEqual(result.status, 1)
        try assertWellFormed(result.output, "invalid single card")
        let document = try XMLDocument(xmlString: result.output)
        let width = try XCTUnwrap(Double(document.rootElement()?[attribute: "width"] ?? ""))
        let lines = try document.nodes(forXPath: "//*[@data-part='subtitle']").compactMap(\.stringValue)
        XCTAssertGreaterThan(lines.count, 1, "the line wraps: \(lines)")
        XCTAssertTrue(lines.joined(separator: " ").hasPrefix("INVALID: swiftcn rejects `surface-floatin`"), "\(lines)")
        for line in lines {
            XCTAssertLessThanOrEqual(Double(line.count) * 11 * 0.56, width - 48, "cut at the edge: \(line)")
        }
    }

    /// A long class string wraps in the title; the page stays as wide as its cards need.
    func testLongClassStringWrapsInsteadOfWideningThePicture() throws {
        let classes = Array(repeating: "px-4 surface-floating glass-tint-[red]", count: 30).joined(separator: " ")
        for arguments in [["render", "--for", classes], ["render", classes]] {
            let plain = try XMLDocument(xmlString: runTW(Array(arguments.dropLast()) + ["px-4 surface-floating glass-tint-[red]"]).output)
            let result = runTW(arguments)
            XCTAssertEqual(result.status, 0, result.error)
            try assertWellFormed(result.output, "long classes")
            let document = try XMLDocument(xmlString: result.output)
            let width = try XCTUnwrap(Double(document.rootElement()?[attribute: "width"] ?? ""))
            let plainWidth = try XCTUnwrap(Double(plain.rootElement()?[attribute: "width"] ?? ""))
            // A short string sets the width by its cards; the long one may widen the page to at most 720 points.
            XCTAssertLessThanOrEqual(width, max(plainWidth, 720), "\(arguments.count == 3 ? "single" : "sheet") picture widened")
            let title = try document.nodes(forXPath: "//*[@data-part='classes']/*").compactMap(\.stringValue)
            XCTAssertGreaterThan(title.count, 1)
            XCTAssertEqual(title.joined(), classes, "the lines are the class string")
            for line in title {
                XCTAssertLessThanOrEqual(Double(line.trimmingCharacters(in: .whitespaces).count) * 10.2, width - 48, line)
            }
        }
        // One word longer than a line is cut across lines rather than past the edge.
        let word = "bg-[" + String(repeating: "a", count: 300) + "]"
        let long = try XMLDocument(xmlString: runTW(["render", "--for", word]).output)
        let title = try long.nodes(forXPath: "//*[@data-part='classes']/*").compactMap(\.stringValue)
        XCTAssertEqual(title.joined(), word)
        XCTAssertGreaterThan(title.count, 1)
    }
}
