import Foundation
import XCTest
import TWJSON

/// `tw theme import --output` loses nothing: a link given as the output is written through, the
/// tokens file is never overwritten by its own theme, and the theme is JSON (`Docs/Reliability.md`,
/// promise 3).
final class ThemeImportOutputTests: XCTestCase {
    private static let tokens = #"{"radius": {"card": {"$type": "dimension", "$value": "12px"}}}"#

    func testALinkGivenAsTheOutputStaysALinkAndItsTargetGetsTheTheme() throws {
        let tree = try TemporaryTree(["in.tokens.json": Self.tokens, "themes/real.json": "{}"])
        XCTAssertEqual(chmod(tree.path("themes/real.json"), 0o640), 0)
        try FileManager.default.createSymbolicLink(atPath: tree.path("out.json"), withDestinationPath: "themes/real.json")
        let run = tw("theme", "import", "--output", tree.path("out.json"), tree.path("in.tokens.json"))
        XCTAssertEqual(run.status, 0, run.output + run.error)
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: tree.path("out.json")), "themes/real.json", "still a link")
        let theme = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(try tree.bytes("themes/real.json"))) as? [String: Any])
        XCTAssertEqual((theme["radii"] as? [String: Any])?["card"] as? Int, 12)
        XCTAssertEqual(
            try FileManager.default.attributesOfItem(atPath: tree.path("themes/real.json"))[.posixPermissions] as? Int, 0o640, "the target's mode is kept")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: tree.path("themes")), ["real.json"], "no temporary file left")
    }

    func testAnOutputThatIsTheInputIsRefused() throws {
        let tree = try TemporaryTree(["in.tokens.json": Self.tokens])
        try FileManager.default.createSymbolicLink(atPath: tree.path("alias.json"), withDestinationPath: "in.tokens.json")
        XCTAssertEqual(link(tree.path("in.tokens.json"), tree.path("hard.json")), 0)
        for output in [tree.path("in.tokens.json"), tree.path("alias.json"), tree.path("hard.json")] {
            let run = tw("theme", "import", "--output", output, tree.path("in.tokens.json"))
            XCTAssertEqual(run.status, 2, output)
            XCTAssertTrue(run.error.contains("is the tokens file itself"), run.error)
            XCTAssertEqual(String(decoding: try tree.bytes("in.tokens.json"), as: UTF8.self), Self.tokens, "the tokens file is untouched")
        }
    }

    /// A tokens file none of whose tokens reaches the theme (a display-p3 colour without a hex
    /// fallback) would give the default theme under a new name: an error, exit 1, nothing written.
    func testAnImportThatMapsNothingFails() throws {
        let tokens = #"{"x": {"$type": "color", "$value": {"colorSpace": "display-p3", "components": [1, 0, 0]}}}"#
        let tree = try TemporaryTree(["in.tokens.json": tokens])
        let run = tw("theme", "import", "--output", tree.path("out.json"), tree.path("in.tokens.json"))
        XCTAssertEqual(run.status, 1, run.output + run.error)
        XCTAssertTrue(run.error.contains("no token of"), run.error)
        XCTAssertFalse(FileManager.default.fileExists(atPath: tree.path("out.json")), "nothing written")
        let printed = tw("theme", "import", tree.path("in.tokens.json"))
        XCTAssertEqual(printed.status, 1, printed.error)
        XCTAssertEqual(printed.output, "", "no theme printed")
    }

    func testAReadOnlyOutputIsNotReplaced() throws {
        let tree = try TemporaryTree(["in.tokens.json": Self.tokens, "out.json": "{}"])
        XCTAssertEqual(chmod(tree.path("out.json"), 0o444), 0)
        let run = tw("theme", "import", "--output", tree.path("out.json"), tree.path("in.tokens.json"))
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.error.contains("cannot write '\(tree.path("out.json"))': the file is read-only (mode 0444)"), run.error)
        XCTAssertEqual(String(decoding: try tree.bytes("out.json"), as: UTF8.self), "{}")
    }

    /// Lengths whose plain formatting would be `100000000000000000000.`, `0.` or `inf`, none of
    /// them JSON (RFC 8259 §6: a fraction needs a digit after the point; no infinities).
    func testEveryNumberWrittenIsJSON() throws {
        let tokens = """
            {
              "radius": {
                "huge": {"$type": "dimension", "$value": {"value": 1e20, "unit": "px"}},
                "tiny": {"$type": "dimension", "$value": {"value": 0.0001, "unit": "px"}},
                "half": {"$type": "dimension", "$value": {"value": 0.5, "unit": "px"}},
                "overflow": {"$type": "dimension", "$value": {"value": 1e308, "unit": "rem"}}
              },
              "spacing": {"unit": {"$type": "dimension", "$value": "0.0004px"}},
              "shadow": {"card": {"$type": "shadow", "$value": {"color": "#000000", "offsetX": "0.00001px", "offsetY": "2px", "blur": {"value": 123456789012345678901234, "unit": "px"}}}}
            }
            """
        let tree = try TemporaryTree(["in.tokens.json": tokens])
        let run = tw("theme", "import", "--output", tree.path("out.json"), tree.path("in.tokens.json"))
        let text = String(decoding: try tree.bytes("out.json"), as: UTF8.self)
        for bad in ["inf", "nan", "0.,", "0.}", ".,", ".}"] {
            XCTAssertFalse(text.contains(bad), "\(bad) in \(text)")
        }
        // Python's json module is strict about number syntax (JSONSerialization on Linux is not).
        let check = try Python.run(
            """
            import json, sys
            theme = json.load(open(sys.argv[1]), parse_constant=lambda name: sys.exit('not JSON: ' + name))
            radii, shadow = theme['radii'], theme['shadows']['card']
            assert radii == {'huge': 1e20, 'tiny': 0, 'half': 0.5}, radii
            assert theme['spacingUnit'] == 0, theme
            assert shadow['x'] == 0 and shadow['y'] == 2 and shadow['radius'] == float(123456789012345678901234), shadow
            print('ok')
            """, arguments: [tree.path("out.json")], requiring: "json")
        XCTAssertEqual(check.output, "ok\n", check.output + "\n" + text)
        XCTAssertTrue(run.output.contains("radius.overflow"), "the length no Double holds is reported: \(run.output)")
    }
}
