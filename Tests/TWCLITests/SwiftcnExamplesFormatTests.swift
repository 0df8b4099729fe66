import Foundation
import TWEmit
import TWLint
import TWResolve
import TWSyntax
import TWTestSupport
import XCTest

/// `tw format`'s rewrites of every class string of swiftcn's Examples draw what the strings as
/// written draw. The strings are `Tests/Fixtures/SwiftcnExamples/class-strings.txt` (its header
/// says how they were taken from swiftcn's repository); every rewrite is re-resolved here, apart
/// from the proof that chose it, in every cell of the matrix, and both resolutions are compared
/// on what they draw (Docs/Decisions.md, "When do two class strings draw the same?").
final class SwiftcnExamplesFormatTests: XCTestCase {
    private func classStrings() throws -> [(file: String, classes: String)] {
        let text = try String(
            contentsOf: packageRoot.appendingPathComponent("Tests/Fixtures/SwiftcnExamples/class-strings.txt"), encoding: .utf8)
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
            let parts = line.split(separator: "\t", maxSplits: 1)
            return (String(parts[0]), String(parts[1]))
        }
    }

    /// What a resolution draws: without its text, provenance, diagnostics, the lists of
    /// overridden and ignored classes, and the theme radius's name (Docs/Decisions.md).
    private func drawing(_ resolution: Resolution) -> Resolution {
        var drawn = resolution
        drawn.classes = ""
        drawn.provenance = [:]
        drawn.diagnostics = []
        drawn.overridden = []
        drawn.ignored = []
        drawn.surface?.shape.token = nil
        return drawn
    }

    /// The first cell where `a` and `b` draw differently, or nil: every column of `tw matrix`,
    /// every combination of the states their variants test, both schemes, no setting, each of the
    /// matrix's variations and Reduce Motion.
    private func differingCell(_ a: String, _ b: String, resolver: Resolver) -> String? {
        var states: [(group: String?, state: InteractionState)] = []
        for text in [a, b] {
            for token in ClassParser.parse(text).tokens {
                for variant in token.variants {
                    let entry: (group: String?, state: InteractionState) = (variant.isGroup ? variant.groupName ?? "" : nil, variant.state)
                    if !states.contains(where: { $0.group == entry.group && $0.state == entry.state }) { states.append(entry) }
                }
            }
        }
        let settings: [(String, (inout ResolutionContext) -> Void)] =
            [("none", { _ in })] + MatrixVariation.standard.map { variation in (variation.name, variation.apply) }
            + [("Reduce Motion", { $0.reduceMotion = true })]
        for column in MatrixColumn.standard(base: ResolutionContext()) {
            for mask in 0..<(1 << states.count) {
                for scheme in ColorScheme.allCases {
                    for (name, apply) in settings {
                        var context = column.context
                        for (bit, entry) in states.enumerated() where mask & (1 << bit) != 0 {
                            if let group = entry.group {
                                context.groupStates[group, default: []].insert(entry.state)
                            } else {
                                context.states.insert(entry.state)
                            }
                        }
                        context.scheme = scheme
                        apply(&context)
                        if drawing(resolver.resolve(a, context: context)) != drawing(resolver.resolve(b, context: context)) {
                            return "\(column.name), states \(mask), \(scheme.rawValue), \(name)"
                        }
                    }
                }
            }
        }
        return nil
    }

    func testFormattingSwiftcnsExampleStringsChangesNothingThatIsDrawn() throws {
        let strings = try classStrings()
        XCTAssertGreaterThan(strings.count, 50, "the fixture holds swiftcn's example strings")
        let resolver = Resolver()
        let canonical = CanonicalClasses(resolver: resolver, context: ResolutionContext())
        var rewrites = 0
        for (file, classes) in strings {
            // Every rule, `class-order` included (`"enabled": ["class-order"]`).
            let formatted = canonical.analyze(classes).formatted
            guard formatted != classes else { continue }
            rewrites += 1
            print("rewrite (\(file)): \"\(classes)\" -> \"\(formatted)\"")
            XCTAssertNil(differingCell(classes, formatted, resolver: resolver), "\(classes) -> \(formatted)")
        }
        print("\(rewrites) of \(strings.count) class strings rewritten")
        // The same strings through `tw format -`, each as a `.tw` of its own line: the command
        // rewrites exactly what the library does.
        let source = strings.map { "Text(\"a\").tw(\"\($0.classes)\")\n" }.joined()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tw-format-examples-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let configuration = folder.appendingPathComponent(".twlint.json")
        try Data(#"{"enabled": ["class-order"]}"#.utf8).write(to: configuration)
        let result = tw(["format", "--config", configuration.path, "-"], input: source)
        XCTAssertEqual(result.status, 0, result.error)
        let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        XCTAssertEqual(lines.count, strings.count)
        for (line, (_, classes)) in zip(lines, strings) {
            let after = String(line.dropFirst("Text(\"a\").tw(\"".count).dropLast(2))
            guard after != classes else { continue }
            XCTAssertNil(differingCell(classes, after, resolver: resolver), "tw format: \(classes) -> \(after)")
        }
    }
}
