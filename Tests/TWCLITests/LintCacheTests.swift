import Foundation
import TWTestSupport
import XCTest

/// `--cache-path`: entries are reused while nothing a file's findings depend on changes, and a
/// change anywhere they depend on (the file, a registration in another file, the configuration)
/// is linted again. Entries are marked by rewriting their messages, so a test sees whether the
/// output came from the cache without timing anything.
final class LintCacheTests: XCTestCase {
    private func entries(_ tree: TemporaryTree) throws -> [String] {
        let root = tree.path("cache")
        guard let walker = FileManager.default.enumerator(atPath: root) else { return [] }
        return walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".json") }.map { (root as NSString).appendingPathComponent($0) }.sorted()
    }

    /// Replaces every cached message with `CACHED`.
    private func mark(_ tree: TemporaryTree) throws {
        for path in try entries(tree) {
            let text = try String(contentsOfFile: path, encoding: .utf8)
            let marked = text.replacingOccurrences(of: #""message":"(?:[^"\\]|\\.)*""#, with: #""message":"CACHED""#, options: .regularExpression)
            try marked.write(toFile: path, atomically: true, encoding: .utf8)
        }
    }

    private func project() throws -> TemporaryTree {
        try TemporaryTree([
            "Sources/App/App.swift": "import SwiftCN\nlet rules = TWGlobalRules(named: [\"app-card\": \"rounded-lg border\"])\n",
            "Sources/App/Card.swift": "import SwiftCN\nlet card = Text(\"a\").tw(\"app-card p-2 p-4 glas\")\n",
            "Sources/App/Plain.swift": "import SwiftCN\nlet plain = Text(\"b\").tw(\"p-4 bogus\")\n",
        ])
    }

    func testSecondRunReadsTheCacheAndKeepsEveryField() throws {
        let tree = try project()
        let root = tree.root.path
        let uncached = twlint(["--format", "json", "Sources"], currentDirectory: root)
        let first = twlint(["--format", "json", "--cache-path", "cache", "Sources"], currentDirectory: root)
        XCTAssertEqual(first.output, uncached.output)
        XCTAssertEqual(try entries(tree).count, 3, "one entry per file")
        let second = twlint(["--format", "json", "--cache-path", "cache", "Sources"], currentDirectory: root)
        XCTAssertEqual(second.output, uncached.output, "fixes, safety and rules come back as they were")
        XCTAssertEqual(second.status, first.status)
        try mark(tree)
        let marked = twlint(["--cache-path", "cache", "Sources"], currentDirectory: root)
        XCTAssertEqual(marked.output.components(separatedBy: "CACHED").count - 1, 3, marked.output)
        XCTAssertFalse(twlint(["--no-cache", "--cache-path", "cache", "Sources"], currentDirectory: root).output.contains("CACHED"))
        // --fix lints afresh and fixes.
        let fixed = twlint(["--fix", "--cache-path", "cache", "Sources"], currentDirectory: root)
        XCTAssertFalse(fixed.output.contains("CACHED"), fixed.output)
        XCTAssertEqual(
            String(decoding: try tree.bytes("Sources/App/Card.swift"), as: UTF8.self), "import SwiftCN\nlet card = Text(\"a\").tw(\"app-card p-4 glas\")\n")
    }

    /// A cache folder that cannot be used is said, and the run goes on without it (the cache
    /// only saves time): a file, and a folder under a file.
    func testACachePathThatCannotHoldTheCacheIsNamedAndTheRunGoesOn() throws {
        let tree = try project()
        let root = tree.root.path
        let uncached = twlint(["Sources"], currentDirectory: root)
        for path in ["Sources/App/Plain.swift", "Sources/App/Plain.swift/cache"] {
            let run = twlint(["--cache-path", path, "Sources"], currentDirectory: root)
            XCTAssertEqual(run.output, uncached.output, path)
            XCTAssertEqual(run.status, uncached.status, path)
            XCTAssertTrue(run.error.contains("--cache-path"), run.error)
            XCTAssertTrue(run.error.contains("not a directory; linting without a cache"), run.error)
        }
        // A folder that does not exist yet is made.
        let made = twlint(["--cache-path", "new/cache", "Sources"], currentDirectory: root)
        XCTAssertFalse(made.error.contains("--cache-path"), made.error)
        var isDirectory: ObjCBool = false
        XCTAssertTrue(FileManager.default.fileExists(atPath: root + "/new/cache", isDirectory: &isDirectory) && isDirectory.boolValue)
    }

    func testAnEditedFileIsLintedAgainAndTheOthersAreNot() throws {
        let tree = try project()
        let root = tree.root.path
        _ = twlint(["--cache-path", "cache", "Sources"], currentDirectory: root)
        try mark(tree)
        try tree.write("Sources/App/Plain.swift", "import SwiftCN\nlet plain = Text(\"b\").tw(\"p-4 bogus2\")\n")
        let run = twlint(["--cache-path", "cache", "Sources"], currentDirectory: root)
        let lines = run.output.split(separator: "\n")
        XCTAssertEqual(lines.filter { $0.hasPrefix("Sources/App/Card.swift") && $0.contains("CACHED") }.count, 2, run.output)
        XCTAssertEqual(
            lines.filter { $0.hasPrefix("Sources/App/Plain.swift") }.map { String($0) },
            ["Sources/App/Plain.swift:2:31: error: Unknown swiftcn class: bogus2 (no utility, recipe or named class is called `bogus2`) [unknown-class]"])
    }

    /// Never a stale finding: the registration changes in another file, the configuration
    /// changes, the twlint version is part of the key.
    func testRegistrationAndConfigurationChangesInvalidateEveryFile() throws {
        let tree = try project()
        let root = tree.root.path
        let before = twlint(["--cache-path", "cache", "Sources"], currentDirectory: root)
        XCTAssertFalse(before.output.contains("app-card"), before.output)
        try tree.write("Sources/App/App.swift", "import SwiftCN\nlet rules = TWGlobalRules(named: [\"app-box\": \"rounded-lg border\"])\n")
        let renamed = twlint(["--cache-path", "cache", "Sources"], currentDirectory: root)
        XCTAssertTrue(renamed.output.contains("Sources/App/Card.swift:2:26: error: Unknown swiftcn class: app-card"), renamed.output)
        try mark(tree)
        try tree.write(".twlint.json", #"{"severity": {"unknown-class": "warning"}}"#)
        let configured = twlint(["--cache-path", "cache", "Sources"], currentDirectory: root)
        XCTAssertFalse(configured.output.contains("CACHED"), configured.output)
        XCTAssertTrue(configured.output.contains("Sources/App/Plain.swift:2:31: warning: Unknown swiftcn class: bogus"), configured.output)
        XCTAssertEqual(configured.status, 0)
    }

    /// A plain view in the middle of a scope chain decides what reaches the view below it: the
    /// `.twRules` of `Screen` reaches `Row` only through `Mid`, so editing `Mid` (to use `Row`, or
    /// to stop) changes `Row`'s findings, and the cache must see that edit.
    func testEditingAPlainViewInAScopeChainRelintsTheViewsBelowIt() throws {
        let usesRow = "import SwiftCN\nstruct Mid: View { var body: some View { VStack { Row() } } }\n"
        let usesNothing = "import SwiftCN\nstruct Mid: View { var body: some View { VStack { Text(\"m\") } } }\n"
        for (first, second) in [(usesRow, usesNothing), (usesNothing, usesRow)] {
            let tree = try TemporaryTree([
                "Sources/App/Screen.swift":
                    "import SwiftCN\nstruct Screen: View { var body: some View { Mid().twRules { $0.named[\"card2\"] = \"rounded-lg border\" } } }\n",
                "Sources/App/Mid.swift": first,
                "Sources/App/Row.swift": "import SwiftCN\nstruct Row: View { var body: some View { Text(\"a\").tw(\"card2\") } }\n",
            ])
            let root = tree.root.path
            let before = twlint(["--cache-path", "cache", "Sources"], currentDirectory: root)
            XCTAssertEqual(before.output.contains("Unknown swiftcn class: card2"), first == usesNothing, before.output)
            try tree.write("Sources/App/Mid.swift", second)
            let cached = twlint(["--cache-path", "cache", "Sources"], currentDirectory: root)
            let uncached = twlint(["--no-cache", "Sources"], currentDirectory: root)
            XCTAssertEqual(cached.output, uncached.output)
            XCTAssertEqual(cached.status, uncached.status)
            XCTAssertEqual(uncached.output.contains("Unknown swiftcn class: card2"), second == usesNothing, uncached.output)
        }
    }

    /// Editing a named class re-lints the files that use it, not every file: 300 files use
    /// `card`, 200 use `pill`; after `card` changes, the 200 come from the cache (their messages
    /// are marked) and the 300 and the registering file are linted again.
    func testEditingARegistrationRelintsOnlyTheFilesThatNameIt() throws {
        var files = [
            "Sources/App/Theme.swift": "import SwiftCN\nlet rules = TWGlobalRules(named: [\"card\": \"rounded-lg border\", \"pill\": \"rounded-full\"])\n"
        ]
        for number in 0..<300 {
            files["Sources/App/Card\(number).swift"] =
                "import SwiftCN\nstruct Card\(number): View { var body: some View { Text(\"a\").tw(\"card p-2 p-4\") } }\n"
        }
        for number in 0..<200 {
            files["Sources/App/Pill\(number).swift"] =
                "import SwiftCN\nstruct Pill\(number): View { var body: some View { Text(\"a\").tw(\"pill p-2 p-4\") } }\n"
        }
        let tree = try TemporaryTree(files)
        let root = tree.root.path
        _ = twlint(["--cache-path", "cache", "Sources"], currentDirectory: root)
        try mark(tree)
        try tree.write(
            "Sources/App/Theme.swift", "import SwiftCN\nlet rules = TWGlobalRules(named: [\"card\": \"rounded-xl border\", \"pill\": \"rounded-full\"])\n")
        let run = twlint(["--cache-path", "cache", "Sources"], currentDirectory: root)
        let lines = run.output.split(separator: "\n").filter { $0.hasPrefix("Sources/") }
        func named(cached: Bool) -> Set<String> {
            Set(lines.filter { $0.contains("CACHED") == cached }.map { String($0.prefix { $0 != ":" }) })
        }
        XCTAssertEqual(named(cached: true).count, 200, run.output)
        XCTAssertTrue(named(cached: true).allSatisfy { $0.hasPrefix("Sources/App/Pill") })
        XCTAssertEqual(named(cached: false).count, 300, run.output)
        XCTAssertTrue(named(cached: false).allSatisfy { $0.hasPrefix("Sources/App/Card") })
        // What was linted again is what linting everything reports.
        let uncached = twlint(["--no-cache", "Sources"], currentDirectory: root)
        XCTAssertEqual(
            uncached.output.split(separator: "\n").filter { $0.hasPrefix("Sources/App/Card") },
            run.output.split(separator: "\n").filter { $0.hasPrefix("Sources/App/Card") })
    }

    /// The binary build-tool plugin of the artifact bundle is the source plugin renamed by
    /// `.ci/make-artifactbundle`: made the way the script makes it, it passes the cache in its
    /// work folder as the source plugin does.
    func testTheBinaryPluginPassesTheCacheLikeTheSourcePlugin() throws {
        let script = try String(contentsOf: packageRoot.appendingPathComponent(".ci/make-artifactbundle"), encoding: .utf8)
        let line = try XCTUnwrap(script.split(separator: "\n").first { $0.hasPrefix("sed 's/struct TWLintBuildToolPlugin:") })
        let expression = try XCTUnwrap(line.split(separator: "'").dropFirst().first.map(String.init))
        let source = packageRoot.appendingPathComponent("Plugins/TWLintBuildToolPlugin/plugin.swift")
        let made = try runProcess(URL(fileURLWithPath: "/usr/bin/env"), ["sed", expression, source.path])
        XCTAssertEqual(made.status, 0, made.error)
        XCTAssertTrue(made.output.contains("struct TWLintBinaryBuildToolPlugin: BuildToolPlugin"), made.output)
        XCTAssertTrue(made.output.contains(#""--cache-path", cache.path"#), made.output)
        XCTAssertTrue(made.output.contains(#"context.pluginWorkDirectoryURL.appendingPathComponent("cache")"#), made.output)
    }
}
