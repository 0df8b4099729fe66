import Foundation
@testable import TWLint
import TWResolve
import TWSyntax
import XCTest

/// The per-site memo (``SiteFinding``, ``SiteKey``) replays a site's findings in another file
/// through that file's source maps: findings and fixes must be exactly those of linting without it.
final class SiteMemoTests: XCTestCase {
    /// Lints every file with a linter that does not share sites, and twice with one that does (the
    /// second pass replays every site from the memo); all three must agree.
    private func assertSameFindings(
        _ files: [(path: String, bytes: [UInt8])], configuration: LintConfiguration, theme: Theme,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        var plain = Linter(configuration: configuration, theme: theme)
        plain.usesSiteMemo = false
        let memoized = Linter(configuration: configuration, theme: theme)
        let scanned = files.compactMap { try? memoized.scan($0.bytes).get() }
        var named: [String: Recipe] = [:]
        for file in scanned { named.merge(Linter.namedClasses(in: file)) { first, _ in first } }
        var total = 0
        for pass in 0..<2 {
            for entry in files {
                let expected = plain.lint(entry.bytes, path: entry.path, named: named)
                let actual = memoized.lint(entry.bytes, path: entry.path, named: named)
                XCTAssertEqual(actual.findings, expected.findings, "\(entry.path), pass \(pass)", file: file, line: line)
                XCTAssertEqual(actual.fixes, expected.fixes, "\(entry.path), pass \(pass)", file: file, line: line)
                if pass == 0 { total += expected.findings.count }
            }
        }
        XCTAssertGreaterThan(total, 0, "the sample has findings", file: file, line: line)
        XCTAssertGreaterThan(memoized.memo.siteCount, 0, "the memo was used", file: file, line: line)
    }

    func testFixtureProjectSameFindingsWithAndWithoutSiteMemo() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/LintProject")
        let data = try Data(contentsOf: root.appendingPathComponent(".twlint.json"))
        let (configuration, _) = try LintConfiguration.decode(
            data, file: root.appendingPathComponent(".twlint.json").path,
            knownRules: Set(Linter.rules.map(\.id)))
        let theme = try Theme.load(path: root.appendingPathComponent(try XCTUnwrap(configuration.themePath)).path)
        let paths = try XCTUnwrap(FileManager.default.subpathsOfDirectory(atPath: root.path)).filter { $0.hasSuffix(".swift") }.sorted()
        XCTAssertGreaterThan(paths.count, 3)
        let files = try paths.map { ($0, [UInt8](try Data(contentsOf: root.appendingPathComponent($0)))) }
        assertSameFindings(files, configuration: configuration, theme: theme)
    }

    /// The same class strings at sites written differently: escapes, `+`, multi-line and raw
    /// literals, interpolations, ternaries, on `Text` and not, in buttons, so that replayed
    /// ranges and fixes go through different source maps (and fixes that do not map verbatim
    /// must stay out).
    func testGeneratedSampleSameFindingsWithAndWithoutSiteMemo() {
        let strings = [
            "p-2 p-4", "p-4 rounded-lg p-4", "glass bg-primary px-4", "bogus p-4", "dark:bg-primary p-2",
            "offset-[12, -4]", "tracking-[1] p-4", "w-[50%] p-2 p-2", "glass-tint-primary glass bg-[#6366f1]",
            "hover:opacity-80 opacity-90 opacity-80", "card p-4", "surface-floating bg-muted p-2 p-3",
        ]
        func sample(_ index: Int) -> String {
            let a = strings[index % strings.count], b = strings[(index * 5 + 3) % strings.count]
            let c = strings[(index * 7 + 1) % strings.count]
            let escaped = a.replacingOccurrences(of: "p-", with: "\\u{70}-")
            return """
                import SwiftUI

                struct View\(index): View {
                    var isOn = false
                    var body: some View {
                        VStack {
                            Text("a").tw("\(a)")
                            Text("b").tw("\(escaped)")
                            Text("c").padding().tw("\(b)")
                            Text("d").tw(cn("\(c)", isOn ? "\(a)" : nil, isOn ? "glass" : "p-2"))
                            Text("e").tw(isOn ? "glass p-4" : "\(b)")
                            Text("f").tw("\(a.prefix(3))" + "\(a.dropFirst(3))")
                            Text("g").tw(#"\(b) bg-[\\#(accent)]"#)
                            Text("h").tw(\"\"\"
                                \(c)
                                \(a)
                                \"\"\")
                            Button("Go") {}.buttonStyle(.tw("glass bg-[#ff0000] focus:tint-primary \(b)"))
                            Button("Go") {}.buttonStyle(.tw("\\("glass") bg-[#ff0000] \(c)"))
                            chipStyle("\(b)")
                        }
                        .tw("\(c) bg-[\\(accent)]")
                    }
                }

                """ + (index == 0 ? "let rules = TWGlobalRules(named: [\"card\": \"p-4 rounded-lg p-4\"])\n" : "")
        }
        var configuration = LintConfiguration()
        configuration.sinks = ["chipStyle"]
        configuration.platforms = [.ios: OSVersion(26), .macos: OSVersion(26)]
        let files = (0..<30).map { ("Sample\($0).swift", Array(sample($0).utf8)) }
        assertSameFindings(files, configuration: configuration, theme: .builtIn)
        assertSameFindings(files, configuration: LintConfiguration(), theme: .builtIn)
    }

    /// Interpolated sites are shared too, keyed by what each file says the interpolation is
    /// (``SiteMemoKey``): the same `.tw` text is an error where the file declares `tilt` as NaN
    /// and clean where it declares a number or nothing; a colour is an error again.
    func testInterpolatedSiteKeyedByWhatTheFileDeclares() {
        let site = #"struct V: View { var body: some View { Text("a").tw("rotate-[\(tilt)] p-4") } }"#
        let files = [
            ("NaN.swift", "let tilt = Double.nan"), ("Number.swift", "let tilt: Double = 8"), ("None.swift", ""),
            ("NumberAgain.swift", "let tilt: Double = 8"), ("Colour.swift", "let tilt: Color = .red"),
        ]
        .map { ($0.0, Array("import SwiftUI\nimport SwiftCN\n\($0.1)\n\(site)\n".utf8)) }
        assertSameFindings(files, configuration: LintConfiguration(), theme: .builtIn)
        let linter = Linter(configuration: LintConfiguration(), theme: .builtIn)
        let counts = files.map { linter.lint($0.1, path: $0.0).findings.count }
        XCTAssertEqual(counts, [1, 0, 0, 0, 1])
        // One entry per distinct typed value (NaN, 8, unknown, a colour): the second 8 is a hit.
        XCTAssertEqual(linter.memo.siteCount, 4)
    }
}
