import Foundation
import XCTest

/// The tests read swiftcn's facts, the SARIF schema and the language reference from copies in
/// `Tests/Fixtures/Shared`, so that they pass in any clone; where the shared folder sits beside the
/// package (as in the project's own workspace and CI), each copy must equal its original, so the
/// facts cannot drift.
final class SharedCopiesTests: XCTestCase {
    func testEveryCopyIsPresent() {
        for file in SharedData.files {
            XCTAssertTrue(FileManager.default.fileExists(atPath: SharedData.url(file).path), "missing copy Tests/Fixtures/Shared/\(file)")
        }
    }

    func testCopiesEqualTheSharedFolderWhenItIsPresent() throws {
        guard let original = SharedData.original else {
            throw XCTSkip("no shared/ folder beside the package: nothing to compare the copies with")
        }
        for file in SharedData.files {
            let source = original.appendingPathComponent(file)
            guard FileManager.default.fileExists(atPath: source.path) else {
                XCTFail("shared/\(file) is gone: remove it from SharedData.files and Tests/Fixtures/Shared")
                continue
            }
            let copy = try Data(contentsOf: SharedData.url(file))
            XCTAssertEqual(copy, try Data(contentsOf: source), "Tests/Fixtures/Shared/\(file) differs from shared/\(file): copy it again")
        }
    }
}
