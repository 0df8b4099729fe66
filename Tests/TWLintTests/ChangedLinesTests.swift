import TWLint
import XCTest

/// Reading `git diff --unified=0` output into added line ranges.
final class ChangedLinesTests: XCTestCase {
    func testHunksAddedLinesDeletionsAndQuotedPaths() {
        let diff = """
            diff --git a/Sources/A.swift b/Sources/A.swift
            index 1111111..2222222 100644
            --- a/Sources/A.swift
            +++ b/Sources/A.swift
            @@ -4 +4 @@ let a
            -old
            +new
            @@ -9,2 +8,0 @@
            -gone
            -gone
            @@ -20,0 +21,3 @@
            +x
            +y
            +z
            diff --git a/Old.swift b/Old.swift
            deleted file mode 100644
            --- a/Old.swift
            +++ /dev/null
            @@ -1,2 +0,0 @@
            -a
            -b
            diff --git "a/caf\\303\\251 \\"x\\".swift" "b/caf\\303\\251 \\"x\\".swift"
            --- "a/caf\\303\\251 \\"x\\".swift"
            +++ "b/caf\\303\\251 \\"x\\".swift"
            @@ -1 +1,2 @@
            +q

            """
        let parsed = ChangedLines.parse(diff)
        XCTAssertEqual(parsed, ["Sources/A.swift": [4...4, 21...23], "café \"x\".swift": [1...2]])
    }

    func testFindingsTouchingChangedLines() {
        let changed = ChangedLines(root: "/r", lines: ["/r/A.swift": [4...4, 21...23]], untracked: ["/r/New.swift"])
        XCTAssertTrue(changed.contains(file: "/r/A.swift", line: 4, endLine: 4))
        XCTAssertFalse(changed.contains(file: "/r/A.swift", line: 5, endLine: 5))
        XCTAssertTrue(changed.contains(file: "/r/A.swift", line: 19, endLine: 21), "a multi-line finding that reaches a changed line")
        XCTAssertFalse(changed.contains(file: "/r/B.swift", line: 1, endLine: 1))
        XCTAssertTrue(changed.contains(file: "/r/New.swift", line: 300, endLine: 300))
    }
}
