import Foundation
import TWTestSupport
import XCTest

/// Unreadable paths are errors (exit 2) that name the real cause, and
/// no special file makes a command hang or misreport.
final class PathErrorTests: XCTestCase {
    private func twlintWithoutPrivileges(_ arguments: [String], in tree: TemporaryTree) throws -> (status: Int32, output: String, error: String) {
        XCTAssertEqual(chmod(tree.root.path, 0o755), 0)
        return try TWCLITests.twlintWithoutPrivileges(arguments)
    }

    func testUnreadableDirectoryAndAFileInsideItAreErrors() throws {
        let tree = try TemporaryTree(["Locked/A.swift": #"Text("a").tw("bogus")"# + "\n"])
        XCTAssertEqual(chmod(tree.path("Locked"), 0), 0)
        defer { chmod(tree.path("Locked"), 0o755) }
        let directory = try twlintWithoutPrivileges([tree.path(".")], in: tree)
        XCTAssertEqual(directory.status, 2, directory.output + directory.error)
        XCTAssertTrue(directory.error.contains("cannot read \(tree.path("Locked")): permission denied"), directory.error)
        let file = try twlintWithoutPrivileges([tree.path("Locked/A.swift")], in: tree)
        XCTAssertEqual(file.status, 2)
        XCTAssertTrue(file.error.contains("permission denied"), file.error)
        XCTAssertFalse(file.error.contains("no such file"), file.error)
    }

    func testSymbolicLinkLoopIsNamed() throws {
        let tree = try TemporaryTree()
        try FileManager.default.createSymbolicLink(atPath: tree.path("a.swift"), withDestinationPath: "b.swift")
        try FileManager.default.createSymbolicLink(atPath: tree.path("b.swift"), withDestinationPath: "a.swift")
        let run = twlint([tree.path("a.swift")])
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.error.contains("symbolic link loop"), run.error)
        let theme = tw("resolve", "--theme", tree.path("a.swift"), "p-4")
        XCTAssertEqual(theme.status, 2)
        XCTAssertTrue(theme.error.contains("symbolic link loop"), theme.error)
    }

    func testADirectoryLinkLoopInsideATreeEnds() throws {
        let tree = try TemporaryTree(["Sub/A.swift": #"Text("a").tw("bogus")"# + "\n"])
        try FileManager.default.createSymbolicLink(atPath: tree.path("Sub/Back"), withDestinationPath: "..")
        let run = twlint([tree.path(".")])
        XCTAssertEqual(run.status, 1, "A.swift is linted once: \(run.output)\(run.error)")
        XCTAssertTrue(run.error.contains("1 file, 1 finding"), run.error)
    }

    func testFIFOAndDeviceAreNotReadNorCalledAPermissionProblem() throws {
        let tree = try TemporaryTree()
        XCTAssertEqual(mkfifo(tree.path("pipe.swift"), 0o644), 0)
        let lint = twlint([tree.path("pipe.swift")])
        XCTAssertEqual(lint.status, 2)
        XCTAssertTrue(lint.error.contains("is a FIFO (named pipe), not a regular file"), lint.error)
        for (path, what) in [(tree.path("pipe.swift"), "a FIFO"), ("/dev/zero", "a character device")] {
            let result = tw("resolve", "--theme", path, "p-4")
            XCTAssertEqual(result.status, 2)
            XCTAssertTrue(result.error.contains("is \(what)"), result.error)
            XCTAssertFalse(result.error.contains("permission"), result.error)
        }
    }

    func testInvalidUTF8InAThemeIsNamed() throws {
        // Not to be reported as "a number outside the range of a 64-bit floating-point value".
        let tree = try TemporaryTree()
        try tree.write("bad.json", Array(#"{"name":"x"#.utf8) + [0xFF] + Array(#""}"#.utf8))
        let result = tw("resolve", "--theme", tree.path("bad.json"), "p-4")
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.error.contains("not valid UTF-8 (first bad byte at offset 10)"), result.error)
    }

    // MARK: Odd entries inside a tree: reported once, skipped, the rest linted

    private static let bogus = #"Text("a").tw("bogus")"# + "\n"

    private func occurrences(_ needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    func testDanglingAndLoopingLinksInATreeAreReportedOnceAndTheRestIsLinted() throws {
        let tree = try TemporaryTree(["A.swift": Self.bogus])
        try FileManager.default.createSymbolicLink(atPath: tree.path("Gone.swift"), withDestinationPath: "Missing.swift")
        try FileManager.default.createSymbolicLink(atPath: tree.path("Loop.swift"), withDestinationPath: "Loop.swift")
        let run = twlint(["--format", "sarif", tree.path(".")])
        XCTAssertEqual(run.status, 1, "A.swift's error finding decides; the skipped links are warnings: \(run.error)")
        XCTAssertTrue(
            run.error.contains("twlint: warning: skipped \(tree.path("Gone.swift")): a dangling symbolic link (its target 'Missing.swift' does not exist)"),
            run.error)
        XCTAssertTrue(run.error.contains("twlint: warning: skipped \(tree.path("Loop.swift")): a symbolic link loop"), run.error)
        XCTAssertEqual(occurrences("Gone.swift", in: run.error), 1, run.error)
        XCTAssertEqual(occurrences("Loop.swift", in: run.error), 1, run.error)
        let sarif = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let results = try XCTUnwrap(((sarif["runs"] as? [[String: Any]])?.first?["results"]) as? [[String: Any]])
        XCTAssertEqual(results.count, 1, "A.swift was linted")
        XCTAssertTrue(run.output.contains("A.swift"), run.output)
    }

    func testALinkInsidePathsThatOverlapIsReportedOnce() throws {
        // The same tree reached through two of the paths given.
        let tree = try TemporaryTree(["Sources/App/A.swift": Self.bogus])
        try FileManager.default.createSymbolicLink(atPath: tree.path("Sources/App/Gone.swift"), withDestinationPath: "Missing.swift")
        let run = twlint([tree.path("Sources"), tree.path("Sources/App")])
        XCTAssertEqual(run.status, 1, run.error)
        XCTAssertEqual(occurrences("Gone.swift", in: run.error), 1, run.error)
        XCTAssertTrue(run.error.contains("1 file, 1 finding"), run.error)
    }

    func testALinkLoopNamedExplicitlyIsAnErrorAndTheOtherPathsAreStillLinted() throws {
        let tree = try TemporaryTree(["A.swift": Self.bogus])
        try FileManager.default.createSymbolicLink(atPath: tree.path("Gone.swift"), withDestinationPath: "Missing.swift")
        let run = twlint([tree.path("Gone.swift"), tree.path("A.swift")])
        XCTAssertEqual(run.status, 2, run.error)
        XCTAssertTrue(run.error.contains("cannot read \(tree.path("Gone.swift")): a dangling symbolic link"), run.error)
        XCTAssertEqual(occurrences("Gone.swift", in: run.error), 1, run.error)
        XCTAssertTrue(run.output.contains("A.swift:1:"), "A.swift is linted: \(run.output)")
    }

    func testAFIFOInATreeIsNamedAndSkipped() throws {
        let tree = try TemporaryTree(["A.swift": Self.bogus])
        XCTAssertEqual(mkfifo(tree.path("pipe.swift"), 0o644), 0)
        let run = twlint([tree.path(".")])
        XCTAssertEqual(run.status, 1, run.error)
        XCTAssertTrue(run.error.contains("skipped \(tree.path("pipe.swift")): is a FIFO (named pipe), not a regular file"), run.error)
        XCTAssertTrue(run.error.contains("1 file, 1 finding"), run.error)
    }

    /// Every reader of a file a user names says what the odd file is: never Foundation's
    /// "NSCocoaErrorDomain error 256", never a bare "cannot read", never a hang on a FIFO.
    func testEveryFileReaderNamesDirectoriesFIFOsDevicesAndLinks() throws {
        let tree = try TemporaryTree(["dir/x": ""])
        XCTAssertEqual(mkfifo(tree.path("pipe"), 0o644), 0)
        try FileManager.default.createSymbolicLink(atPath: tree.path("loop"), withDestinationPath: "loop")
        try FileManager.default.createSymbolicLink(atPath: tree.path("gone"), withDestinationPath: "missing")
        let cases: [(path: String, cause: String)] = [
            (tree.path("dir"), "is a directory"),
            (tree.path("pipe"), "is a FIFO (named pipe)"),
            ("/dev/null", "is a character device"),
            (tree.path("loop"), "a symbolic link loop"),
            (tree.path("gone"), "a dangling symbolic link"),
        ]
        for (path, cause) in cases {
            let runs: [(String, (status: Int32, output: String, error: String))] = [
                ("tw theme import", tw("theme", "import", path)),
                ("tw conformance", tw("conformance", path)),
                ("tw conformance --phrases", tw("conformance", "--phrases", path, tree.path("dir/x"))),
                ("twlint --config", twlint(["--config", path, tree.path("dir")])),
                ("tw group", tw("group", path)),
                ("tw suggest", tw("suggest", path)),
            ]
            for (command, run) in runs {
                // A directory given to --phrases is a folder of tables, which has another message.
                if command == "tw conformance --phrases", cause == "is a directory" { continue }
                XCTAssertEqual(run.status, 2, "\(command) \(path)")
                XCTAssertTrue(run.error.contains(cause), "\(command) \(path): \(run.error)")
                XCTAssertFalse(run.error.contains("NSCocoaErrorDomain"), "\(command) \(path): \(run.error)")
                XCTAssertFalse(run.error.hasSuffix("cannot read '\(path)'\n"), "\(command) \(path): \(run.error)")
            }
        }
    }

    func testInvalidUTF8InATokensFileIsNamedWithItsOffset() throws {
        // Not "a number outside the range of a 64-bit floating-point value", which names the wrong cause.
        let tree = try TemporaryTree()
        // `{"x":"` is six bytes; the seventh, 0xC3, starts a sequence that `(` cannot continue.
        try tree.write("bad.tokens.json", Array(#"{"x":""#.utf8) + [0xC3, 0x28] + Array(#""}"#.utf8))
        let result = tw("theme", "import", tree.path("bad.tokens.json"))
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.error.contains("not valid UTF-8 (first bad byte at offset 6)"), result.error)
        XCTAssertFalse(result.error.contains("outside the range"), result.error)
    }
}
