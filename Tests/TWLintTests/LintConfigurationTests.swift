import Foundation
import TWLint
import TWResolve
import XCTest

/// `.twlint.json` decoding. File discovery, `--config` and theme paths run
/// through the CLI in TWCLITests/LintConfigurationCLITests.swift.
final class LintConfigurationTests: XCTestCase {
    private let known = Set(Linter.rules.map(\.id))

    private func problem(_ json: String) -> LintConfiguration.Problem? {
        do {
            _ = try LintConfiguration.decode(Data(json.utf8), file: "/p/.twlint.json", knownRules: known)
            return nil
        } catch {
            return error
        }
    }

    func testEveryKey() throws {
        let json = """
            {"$schema": "../Themes/twlint.schema.json", "theme": "Themes/brand.json",
             "enabled": ["unknown-class"], "disabled": ["all"], "severity": {"unknown-class": "warning", "one-fill": "off"},
             "include": ["Sources/**"], "exclude": ["**/Generated/**"], "sinks": ["cardStyle"],
             "platforms": {"ios": "26", "macos": 26.1}}
            """
        let (configuration, warnings) = try LintConfiguration.decode(Data(json.utf8), file: "/p/.twlint.json", knownRules: known)
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(configuration.themePath, "Themes/brand.json")
        XCTAssertEqual(configuration.directory, "/p")
        XCTAssertEqual(configuration.include, [GlobPattern("Sources/**")])
        XCTAssertEqual(configuration.exclude, [GlobPattern("**/Generated/**")])
        XCTAssertEqual(configuration.sinks, ["cardStyle"])
        XCTAssertEqual(configuration.platforms, [.ios: OSVersion(26), .macos: OSVersion(26, 1)])
        let unknownClass = try XCTUnwrap(Linter.rules.first { $0.id == "unknown-class" })
        let oneFill = try XCTUnwrap(Linter.rules.first { $0.id == "one-fill" })
        let duplicate = try XCTUnwrap(Linter.rules.first { $0.id == "duplicate-class" })
        XCTAssertEqual(configuration.severity(of: unknownClass), .warning, "enabled re-enables a rule that `all` disabled")
        XCTAssertNil(configuration.severity(of: oneFill))
        XCTAssertNil(configuration.severity(of: duplicate), "disabled by all")
        XCTAssertTrue(configuration.includes("Sources/App/Card.swift"))
        XCTAssertFalse(configuration.includes("Sources/Generated/Model.swift"))
        XCTAssertFalse(configuration.includes("Tests/AppTests.swift"))
    }

    func testSeverityAndOffChangeFindings() {
        let text = #"Text("a").tw("bogus p-2 p-4")"#
        let findings = lint(text, configuration: configuration(#"{"severity": {"unknown-class": "note", "overridden-class": "off"}}"#)).findings
        XCTAssertEqual(positions(findings), ["unknown-class@1:15"])
        XCTAssertEqual(findings.first?.severity, .note)
        let error = lint(text, configuration: configuration(#"{"severity": {"overridden-class": "error"}}"#)).findings
        XCTAssertEqual(error.map(\.severity), [.error, .error])
    }

    func testDisabledRules() {
        let text = #"Text("a").tw("bogus p-2 p-4")"#
        XCTAssertEqual(positions(lint(text, configuration: configuration(#"{"disabled": ["unknown-class"]}"#)).findings), ["overridden-class@1:21"])
        XCTAssertEqual(positions(lint(text, configuration: configuration(#"{"disabled": ["all"]}"#)).findings), [])
    }

    func testExtraSinks() {
        // The first string argument of a call or method named in `sinks` is a class string.
        let text = """
            card(title, "p-4 bogus", "note"); other("bogus")
            view.card("bogus-two")
            """
        XCTAssertEqual(positions(lint(text).findings), [])
        XCTAssertEqual(
            positions(lint(text, configuration: configuration(#"{"sinks": ["card"]}"#)).findings),
            ["unknown-class@1:18", "unknown-class@2:12"])
    }

    func testUnknownKeysAreWarnings() throws {
        let (_, warnings) = try LintConfiguration.decode(Data(#"{"rules": [], "themes": "x"}"#.utf8), file: "/p/.twlint.json", knownRules: known)
        XCTAssertEqual(warnings.map(\.path), ["$.rules", "$.themes"])
        XCTAssertTrue(warnings[0].message.contains("unknown key"))
    }

    func testWrongTypesNameTheFileAndJSONPath() {
        let cases: [(String, String)] = [
            (#"[]"#, "$"),
            (#"{"theme": 3}"#, "$.theme"),
            (#"{"disabled": "one-fill"}"#, "$.disabled"),
            (#"{"exclude": ["a", 2]}"#, "$.exclude[1]"),
            (#"{"enabled": ["no-such-rule"]}"#, "$.enabled[0]"),
            (#"{"severity": {"one-fill": "loud"}}"#, "$.severity.one-fill"),
            (#"{"severity": {"nope": "error"}}"#, "$.severity.nope"),
            (#"{"platforms": {"watchos": "10"}}"#, "$.platforms.watchos"),
            (#"{"platforms": {"ios": true}}"#, "$.platforms.ios"),
            (#"{"platforms": ["ios"]}"#, "$.platforms"),
            (#"{"sinks": [1]}"#, "$.sinks[0]"),
            (#"{"theme": "#, "$"),
        ]
        for (json, path) in cases {
            let problem = problem(json)
            XCTAssertEqual(problem?.path, path, json)
            XCTAssertEqual(problem?.file, "/p/.twlint.json", json)
        }
    }

    func testDefaultsAreIOS17AndMacOS14() {
        XCTAssertEqual(LintConfiguration().platforms, [.ios: OSVersion(17), .macos: OSVersion(14)])
    }

    func testFindLooksInParents() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("twlint-find-\(UUID().uuidString)")
        let deep = root.appendingPathComponent("a/b/c")
        try FileManager.default.createDirectory(at: deep, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        XCTAssertNil(LintConfiguration.find(from: deep.path).flatMap { $0.hasPrefix(root.path) ? $0 : nil })
        try Data("{}".utf8).write(to: root.appendingPathComponent("a/.twlint.json"))
        XCTAssertEqual(LintConfiguration.find(from: deep.path), root.appendingPathComponent("a/.twlint.json").standardizedFileURL.path)
        try Data("{}".utf8).write(to: root.appendingPathComponent("a/b/c/.twlint.json"))
        XCTAssertEqual(LintConfiguration.find(from: deep.path), deep.appendingPathComponent(".twlint.json").standardizedFileURL.path)
    }
}
