import Foundation
import TWLint
import XCTest

/// Only swiftcn's `.tw` is linted with swiftcn's rules.
final class SwiftCNVisibilityTests: XCTestCase {
    /// The defining input: a file that would have three swiftcn errors is skipped, with no finding.
    func testAnotherLibrarysTWIsSkipped() {
        let result = lint(
            """
            import SwiftUI
            import TailwindSwiftUI
            let v = Text("a").tw("flex items-center bg-blue-500")
            """)
        XCTAssertTrue(result.isSkipped)
        XCTAssertEqual(result.findings.map(\.rule), [])
    }

    func testSwiftCNImportedDirectlyOrTestableIsLinted() {
        for header in ["import TailwindSwiftUI\nimport SwiftCN", "import TailwindSwiftUI\n@testable import SwiftCN", "import SwiftUI", ""] {
            let result = lint(header + "\nlet v = Text(\"a\").tw(\"bogus\")")
            XCTAssertFalse(result.isSkipped, header)
            XCTAssertEqual(result.findings.map(\.rule), ["unknown-class"], header)
        }
    }

    /// A file that imports SwiftUI but not SwiftCN and declares its own `cn`/`tw` over plain
    /// strings calls its own functions, not swiftcn's (whose `cn` and `tw` take `TWClasses`,
    /// Sources/SwiftCN/ClassComposition.swift, View+TW.swift): it is skipped. The same
    /// declarations beside `import SwiftCN`, swiftcn's own typed ones, or a snippet without
    /// imports are linted.
    func testOwnClassFunctionsWithoutSwiftCNAreSkipped() {
        let own = """
            func cn(_ parts: String...) -> String { parts.joined(separator: " ") }
            extension View { func tw(_ s: String) -> some View { self } }
            struct V: View { var body: some View { Text("a").tw(cn("mx-auto", "flex")) } }
            """
        XCTAssertTrue(lint("import SwiftUI\n" + own).isSkipped)
        XCTAssertEqual(lint("import SwiftUI\n" + own).findings.map(\.rule), [])
        for linted in ["import SwiftUI\nimport SwiftCN\n" + own, own] {
            XCTAssertFalse(lint(linted).isSkipped, linted)
            XCTAssertEqual(lint(linted).findings.map(\.rule), ["unknown-class", "unknown-class"], linted)
        }
        let swiftcnOwn = """
            import SwiftUI
            public func cn(_ classes: TWClasses?...) -> TWClasses { cn(classes) }
            let v = Text("a").tw("bogus")
            """
        XCTAssertFalse(lint(swiftcnOwn).isSkipped)
    }

    /// An import inside a string or a comment is not an import.
    func testOnlyRealImportsCount() {
        let file = scan("// import TailwindSwiftUI\nlet s = \"import TailwindSwiftUI\"\nimport struct TailwindSwiftUI.TWView\n@_exported import SwiftCN")
        XCTAssertEqual(file.imports, [ImportFact(module: "TailwindSwiftUI", isExported: false), ImportFact(module: "SwiftCN", isExported: true)])
    }

    func testConfigurationExtendsTheList() {
        let text = "import MyTailwind\nlet v = Text(\"a\").tw(\"bogus\")"
        XCTAssertFalse(lint(text).isSkipped)
        XCTAssertTrue(lint(text, configuration: configuration(#"{"otherTwModules": ["MyTailwind"]}"#)).isSkipped)
    }

    /// `@_exported import SwiftCN` in one file of a target makes SwiftCN visible in all of its files.
    func testExportedImportInTheModule() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("visibility-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let files = [
            "Sources/App/Exports.swift": "@_exported import SwiftCN\n",
            "Sources/App/View.swift": "import TailwindSwiftUI\nlet v = Text(\"a\").tw(\"bogus\")\n",
            "Sources/Web/View.swift": "import TailwindSwiftUI\nlet v = Text(\"a\").tw(\"bogus\")\n",
        ]
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let paths = files.keys.sorted().map { root.appendingPathComponent($0).path }
        let outcomes = ProjectLinter(linter: Linter(configuration: LintConfiguration(), theme: .builtIn)).lint(paths)
        XCTAssertEqual(outcomes.map(\.skipped), [false, false, true])
        XCTAssertEqual(outcomes.map { $0.findings.map(\.rule) }, [[], ["unknown-class"], []])
    }

    func testSummaryCountsSkippedFiles() throws {
        let findings: [Finding] = []
        XCTAssertEqual(LintSummary(files: 3, findings: findings, skipped: 1).line, "3 files, 0 findings (0 errors, 0 warnings), 1 skipped (not swiftcn's .tw)")
        let json = try JSONEncoder().encode(LintSummary(files: 3, findings: findings, skipped: 1))
        XCTAssertEqual((try JSONSerialization.jsonObject(with: json) as? [String: Int])?["skipped"], 1)
        let none = try JSONEncoder().encode(LintSummary(files: 3, findings: findings))
        XCTAssertNil((try JSONSerialization.jsonObject(with: none) as? [String: Int])?["skipped"], "no key when nothing was skipped")
    }
}

/// Interpolated shared-element ids (the sink finder's part) and configured labelled sinks.
final class SinkFixTests: XCTestCase {
    func testInterpolatedSharedElementIdWithAGroup() {
        XCTAssertEqual(lint(#"Text("a").tw("shared-[\(item.id)]/hero")"#).findings.map(\.rule), [])
        XCTAssertEqual(lint(#"Text("a").tw("shared-[a+b]/hero")"#).findings.map(\.rule), ["unknown-class"], "a literal id is still checked")
    }

    func testTrackingOnATextHeldInAVariable() {
        XCTAssertEqual(lint("let text = Text(\"a\")\ntext.tw(\"tracking-[0.5]\")").findings.map(\.rule), [])
        XCTAssertEqual(lint("let stack = HStack { }\nstack.tw(\"tracking-[0.5]\")").findings.map(\.rule), ["tracking-target"])
        XCTAssertEqual(lint("let text = Text(\"a\").padding()\ntext.tw(\"tracking-[0.5]\")").findings.map(\.rule), ["tracking-target"])
    }

    /// `"Chip.classes"` reads only the `classes:` argument: a title is never linted.
    func testConfiguredLabelledSink() {
        let source = MarkedSource(#"let c = Chip("Title bogus", classes: "p-4 ↓bogus")"#)
        let findings = lint(source.text, configuration: configuration(#"{"sinks": ["Chip.classes"]}"#)).findings
        XCTAssertEqual(findings.map { "\($0.rule)@\($0.line):\($0.column)" }, source.markers.map { "unknown-class@\($0)" })
    }
}

/// `try .parse("…")` (an implicit `TWStyle.parse`, as swiftcn's tests write it) is a sink in a
/// file that imports SwiftCN, and not elsewhere (`.parse` of another type).
final class ImplicitParseTests: XCTestCase {
    func testImplicitParseInASwiftCNFile() {
        XCTAssertEqual(lint("@testable import SwiftCN\nlet s = resolve(try .parse(\"group/\"))").findings.map(\.rule), ["invalid-argument"])
        XCTAssertEqual(lint("import Foundation\nlet d = format(try .parse(\"group/\"))").findings.map(\.rule), [])
    }
}
