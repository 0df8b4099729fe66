import XCTest

@testable import TWSyntax

/// `UtilityRoots.rootLength` (a switch) finds the root that the list of keyword roots gives: the
/// longest root that the name starts with, followed by `-` and at least one more byte.
final class UtilityRootsTests: XCTestCase {
    /// The rule, read straight off the list.
    private func longestListedRoot(of name: [UInt8]) -> Int {
        UtilityRoots.keywordRoots
            .filter { $0.count + 1 < name.count && Array(name.prefix($0.count)) == $0 && name[$0.count] == UInt8(ascii: "-") }
            .map(\.count).max() ?? 0
    }

    func testEveryRootWithEveryEnding() {
        var names: [String] = ["", "-", "--", "p", "p-", "px", "px-", "x-4", "é-4", "P-4", "line-", "line-4", "glass-4", "mi-4", "min-", "min-x-4"]
        let endings = ["", "-", "-4", "-x", "-primary", "x-4", "-[4]", "--4", "s-4", "-h-8"]
        for root in UtilityRoots.keywordRoots.map({ String(decoding: $0, as: UTF8.self) }) {
            names += endings.map { root + $0 }
            // Every prefix of the root, too: a shorter word must not pass for it.
            names += (1..<root.count).map { String(root.prefix($0)) + "-4" }
        }
        var withRoot = 0
        for name in names {
            let bytes = Array(name.utf8)
            guard !bytes.isEmpty else { continue }
            let found = bytes.withUnsafeBufferPointer { UtilityRoots.rootLength(in: $0, start: 0, end: $0.count) }
            XCTAssertEqual(found, longestListedRoot(of: bytes), name)
            if found > 0 { withRoot += 1 }
        }
        XCTAssertGreaterThan(withRoot, 100)
    }

    func testRootInsideALongerString() {
        // The name is a slice: bytes after `end` are not read.
        let bytes = Array("xx px-4 p-".utf8)
        bytes.withUnsafeBufferPointer { buffer in
            XCTAssertEqual(UtilityRoots.rootLength(in: buffer, start: 3, end: 7), 2)
            XCTAssertEqual(UtilityRoots.rootLength(in: buffer, start: 3, end: 6), 0)
            XCTAssertEqual(UtilityRoots.rootLength(in: buffer, start: 8, end: 10), 0)
        }
    }
}
