import Foundation
import TWLanguageServer
import TWTestSupport
import XCTest

/// A `path` parameter of the design-tool methods is read by the reader of `tw group FILE`, whose
/// errors name the cause: a directory, a FIFO (never opened), a dangling link and invalid UTF-8
/// are each called what they are, never only "cannot read" (Docs/Reliability.md, promise 6).
final class DesignPathErrorTests: XCTestCase {
    private func message(_ client: TestClient, _ method: String, path: String) throws -> String {
        guard case .failure(let error) = try client.response(to: client.sendRequest(method, ["path": .string(path)])) else {
            XCTFail("\(method) with \(path) succeeded")
            return ""
        }
        XCTAssertEqual(error.code.rawValue, -32602)
        return error.message
    }

    func testEachOddFileIsCalledWhatItIs() throws {
        let tree = try TemporaryTree()
        try tree.write("bad.json", "")
        try Data([0x7B, 0x22, 0xC3, 0x22, 0x7D]).write(to: URL(fileURLWithPath: tree.path("bad.json")))
        XCTAssertEqual(mkfifo(tree.path("fifo.json"), 0o644), 0)
        XCTAssertEqual(symlink(tree.path("missing.json"), tree.path("dangling.json")), 0)
        try FileManager.default.createDirectory(atPath: tree.path("folder.json"), withIntermediateDirectories: false)
        let client = TestClient()
        try client.initialize()
        for method in ["tw/group", "tw/cluster"] {
            let directory = try message(client, method, path: tree.path("folder.json"))
            XCTAssertTrue(directory.contains("is a directory"), directory)
            let fifo = try message(client, method, path: tree.path("fifo.json"))
            XCTAssertTrue(fifo.contains("FIFO"), fifo)
            let dangling = try message(client, method, path: tree.path("dangling.json"))
            XCTAssertTrue(dangling.contains("dangling") || dangling.contains("no such file"), dangling)
            let invalid = try message(client, method, path: tree.path("bad.json"))
            XCTAssertTrue(invalid.contains("not valid UTF-8 (first bad byte at offset 2)"), invalid)
        }
    }
}
