import Foundation
import TWJSON
import TWEmit
import TWResolve
import XCTest

/// Design token aliases are resolved once per token, within a budget of JSON values linear in
/// the file (Docs/Reliability.md, Limits).
final class DesignTokenAliasTests: XCTestCase {
    /// `l0` … `l{levels-1}`, each an array of `fan` aliases to the next; the last a colour.
    private func fanning(levels: Int, fan: Int) -> String {
        var members: [String] = []
        for level in 0..<(levels - 1) {
            let aliases = Array(repeating: "\"{l\(level + 1)}\"", count: fan).joined(separator: ",")
            members.append("\"l\(level)\": {\"$value\": [\(aliases)]}")
        }
        members.append("\"l\(levels - 1)\": {\"$type\": \"color\", \"$value\": \"#ffffff\"}")
        return "{" + members.joined(separator: ",") + "}"
    }

    /// Ten aliases at each of nine levels: 10^8 copies of the colour, from a file of about 500
    /// bytes. Refused as a whole, naming the budget.
    func testFanningAliasesAreRefusedWithinTheBudget() throws {
        let text = fanning(levels: 9, fan: 10)
        XCTAssertLessThan(text.utf8.count, 1_300)
        do {
            _ = try DesignTokenDocument.read(Data(text.utf8))
            XCTFail("expected the alias budget to be exceeded")
        } catch {
            XCTAssertTrue(error.isBudget, error.description)
            XCTAssertTrue(
                error.description.contains("aliases expand to more than \(DesignTokenDocument.aliasBudget(forBytes: text.utf8.count)) JSON values"),
                error.description)
        }
    }

    /// Two aliases at each of ten levels: 2^9 = 512 colours in `l0`, well inside the budget.
    func testSharedAliasesWithinTheBudgetResolve() throws {
        let document = try DesignTokenDocument.read(Data(fanning(levels: 10, fan: 2).utf8))
        XCTAssertTrue(document.problems.isEmpty, "\(document.problems)")
        let top = try XCTUnwrap(document.tokens.first { $0.dotted == "l0" })
        func leaves(_ value: JSON) -> Int { value.arrayValue.map { $0.map(leaves).reduce(0, +) } ?? (value == "#ffffff" ? 1 : 0) }
        XCTAssertEqual(leaves(top.value), 512)
    }

    /// A chain of 39 aliases (`t00` → `t01` → … → `t39`): the tokens more than 32 aliases from
    /// the colour are reported, the others resolve to it, whatever order they are reached in.
    func testAliasChainsOverTheDepthLimitAreReported() throws {
        func name(_ index: Int) -> String { index < 10 ? "t0\(index)" : "t\(index)" }
        var members = (0..<39).map { "\"\(name($0))\": {\"$value\": \"{\(name($0 + 1))}\"}" }
        members.append("\"t39\": {\"$type\": \"color\", \"$value\": \"#ffffff\"}")
        let document = try DesignTokenDocument.read(Data(("{" + members.joined(separator: ",") + "}").utf8))
        XCTAssertEqual(document.problems.map(\.path).sorted(), (0..<7).map(name))
        XCTAssertTrue(document.problems.allSatisfy { $0.message == "aliases nest deeper than 32" })
        XCTAssertEqual(document.tokens.count, 33)
        XCTAssertTrue(document.tokens.allSatisfy { $0.value == "#ffffff" })
    }
}
