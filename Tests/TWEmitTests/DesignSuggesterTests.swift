import Foundation
import XCTest
@testable import TWEmit
import TWResolve

/// `tw suggest`. Expected classes come from its defining input and the reference: spacing
/// unit 4 (§5.1), radii sm 4 / md 8 / lg 12 / xl 16 (§5.4), shadow sm radius 3 y 1 (§5.5), the
/// `card` recipe `p-6 bg-surface text-foreground rounded-lg border shadow-sm` (§7.2), surface
/// white and border n(0.90) (§5.2).
final class DesignSuggesterTests: XCTestCase {
    func suggest(_ json: String) throws -> Suggestion {
        DesignSuggester().suggest(try DesignProperties.decode(Data(json.utf8)))
    }

    /// The defining input: `p-4 rounded-lg bg-surface border surface-solid`, saying what was snapped.
    func testIssueInput() throws {
        let suggestion = try suggest(##"{"padding":16,"radius":12,"fill":"#ffffff","stroke":{"width":1,"color":"#e6e6e9"}}"##)
        XCTAssertEqual(suggestion.classes, "p-4 rounded-lg bg-surface border surface-solid")
        XCTAssertTrue(suggestion.valid)
        XCTAssertNil(suggestion.recipe)
        XCTAssertTrue(suggestion.unexpressed.isEmpty)
        // The colours became tokens; that is reported.
        let snapped = suggestion.parts.filter(\.snapped).map(\.property)
        XCTAssertEqual(snapped, ["fill", "stroke"])
        XCTAssertTrue(suggestion.text.contains("snapped:"))
    }

    /// Every class of `card` suggested: the recipe is named instead.
    func testCardRecipeIsNamed() throws {
        // foreground is n(0.16) = sRGB (0.16, 0.16, 0.172) = #29292c.
        let suggestion = try suggest(
            ##"{"padding":24,"radius":12,"fill":"#ffffff","stroke":{"width":1,"color":"#e6e6e9"},"shadow":{"x":0,"y":1,"radius":3},"textColor":"#29292c"}"##)
        XCTAssertEqual(suggestion.recipe, "card")
        XCTAssertEqual(suggestion.classes, "card surface-solid")
        XCTAssertTrue(suggestion.valid)
    }

    /// `badge` (reference §7.2: `px-2 py-1 text-xs font-semibold bg-primary text-onPrimary
    /// rounded-full`; primary n(0.18) = #2e2e31, caption 12 pt) is named; a two-class recipe that
    /// names a role (`item-title`, `text-sm font-medium`) is not put on a button-like design.
    func testRecipesThatAreMostOfTheDesign() throws {
        let badge = try suggest(
            ##"{"padding":{"top":4,"bottom":4,"left":8,"right":8},"radius":"full","fill":"#2e2e31","fontSize":12,"fontWeight":600,"textColor":"#ffffff"}"##)
        XCTAssertEqual(badge.classes, "badge surface-solid")
        let button = try suggest(
            ##"{"padding":{"top":8,"bottom":8,"left":16,"right":16},"radius":8,"fill":"#2e2e31","fontSize":15,"fontWeight":"medium","textColor":"#ffffff"}"##)
        XCTAssertNil(button.recipe)
        XCTAssertEqual(button.classes, "px-4 py-2 rounded-md bg-primary surface-solid text-sm font-medium text-onPrimary")
    }

    /// Gaps, blurs and gradients have no class: listed, not dropped silently.
    func testUnexpressedPropertiesAreListed() throws {
        let suggestion = try suggest(##"{"padding":8,"gap":8,"blur":12,"fill":{"gradient":["#fff","#000"]}}"##)
        XCTAssertEqual(suggestion.classes, "p-2")
        XCTAssertEqual(suggestion.unexpressed.map(\.property), ["blur", "fill", "gap"])
        XCTAssertTrue(suggestion.unexpressed[1].reason.contains("gradient"))
    }

    /// Off-grid lengths snap to the nearest spacing step or radius token within min(2 pt, 12.5 %);
    /// farther ones become arbitrary values.
    func testSnappingAndArbitraryValues() throws {
        let snapped = try suggest(##"{"padding":{"top":15,"bottom":15,"left":20,"right":20},"radius":13}"##)
        // 15 is 1 pt from both 14 (3.5) and 16 (4): the whole step wins.
        XCTAssertEqual(snapped.classes, "px-5 py-4 rounded-lg")
        XCTAssertEqual(snapped.parts.filter(\.snapped).map(\.property), ["padding.vertical", "radius"])
        let arbitrary = try suggest(##"{"padding":{"top":3,"bottom":70,"left":2,"right":2},"radius":25}"##)
        XCTAssertEqual(arbitrary.classes, "px-0.5 pt-[3] pb-[70] rounded-[25]")
        XCTAssertTrue(arbitrary.valid)
    }

    /// Glass and material fills choose surface roles; a colour no token matches is a hex class.
    func testFillsAndColours() throws {
        XCTAssertEqual(try suggest(##"{"fill":"glass","tint":"#c71f26"}"##).classes, "glass glass-tint-destructive")
        XCTAssertEqual(try suggest(##"{"fill":"material"}"##).classes, "surface-floating")
        let custom = try suggest(##"{"fill":{"light":"#123456","dark":"#654321"},"textColor":"#ffffff"}"##)
        XCTAssertEqual(custom.classes, "bg-[#123456] surface-solid text-onPrimary")
        // The dark value cannot be kept by a hex class: that is said.
        XCTAssertTrue(custom.parts[0].snapped)
        XCTAssertTrue(custom.valid)
    }

    /// Type: sizes snap to the text-style tokens within 1 pt (iOS sizes: caption 12, subheadline
    /// 15, body 17, title3 20, title2 22, title 28, largeTitle 34); weights to swiftcn's five.
    func testTypeAndStroke() throws {
        XCTAssertEqual(try suggest(##"{"fontSize":17,"fontWeight":"semibold"}"##).classes, "text-base font-semibold")
        XCTAssertEqual(try suggest(##"{"fontSize":28,"fontWeight":800}"##).classes, "text-2xl font-bold")
        XCTAssertEqual(try suggest(##"{"fontSize":40}"##).classes, "text-[40]")
        XCTAssertEqual(try suggest(##"{"stroke":{"width":2,"color":"#e6e6e9"}}"##).classes, "border-2 border-border")
        XCTAssertEqual(try suggest(##"{"stroke":{"width":1.5}}"##).classes, "border-1.5")
        // `border` sets the width and the border colour; the colour class comes after it.
        XCTAssertEqual(try suggest(##"{"stroke":{"width":1,"color":"#c71f26"}}"##).classes, "border border-destructive")
        XCTAssertEqual(try suggest(##"{"shadow":{"x":2,"y":5,"radius":11}}"##).classes, "shadow-md")
    }

    func testBadInputNamesTheKey() {
        XCTAssertThrowsError(try DesignProperties.decode(Data(##"{"padding":-1}"##.utf8))) { error in
            XCTAssertTrue("\(error)".contains("padding"), "\(error)")
        }
        XCTAssertThrowsError(try DesignProperties.decode(Data(##"{"fill":"white"}"##.utf8))) { error in
            XCTAssertTrue("\(error)".contains("hex"), "\(error)")
        }
        XCTAssertThrowsError(try DesignProperties.decode(Data(##"{"padding":{"start":4}}"##.utf8)))
        XCTAssertThrowsError(try DesignProperties.decode(Data("[1]".utf8)))
        XCTAssertThrowsError(try DesignProperties.decode(Data("{".utf8)))
    }
}

/// `tw suggest --json` and `tw codegen` against their schemas (`Themes/suggestion.schema.json`,
/// `Themes/codegen.schema.json`), with python3's jsonschema.
final class DesignToolSchemaTests: XCTestCase {
    func testSuggestionsAndSectionsMatchTheirSchemas() throws {
        let designs = [
            ##"{"padding":16,"radius":12,"fill":"#ffffff","stroke":{"width":1,"color":"#e6e6e9"}}"##,
            ##"{"padding":24,"radius":12,"fill":"#ffffff","stroke":{"width":1,"color":"#e6e6e9"},"shadow":{"x":0,"y":1,"radius":3},"textColor":"#29292c","gap":8}"##,
            ##"{"shadow":"huge","fontWeight":900,"fill":{"gradient":[]}}"##,
        ]
        let suggestions = try designs.map { DesignSuggester().suggest(try DesignProperties.decode(Data($0.utf8))).json(compact: true) }
        try validateJSON(suggestions, against: DesignToolSchemas.suggestion)
        let sections = ["p-4 glass", "card", "bogus-class", "px-4 py-2 glass-prominent focus:tint-primary"].map {
            CodegenSections.json(CodegenSections.make($0, context: ResolutionContext(), resolver: Resolver()), compact: true)
        }
        try validateJSON(sections, against: DesignToolSchemas.codegen)
    }
}
