import Foundation
import XCTest

/// The SVG outputs (`tw render --output`, `tw group --svg`) are written like every other output:
/// atomically, through a symbolic link, and with errors that name the cause, never Foundation's
/// "NSCocoaErrorDomain error 512".
final class OutputFileTests: XCTestCase {
    /// Each command and a run of it writing to `path`, one after the other as the caller asks.
    private func outputs(_ path: String) -> [(command: String, run: () -> (status: Int32, output: String, error: String))] {
        [
            ("tw render", { tw("render", "--output", path, "p-4") }),
            ("tw group", { tw("group", "--svg", path, Repository.path("Tests/Fixtures/Glass/group.json")) }),
        ]
    }

    func testADirectoryAndAMissingFolderAreNamed() throws {
        let tree = try TemporaryTree(["dir/keep": ""])
        let cases = [
            (tree.path("dir"), "is a directory, not a regular file"), (tree.path("missing/out.svg"), "the folder '\(tree.path("missing"))' does not exist"),
        ]
        for (path, cause) in cases {
            for (command, start) in outputs(path) {
                let run = start()
                XCTAssertEqual(run.status, 2, command)
                XCTAssertTrue(run.error.contains("cannot write '\(path)': \(cause)"), "\(command): \(run.error)")
                XCTAssertFalse(run.error.contains("NSCocoaErrorDomain"), "\(command): \(run.error)")
            }
        }
    }

    func testALinkGivenAsTheOutputStaysALink() throws {
        let tree = try TemporaryTree(["real.svg": ""])
        try FileManager.default.createSymbolicLink(atPath: tree.path("out.svg"), withDestinationPath: "real.svg")
        for (command, start) in outputs(tree.path("out.svg")) {
            let run = start()
            XCTAssertEqual(run.status, 0, "\(command): \(run.error)")
            XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: tree.path("out.svg")), "real.svg", command)
            XCTAssertTrue(String(decoding: try tree.bytes("real.svg"), as: UTF8.self).contains("<svg"), "\(command) wrote the picture into the target")
            try tree.write("real.svg", "")
        }
    }

    /// `tw render --png` writes through the same writer: a file no one may write (mode 0444, even
    /// for root) and a file with a second hard link are left as they are, and a link stays a link
    /// with the PNG (its signature, PNG §5.2) in its target.
    func testThePNGIsWrittenThroughTheAtomicWriter() throws {
        guard
            ProcessInfo.processInfo.environment["PATH"].map({ path in
                path.split(separator: ":").contains { FileManager.default.isExecutableFile(atPath: "\($0)/rsvg-convert") }
            }) == true
        else { throw XCTSkip("needs rsvg-convert") }
        let tree = try TemporaryTree(["locked.png": "old", "shared.png": "old", "real.png": ""])
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: tree.path("locked.png"))
        try FileManager.default.linkItem(atPath: tree.path("shared.png"), toPath: tree.path("other-name.png"))
        for name in ["locked.png", "shared.png"] {
            let run = tw("render", "--png", tree.path(name), "p-4")
            XCTAssertEqual(run.status, 2, "\(name): \(run.error)")
            XCTAssertTrue(run.error.contains("cannot write '\(tree.path(name))'"), "\(name): \(run.error)")
            XCTAssertEqual(String(decoding: try tree.bytes(name), as: UTF8.self), "old", name)
        }
        try FileManager.default.createSymbolicLink(atPath: tree.path("out.png"), withDestinationPath: "real.png")
        let run = tw("render", "--png", tree.path("out.png"), "p-4")
        XCTAssertEqual(run.status, 0, run.error)
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: tree.path("out.png")), "real.png")
        XCTAssertEqual(Array(try tree.bytes("real.png").prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    }
}
