import Foundation
import TWTestSupport
import XCTest

/// Unreadable paths are errors (exit 2) that name the real cause, and
/// no special file makes a command hang or misreport.
final class PathErrorTests: XCTestCase {
    /// Runs twlint as an unprivileged user: root reads any directory, so the permission cases
    /// need `setpriv` when the tests run as root (as in CI's container).
    private func twlintWithoutPrivileges(_ arguments: [String], in tree: TemporaryTree) throws -> (status: Int32, output: String, error: String) {
        guard getuid() == 0 else { return twlint(arguments) }
        let setpriv = "/usr/bin/setpriv"
        guard FileManager.default.isExecutableFile(atPath: setpriv) else {
            throw missingTool("running as root without setpriv (util-linux)")
        }
        XCTAssertEqual(chmod(tree.root.path, 0o755), 0)
        let binary = try builtExecutable("twlint")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: setpriv)
        process.arguments = ["--reuid=65534", "--regid=65534", "--clear-groups", binary.path] + arguments
        let stdout = Pipe(), stderr = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        let error = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self), String(decoding: error, as: UTF8.self))
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
}
