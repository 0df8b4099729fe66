import Foundation
import TWLint
import TWSyntax
import XCTest

/// The sink finder on hostile nesting (deep calls, nested ternaries, literals inside
/// interpolations), and the class strings interpolated as whole classes.
final class SinkNestingTests: XCTestCase {
    /// Lints on a thread with a 512 KiB stack, the size of a Dispatch worker's, as
    /// `ProjectLinter` and the language server lint: a recursion that fits the main thread's
    /// 8 MiB would still crash there.
    private func lintOnSmallStack(_ text: String) -> [Finding] {
        let box = ResultBox()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.findings = lint(text).findings
            done.signal()
        }
        thread.stackSize = 512 * 1024
        thread.start()
        done.wait()
        return box.findings
    }

    private final class ResultBox: @unchecked Sendable { var findings: [Finding] = [] }

    func testFifteenThousandNestedCnCallsGiveOneNestingFinding() {
        let depth = 15_000
        let text =
            #"Text("a").tw(cn("bogus", "# + String(repeating: "cn(", count: depth) + #""px-4""#
            + String(repeating: ")", count: depth) + "))\n"
        let findings = lintOnSmallStack(text)
        XCTAssertEqual(findings.map(\.rule), ["unknown-class", "nesting-too-deep"])
        XCTAssertEqual(findings.first?.column, 18)
        XCTAssertTrue(findings.last?.message.contains("more than 128 levels") == true, findings.last?.message ?? "")
    }

    /// Literals in interpolations in literals …: the lexer reads 64 levels and then the `\(` as
    /// text, so a class string deeper than that is not checked; the user is told where.
    func testInterpolationsDeeperThanTheLexerReadsAreReported() {
        func nested(_ depth: Int) -> String {
            var literal = #""bogus""#
            for _ in 0..<depth { literal = #""\("# + literal + #")""# }
            return #"Text("a").tw("# + literal + ")\n"
        }
        // Within the limit the innermost class is read and reported.
        XCTAssertEqual(lintOnSmallStack(nested(10)).map(\.rule), ["unknown-class"])
        let deep = lintOnSmallStack(nested(70))
        XCTAssertEqual(deep.map(\.rule), ["nesting-too-deep"], "\(deep.map(\.message))")
        XCTAssertTrue(deep.first?.message.contains("more than 64 levels") == true, deep.first?.message ?? "")
        // At the 65th `\(`: 1 + 64 × 3 bytes of `"\(` after `.tw(` (14 bytes), 1-based.
        XCTAssertEqual(deep.first?.column, 14 + 64 * 3 + 1)
    }

    func testTwelveThousandNestedTernariesInCn() {
        let depth = 12_000
        // `c ? "px-1" : c ? "px-1" : … "bogus"`: the chain's strings up to the limit are read.
        let chained = #"Text("a").tw(cn("# + String(repeating: #"c ? "px-1" : "#, count: depth) + #""bogus"))"#
        XCTAssertEqual(lintOnSmallStack(chained).map(\.rule), ["nesting-too-deep"])
        // `c ? (c ? (…) : "px-2") : "px-2"`: parenthesised in the first arm.
        let parenthesised =
            #"Text("a").tw(cn("# + String(repeating: #"c ? ("#, count: depth) + #""p-4""#
            + String(repeating: #") : "px-2""#, count: depth) + "))"
        XCTAssertEqual(lintOnSmallStack(parenthesised).map(\.rule), ["nesting-too-deep"])
        // `c ? c ? … "p-4" : "px-2" : "px-2"`: nested in the first arm without parentheses.
        let leftNested =
            #"Text("a").tw(cn("# + String(repeating: "c ? ", count: depth) + #""p-4""#
            + String(repeating: #" : "px-2""#, count: depth) + "))"
        XCTAssertEqual(lintOnSmallStack(leftNested).map(\.rule), ["nesting-too-deep"])
    }

    /// A 5,000-deep nested ternary, which would take 21 s read in full. Under the limit every arm
    /// is read; beyond it the rest is reported, so reading stays linear (timed in `tw-bench`, not
    /// here).
    func testFiveThousandDeepTernaryChain() {
        let text = #"Text("a").tw("# + String(repeating: #"c ? "px-1 bogus" : "#, count: 5_000) + #""px-2")"#
        let findings = lintOnSmallStack(text)
        XCTAssertEqual(findings.filter { $0.rule == "nesting-too-deep" }.count, 1)
        // One `bogus` per arm read: the chain's first 128 ternaries (depth 0 to 127).
        XCTAssertEqual(findings.filter { $0.rule == "unknown-class" }.count, 128)
    }

    func testJustUnderTheLimitIsReadInFull() {
        let depth = 127
        let text = #"Text("a").tw("# + String(repeating: "cn(", count: depth) + #""bogus""# + String(repeating: ")", count: depth) + ")"
        XCTAssertEqual(lint(text).findings.map(\.rule), ["unknown-class"])
    }

    func testNestingFindingCanBeSuppressed() {
        let text =
            "// twlint:disable:next nesting-too-deep\n" + #"Text("a").tw("# + String(repeating: "(", count: 200) + #""p-4""#
            + String(repeating: ")", count: 200) + ")"
        XCTAssertEqual(lint(text).findings.map(\.rule), [])
    }

    // MARK: Interpolations

    func testTernaryArmsInsideAnInterpolationAreClassStrings() {
        let marked = MarkedSource(#"Text("a").tw("px-4 \(flag ? "↓bogus-x" : "↓bogus-y")")"#)
        XCTAssertEqual(
            lint(marked.text).findings.map { "\($0.rule)@\($0.line):\($0.column)" },
            marked.markers.map { "unknown-class@\($0)" })
    }

    func testInterpolatedLiteralsAndCn() {
        let marked = MarkedSource(#"Text("a").tw("\("↓bogus") p-4 \(cn("px-2", on ? "↓nope" : nil))")"#)
        XCTAssertEqual(
            lint(marked.text).findings.map { "\($0.rule)@\($0.line):\($0.column)" },
            marked.markers.map { "unknown-class@\($0)" })
    }

    func testNestedInterpolationArms() {
        let marked = MarkedSource(#"Text("a").tw("p-4 \(a ? "px-2 \(b ? "↓bogus" : "py-1")" : "")")"#)
        XCTAssertEqual(
            lint(marked.text).findings.map { "\($0.rule)@\($0.line):\($0.column)" },
            marked.markers.map { "unknown-class@\($0)" })
    }

    /// An interpolation inside a class holds fragments (`black` is not a class): it stays a
    /// dynamic part.
    func testInterpolationInsideAClassIsAFragment() {
        XCTAssertEqual(lint(#"Text("a").tw("bg-\(dark ? "black" : "white") p-\(compact ? "2" : "4")")"#).findings.map(\.rule), [])
        XCTAssertEqual(lint(#"Text("a").tw("px-4 \(flag ? "bogus" : "x")-2")"#).findings.map(\.rule), [])
    }

    /// A string in an interpolation that is not the interpolated expression's value (an argument
    /// of a call) is not a class string.
    func testCallArgumentsInsideAnInterpolationAreNotClassStrings() {
        XCTAssertEqual(lint(#"Text("a").tw("px-4 \(label(for: "bogus"))")"#).findings.map(\.rule), [])
    }

    /// The arms of one ternary never conflict, inside an interpolation as in `cn`.
    func testInterpolatedArmsNeverConflict() {
        XCTAssertEqual(lint(#"Text("a").tw("rounded-[14] \(compact ? "px-2" : "px-6")")"#).findings.map(\.rule), [])
    }
}
