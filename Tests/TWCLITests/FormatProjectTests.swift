import Foundation
import TWCommandLine
import XCTest

/// `tw format` on a project: directories walked as twlint walks them, and a constant another
/// file shows left as written (rewriting it would change the text the app shows).
final class FormatProjectTests: XCTestCase {
    /// A package folder (`Package.swift` marks it) with `files`, removed after the test.
    private func package(_ files: [String: String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tw-format-project-\(UUID().uuidString)")
        for (name, text) in files {
            let file = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        }
        try Data("// swift-tools-version:5.9\n".utf8).write(to: folder.appendingPathComponent("Package.swift"))
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        return folder
    }

    private func text(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }

    func testADirectoryIsFormattedFileByFile() throws {
        let root = try package([
            "Sources/App/A.swift": "Text(\"a\").tw(\"px-4 py-4\")\n",
            "Sources/App/Deep/B.swift": "Text(\"b\").tw(\"p-[16]\")\n",
            "Sources/App/.build/C.swift": "Text(\"c\").tw(\"px-4 py-4\")\n",
        ])
        let sources = root.appendingPathComponent("Sources").path
        let checked = tw(["format", "--check", sources])
        XCTAssertEqual(checked.status, 1, checked.error)
        XCTAssertTrue(checked.output.contains("A.swift:1:15: \"px-4 py-4\" -> \"p-4\""), checked.output)
        XCTAssertTrue(checked.output.contains("B.swift:1:15: \"p-[16]\" -> \"p-4\""), checked.output)
        XCTAssertFalse(checked.output.contains("C.swift"), "a .build folder is skipped, as twlint skips it")
        XCTAssertEqual(tw(["format", sources]).status, 0)
        XCTAssertEqual(try text(root.appendingPathComponent("Sources/App/A.swift")), "Text(\"a\").tw(\"p-4\")\n")
        XCTAssertEqual(try text(root.appendingPathComponent("Sources/App/Deep/B.swift")), "Text(\"b\").tw(\"p-4\")\n")
        XCTAssertEqual(try text(root.appendingPathComponent("Sources/App/.build/C.swift")), "Text(\"c\").tw(\"px-4 py-4\")\n")
    }

    func testAConstantAnotherFileShowsIsLeftAsWritten() throws {
        let styles = """
            enum Styles {
                static let card = "px-4 py-4"
                private static let title = "px-2 py-2"
                static let row = "px-3 py-3"
            }
            let a = Text("a").tw(Styles.card).tw(Styles.row)
            let b = Text("b").tw(Styles.title)

            """
        // `card` is shown as text in another file; `row` is only a class there; the other file's
        // `title` is its own, so the private constant of Styles.swift is rewritten.
        let root = try package([
            "Sources/App/Styles.swift": styles,
            "Sources/App/Show.swift": "let shown = Text(Styles.card)\nlet c = Text(\"c\").tw(Styles.row)\nlet title = \"Hello\"\nlet d = Text(title)\n",
        ])
        let file = root.appendingPathComponent("Sources/App/Styles.swift")
        let checked = tw(["format", "--check", file.path])
        XCTAssertTrue(checked.output.contains("\"px-4 py-4\": left as written: `card` is also used outside class sinks"), checked.output)
        XCTAssertTrue(checked.output.contains("Show.swift:1"), checked.output)
        XCTAssertEqual(tw(["format", file.path]).status, 0)
        XCTAssertEqual(
            try text(file),
            styles.replacingOccurrences(of: "px-2 py-2", with: "p-2").replacingOccurrences(of: "px-3 py-3", with: "p-3"))
    }
}
