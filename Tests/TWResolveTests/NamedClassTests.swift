import XCTest
import TWResolve

/// Reference §2.2, §2.6, §4.3: named classes by exact name, recursion reported with the chain,
/// the 32-level limit, and global defaults before local classes.
final class NamedClassTests: XCTestCase {
    private func named(_ pairs: [String: String]) -> [String: Recipe] { pairs.mapValues { Recipe(classes: $0) } }

    func testRecursionNamesTheClassAndTheChain() throws {
        let resolution = resolve("a") { $0.named = self.named(["a": "p-2 b", "b": "c", "c": "a"]) }
        XCTAssertFalse(resolution.valid)
        XCTAssertTrue(resolution.undecorated)
        let diagnostic = try XCTUnwrap(resolution.diagnostics.first)
        XCTAssertEqual(diagnostic.kind, .recursiveClass)
        XCTAssertEqual(diagnostic.detail, "a")
        XCTAssertTrue(diagnostic.message.hasPrefix("Recursive swiftcn class: a"), diagnostic.message)
        XCTAssertTrue(diagnostic.message.contains("a → b → c → a"), diagnostic.message)
    }

    func testThirtyTwoLevelLimit() throws {
        // n0 → n1 → … → n32 → p-1: the utility sits 33 levels below the top.
        var chain: [String: String] = [:]
        for level in 0..<33 { chain["n\(level)"] = "n\(level + 1)" }
        chain["n33"] = "p-1"
        let deep = resolve("n0") { $0.named = self.named(chain) }
        XCTAssertFalse(deep.valid)
        let diagnostic = try XCTUnwrap(deep.diagnostics.first)
        XCTAssertEqual(diagnostic.kind, .expansionLimit)
        XCTAssertTrue(diagnostic.message.hasPrefix("swiftcn class expansion exceeds 32 levels"), diagnostic.message)
    }

    /// swiftcn's `TWClassParser.expand(_:…depth:)` starts with `guard depth < 32 else { throw
    /// TWClassError.expansionLimit }`, and a class at depth `d` is expanded with `depth: d + 1`,
    /// a named class's recipe and a utility's style alike (Sources/SwiftCN/ClassParser.swift). So
    /// a class 31 levels below the top is refused, whatever it is, and one 30 levels below is
    /// drawn; a named class 31 levels below whose recipe is empty produces nothing to expand.
    func testThirtyTwoLevelLimitOnBothSidesOfTheBoundary() throws {
        func chain(_ names: Int, last: String) -> [String: String] {
            var chain: [String: String] = [:]
            for level in 0..<(names - 1) { chain["n\(level)"] = "n\(level + 1)" }
            chain["n\(names - 1)"] = last
            return chain
        }
        // 30 named classes: `p-1` is 30 levels below the top.
        let allowed = resolve("n0") { $0.named = self.named(chain(30, last: "p-1")) }
        XCTAssertTrue(allowed.valid, "\(allowed.diagnostics.map(\.message))")
        XCTAssertEqual(allowed.padding.top, 4)
        // 31 named classes: `p-1` is 31 levels below the top, expanded at depth 32.
        let refused = resolve("n0") { $0.named = self.named(chain(31, last: "p-1")) }
        XCTAssertFalse(refused.valid)
        XCTAssertEqual(refused.diagnostics.map(\.kind), [.expansionLimit])
        // The 31st named class is expanded at depth 31, and its empty recipe holds nothing deeper.
        XCTAssertTrue(resolve("n0") { $0.named = self.named(chain(31, last: "")) }.valid)
        // 32 named classes: the 32nd is refused whatever it holds.
        XCTAssertEqual(resolve("n0") { $0.named = self.named(chain(32, last: "")) }.diagnostics.map(\.kind), [.expansionLimit])
        // At 31 levels an unknown class is still reported as unknown, as swiftcn looks it up first.
        XCTAssertEqual(resolve("n0") { $0.named = self.named(chain(31, last: "bogus")) }.diagnostics.map(\.kind), [.unknownClass])
    }

    func testGlobalDefaultsComeBeforeLocalClasses() {
        let resolution = resolve("p-2 surface-solid") {
            $0.globalView = "p-6 surface-floating hover:opacity-50"
        }
        XCTAssertEqual(resolution.padding.top, 8, "local beats global at the same state priority")
        XCTAssertEqual(resolution.surface?.role, .solid)
        XCTAssertEqual(resolution.provenance["padding.top"]?.class, "p-2")
        XCTAssertEqual(Set(overriddenClasses(resolution)), ["p-6", "surface-floating"], "global classes replaced by local ones are overridden")
        let hovered = resolve("opacity-100") {
            $0.globalView = "hover:opacity-50"; $0.states = [.hover]
        }
        XCTAssertEqual(hovered.opacity, 0.5, "a global hover: default still beats a local unconditioned class while hovered")
    }

    func testButtonDefaultsOnlyOnButtons() {
        let onButton = resolve("") {
            $0.target = .button; $0.globalButton = "min-h-[60] p-2"
        }
        XCTAssertEqual(onButton.frame.minHeight, 60)
        let onView = resolve("") { $0.globalButton = "min-h-[60] p-2" }
        XCTAssertNil(onView.frame.minHeight)
    }

    func testLocalNamedClassOverridesABuiltInRecipe() {
        let resolution = resolve("card") { $0.named = self.named(["card": "p-1"]) }
        XCTAssertEqual(resolution.padding.top, 4)
        XCTAssertNil(resolution.border)
    }
}
