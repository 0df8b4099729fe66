import Foundation
import XCTest
import TWCommandLine
import TWTestSupport
import TWSyntax

final class ParseCommandTests: XCTestCase {
    func testReadableOutputAndDiagnosticColumns() {
        let result = tw("parse", "p-[13] md:p-[24] hovr:scale-[1.02]")
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.error.isEmpty)
        let lines = result.output.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 6, result.output)
        XCTAssertTrue(lines[0].hasPrefix("0..<6 p-[13]"), lines[0])
        XCTAssertTrue(lines[3].hasPrefix("1:8: error: Unknown swiftcn variant: md"), lines[3])
        XCTAssertTrue(lines[3].hasSuffix("[TW301 unknown-variant]"), lines[3])
        XCTAssertTrue(lines[4].hasPrefix("1:18: error: Unknown swiftcn variant: hovr"), lines[4])
        // One known variant is closest, so the diagnostic carries the fix that writes it.
        XCTAssertEqual(lines[5], "  fix: replace 1:18-1:22 with \"hover\"")
    }

    func testJSONShape() throws {
        let result = tw("parse", "--json", "group-hover:w-[a_b] hover:text-[color:brand] group-focus/hero:p-4 glass offset-[1, 2]")
        XCTAssertEqual(result.status, 1)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        XCTAssertEqual(Set(object.keys), ["tokens", "diagnostics"])
        let tokens = try XCTUnwrap(object["tokens"] as? [[String: Any]])
        XCTAssertEqual(tokens.count, 5)
        for token in tokens {
            XCTAssertEqual(Set(token.keys), ["text", "range", "variants", "root", "value", "dynamic"])
            XCTAssertEqual(Set((token["value"] as? [String: Any])?.keys ?? [:].keys), ["kind", "raw", "decoded", "hint"])
            XCTAssertEqual(Set((token["range"] as? [String: Any])?.keys ?? [:].keys), ["start", "end"])
        }
        let first = tokens[0]
        XCTAssertEqual(first["text"] as? String, "group-hover:w-[a_b]")
        XCTAssertEqual(first["root"] as? String, "w")
        XCTAssertEqual(first["dynamic"] as? Bool, false)
        let variant = try XCTUnwrap((first["variants"] as? [[String: Any]])?.first)
        XCTAssertEqual(variant["name"] as? String, "hover")
        XCTAssertEqual(variant["group"] as? String, "", "an unnamed group variant has group \"\"")
        XCTAssertEqual(variant["range"] as? [String: Int], ["start": 0, "end": 11])
        XCTAssertEqual(first["value"] as? [String: AnyHashable], ["kind": "arbitrary", "raw": "a_b", "decoded": "a b", "hint": NSNull()])
        let second = tokens[1]
        XCTAssertTrue((second["variants"] as? [[String: Any]])?.first?["group"] is NSNull, "a plain variant has group null")
        XCTAssertEqual(second["value"] as? [String: AnyHashable], ["kind": "arbitrary", "raw": "brand", "decoded": "brand", "hint": "color"])
        XCTAssertEqual((tokens[2]["variants"] as? [[String: Any]])?.first?["group"] as? String, "hero")
        XCTAssertEqual(tokens[2]["value"] as? [String: AnyHashable], ["kind": "named", "raw": "4", "decoded": "4", "hint": NSNull()])
        XCTAssertEqual(tokens[3]["value"] as? [String: AnyHashable], ["kind": "none", "raw": NSNull(), "decoded": NSNull(), "hint": NSNull()])

        // The catalog also rejects `w-[a_b]` and the unregistered `brand`; the shape is checked on the
        // syntax diagnostic.
        let diagnostics = try XCTUnwrap(object["diagnostics"] as? [[String: Any]])
        let diagnostic = try XCTUnwrap(diagnostics.first { $0["code"] as? String == "TW401" }, "\(diagnostics)")
        XCTAssertEqual(Set(diagnostic.keys), ["code", "rule", "severity", "message", "range", "fix"])
        XCTAssertEqual(diagnostic["code"] as? String, "TW401")
        XCTAssertEqual(diagnostic["rule"] as? String, "whitespace-in-brackets")
        XCTAssertEqual(diagnostic["severity"] as? String, "error")
        let fix = try XCTUnwrap(diagnostic["fix"] as? [String: Any])
        XCTAssertEqual(fix["replacement"] as? String, "offset-[1,2]")
        XCTAssertEqual(fix["range"] as? [String: Int], diagnostic["range"] as? [String: Int])
    }

    func testJSONFixIsNullWithoutAFix() throws {
        let result = tw("parse", "--json", "md:p-4")
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let diagnostic = try XCTUnwrap((object["diagnostics"] as? [[String: Any]])?.first)
        XCTAssertTrue(diagnostic["fix"] is NSNull)
        XCTAssertEqual(diagnostic["range"] as? [String: Int], ["start": 0, "end": 2])
    }

    func testExitStatuses() {
        XCTAssertEqual(tw("parse", "p-4 hover:bg-accent").status, 0)
        XCTAssertEqual(tw("parse", "--json", "p-4").status, 0)
        XCTAssertEqual(tw("parse", "md:p-4").status, 1)
        let unknownFlag = tw("parse", "--bogus", "p-4")
        XCTAssertEqual(unknownFlag.status, 2)
        XCTAssertTrue(unknownFlag.error.contains("unknown option '--bogus'"), unknownFlag.error)
        XCTAssertTrue(unknownFlag.output.isEmpty)
        let missing = tw("parse")
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.error.contains("missing CLASSES"), missing.error)
        XCTAssertEqual(tw("frobnicate").status, 2)
        XCTAssertEqual(tw().status, 2)
        XCTAssertEqual(tw("help", "frobnicate").status, 2)
        XCTAssertEqual(tw("parse", "--", "-p-4").status, 1, "'--' lets a class string start with '-'")
    }

    func testStandardInput() {
        let result = tw("parse", "-", input: "  px-4\n\ttext-[18]\n")
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.output.split(separator: "\n").count, 2)
        XCTAssertTrue(result.output.hasPrefix("2..<6 px-4"), result.output)
        XCTAssertEqual(tw("parse", "-", "p-4").status, 2)
    }

    func testInjectedValidator() {
        let capture = Capture()
        let everythingIsWrong: Validator = { list in
            list.tokens.map { Diagnostic(code: .unknownClass, message: "Unknown swiftcn class: \(list.text(of: $0))", range: $0.range) }
        }
        let status = TWCommandLine.main(
            ["tw", "parse", "p-4"], io: capture.io,
            commands: TWCommandLine.commands(validator: everythingIsWrong))
        XCTAssertEqual(status, 1)
        XCTAssertTrue(capture.output.contains("1:1: error: Unknown swiftcn class: p-4 [TW101 unknown-class]"), capture.output)
    }

    func testHelpAndVersion() throws {
        XCTAssertEqual(tw("--version").output, "tw \(TWCommandLine.version)\n")
        XCTAssertEqual(TWCommandLine.version, try latestChangelogRelease())
        for arguments in [["--help"], ["-h"], ["help"]] {
            let result = TWCommandLine.main(["tw"] + arguments, io: Capture().io)
            XCTAssertEqual(result, 0, "\(arguments)")
        }
        XCTAssertTrue(tw("--help").output.contains("parse"))
        XCTAssertEqual(tw("help", "parse").output, tw("parse", "--help").output)
        XCTAssertTrue(tw("parse", "--help").output.hasPrefix("Usage: tw parse"))
    }

    func testTwlint() {
        let capture = Capture()
        XCTAssertEqual(TWCommandLine.lintMain(["twlint", "--version"], io: capture.io), 0)
        XCTAssertEqual(capture.output, "twlint \(TWCommandLine.version)\n")
        XCTAssertEqual(TWCommandLine.lintMain(["twlint", "--help"], io: Capture().io), 0)
        let missing = Capture()
        XCTAssertEqual(TWCommandLine.lintMain(["twlint", "no/such/dir"], io: missing.io), 2, "a missing path is a usage error")
        XCTAssertTrue(missing.error.contains("no such file or directory: no/such/dir"))
        let badFormat = Capture()
        XCTAssertEqual(TWCommandLine.lintMain(["twlint", "--format", "html"], io: badFormat.io), 2)
        XCTAssertTrue(badFormat.error.contains("unknown format 'html'"))
    }
}
