import XCTest
import TWJSON
import TWResolve

/// `cn(…)` as swiftcn composes it (swiftcn `NativeUtilityTests.compositionKeepsOrderVariantsAndBracketArguments`).
final class ClassCompositionTests: XCTestCase {
    func testTrimsDropsNilAndEmptyAndKeepsOrder() {
        let fragments: [ClassFragment] = [.classes(" card "), .none, .classes(""), .classes("tilt-[8]"), .classes("hover:tilt-[12]"), .classes("p-3")]
        XCTAssertEqual(ClassComposition.compose(fragments), "card tilt-[8] hover:tilt-[12] p-3")
    }

    func testArraysNestAndNothingIsDeduplicated() {
        XCTAssertEqual(ClassComposition.compose([.array([.classes("card"), .none, .classes("glass")])]), "card glass")
        XCTAssertEqual(ClassComposition.compose([.array([.classes("glass"), .classes("p-4")]), .classes("tilt-[0]")]), "glass p-4 tilt-[0]")
        XCTAssertEqual(ClassComposition.compose([.classes("p-4"), .classes("p-4 px-2")]), "p-4 p-4 px-2")
    }

    func testPlaceholderFragments() {
        XCTAssertEqual(ClassComposition.compose([.classes("card"), .classes("{absent}")], values: ["absent": .optionalString(nil)]), "card")
        XCTAssertEqual(ClassComposition.compose([.classes("card"), .classes("{extra}")], values: ["extra": .strings(["p-3", nil])]), "card p-3")
        XCTAssertEqual(ClassComposition.compose([.classes("w-[{w}]")], values: ["w": .int(3)]), "w-[{w}]", "a payload inside brackets stays native")
    }

    func testJSONFragments() throws {
        let json = try JSON.parse(Data(#"[" card ", null, ["a", ["b"]]]"#.utf8))
        let fragments = try json.arrayValue!.map { item throws(ClassComposition.Failure) in try ClassFragment(json: item) }
        XCTAssertEqual(ClassComposition.compose(fragments), "card a b")
        XCTAssertThrowsError(try ClassFragment(json: .int(1)))
    }
}
