import Foundation
import TWEmit
import TWResolve
import XCTest

/// A group's `$root` token and a token given by `$ref` in place of `$value` (DTCG Format Module
/// 2025.10: root tokens, JSON Pointer references) are read, mapped and reported like any token,
/// never dropped without a word.
final class DesignTokenRootAndRefTests: XCTestCase {
    private let tokens = """
        {
          "color": {
            "$type": "color",
            "primary": { "$root": { "$value": "#3366ff" }, "hover": { "$value": "#2255ee" } },
            "accent": { "$ref": "#/color/primary/$root/$value" },
            "background": { "$value": "{color.primary.$root}" }
          }
        }
        """

    /// `color.primary.$root` is the group's base value: theme colour `primary`, as
    /// `color.primary` would be; its sibling `hover` stays `primaryHover`.
    func testRootTokenIsNamedAfterItsGroup() throws {
        let document = try DesignTokenDocument.read(Data(tokens.utf8))
        XCTAssertTrue(document.problems.isEmpty, "\(document.problems)")
        XCTAssertTrue(document.tokens.contains { $0.dotted == "color.primary.$root" && $0.type == "color" })
        let imported = DesignTokenImport(document, name: "brand")
        XCTAssertEqual(imported.colors["primary"]?.light, RGBA(hex: "#3366ff"))
        XCTAssertEqual(imported.colors["primaryHover"]?.light, RGBA(hex: "#2255ee"))
        XCTAssertTrue(imported.notes.contains { $0.path == "color.primary.$root" && $0.kind == .mapped }, "\(imported.notes)")
    }

    /// A `$ref` token and a `{….$root}` alias both resolve to the root's colour.
    func testRefTokenAndRootAliasResolve() throws {
        let imported = DesignTokenImport(try DesignTokenDocument.read(Data(tokens.utf8)), name: "brand")
        XCTAssertEqual(imported.colors["accent"]?.light, RGBA(hex: "#3366ff"))
        XCTAssertEqual(imported.colors["background"]?.dark, RGBA(hex: "#3366ff"))
        XCTAssertFalse(imported.notes.contains { $0.kind == .notMapped }, "\(imported.notes)")
    }

    /// A `$ref` that points at nothing is reported with its path, not skipped.
    func testDanglingRefIsReported() throws {
        let text = ##"{"color": {"$type": "color", "accent": {"$ref": "#/color/missing/$value"}}}"##
        let imported = DesignTokenImport(try DesignTokenDocument.read(Data(text.utf8)), name: "brand")
        XCTAssertTrue(imported.colors.isEmpty)
        XCTAssertTrue(imported.notes.contains { $0.path == "color.accent" && $0.kind == .notMapped }, "\(imported.notes)")
    }
}
