import Foundation
import TWTestSupport
import XCTest
#if canImport(FoundationXML)
    import FoundationXML
#endif
import TWCommandLine

/// Runs `tw` in-process and returns its exit status, standard output and standard error.
func runTW(_ arguments: [String]) -> (status: Int32, output: String, error: String) {
    final class Box: @unchecked Sendable { var output = "", error = "" }
    let box = Box()
    let io = CommandIO(write: { box.output += $0 }, writeError: { box.error += $0 }, readInput: { [] })
    let status = TWCommandLine.main(["tw"] + arguments, io: io)
    return (status, box.output, box.error)
}

/// A parsed `tw render` picture with XPath helpers over its cards (`data-cell`).
struct RenderedPicture {
    let document: XMLDocument

    init(_ svg: String) throws {
        document = try XMLDocument(xmlString: svg)
    }

    func nodes(_ xpath: String) throws -> [XMLNode] { try document.nodes(forXPath: xpath) }

    /// The card of `row` and `column`, failing when there is not exactly one.
    func cell(row: String, column: String) throws -> XMLElement {
        let found = try nodes("//*[@data-cell][@data-row='\(row)'][@data-column='\(column)']")
        guard found.count == 1, let element = found[0] as? XMLElement else {
            throw PictureError(message: "expected one cell \(row)/\(column), found \(found.count)")
        }
        return element
    }

    /// The parts (`data-part`) drawn inside a card.
    func parts(_ cell: XMLElement) throws -> [String] {
        try cell.nodes(forXPath: ".//@data-part").compactMap(\.stringValue)
    }
}

struct PictureError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}

extension XMLElement {
    /// An attribute's value by its name (FoundationXML's `attribute(forName:)` misses unprefixed
    /// attributes under a default namespace).
    subscript(attribute name: String) -> String? { attributes?.first { $0.name == name }?.stringValue }
}

/// `rsvg-convert` on PATH. Under CI (`CI=true`) a missing tool fails the test; locally it skips.
func rsvgConvert() throws -> URL {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    if let tool = path.split(separator: ":").map({ URL(fileURLWithPath: String($0)).appendingPathComponent("rsvg-convert") })
        .first(where: { FileManager.default.isExecutableFile(atPath: $0.path) })
    {
        return tool
    }
    throw missingTool("rsvg-convert is not installed (apt-get install librsvg2-bin, as .ci/run does)")
}

/// The width and height in a PNG's IHDR chunk, or nil when `data` is not a PNG.
func pngSize(_ data: Data) -> (width: Int, height: Int)? {
    let bytes = [UInt8](data)
    guard bytes.count > 24, bytes[0..<8] == [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], bytes[12..<16] == [0x49, 0x48, 0x44, 0x52] else { return nil }
    func int(_ at: Int) -> Int { bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
    return (int(16), int(20))
}
