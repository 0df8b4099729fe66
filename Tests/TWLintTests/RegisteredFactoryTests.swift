import Foundation
import TWLint
import TWResolve
import XCTest

/// Registered factories read as swiftcn runs them: the argument a value form accepts follows its
/// default's type (`NativeUtility.swift`: `.value(default:)` accepts what
/// `argument.value(as: Value.self)` decodes; `Argument.swift`: `Double` reads `number`,
/// `CGFloat` reads `points`), and the classes a `TWUtility` returns are expanded like a named
/// class, so a factory returning its own class is a cycle (`ArgumentTests.swift`).
final class RegisteredFactoryTests: XCTestCase {
    private func errors(_ text: String) -> [String] {
        lint(text).findings.filter { $0.severity == .error }.map { "\($0.rule)@\($0.line)" }
    }

    private func modifiers(_ registration: String, _ classes: [String]) -> String {
        (["let rules = TWGlobalRules(modifiers: [\(registration)])"] + classes.map { #"let v = Text("a").tw("\#($0)")"# })
            .joined(separator: "\n")
    }

    private func utilities(_ registration: String, _ classes: [String]) -> String {
        (["let rules = TWGlobalRules(utilities: [\(registration)])"] + classes.map { #"let v = Text("a").tw("\#($0)")"# })
            .joined(separator: "\n")
    }

    /// swiftcn's documentation registers `"tilt": .value(default: 0.0, order: 10) { view, degrees in
    /// view.rotation3DEffect(.degrees(degrees), …) }`: the value is a `Double`, read by `number`
    /// (bare numbers only), so `tilt-[8]` is accepted and `tilt-[8deg]` and `tilt-[abc]` are not;
    /// the `.degrees(…)` in the transform builds an angle and reads nothing.
    func testValueWithADoubleDefaultTakesAPlainNumber() {
        let registration = #""tilt": .value(default: 0.0, order: 10) { view, degrees in view.rotation3DEffect(.degrees(degrees), axis: (x: 0, y: 1, z: 0)) }"#
        XCTAssertEqual(
            errors(modifiers(registration, ["tilt-[8]", "tilt-[8deg]", "tilt-[abc]", "tilt-[\\(angle)]"])),
            ["invalid-argument@3", "invalid-argument@4"])
    }

    /// Nothing in `{ view, amount in view.opacity(amount) }` reads the argument: the default's type
    /// decides, not "any argument".
    func testValueDefaultDecidesWhenTheClosureReadsNothing() {
        let registration = #""dim": .value(default: 0.0) { view, amount in view.opacity(amount) }"#
        XCTAssertEqual(errors(modifiers(registration, ["dim-[0.5]", "dim-[half]"])), ["invalid-argument@3"])
    }

    /// `CGFloat` reads `points` (bare, `pt`, `px`); `Color` reads `hexColor`; a closure parameter
    /// annotated `CGFloat` makes the literal `0` a `CGFloat`.
    func testValueDefaultsOfOtherTypes() {
        XCTAssertEqual(
            errors(
                modifiers(
                    #""lift": .value(default: CGFloat(0)) { view, y in view.offset(y: y) }"#,
                    ["lift-[4pt]", "lift-[4px]", "lift-[4deg]"])), ["invalid-argument@4"])
        XCTAssertEqual(
            errors(
                modifiers(
                    #""halo": .value(default: Color.clear) { view, color in view.shadow(color: color, radius: 4) }"#,
                    ["halo-[#3399cc]", "halo-[12]"])), ["invalid-argument@3"])
        XCTAssertEqual(
            errors(
                modifiers(
                    #""lift": .value(default: 0) { (view: AnyView, y: CGFloat) in view.offset(y: y) }"#,
                    ["lift-[4px]", "lift-[4s]"])), ["invalid-argument@3"])
    }

    /// `.argument(default: 0.0, parse: { argument, _ in argument.degrees })` (swiftcn's
    /// documentation, `tilt-[8deg]`): the parser's accessor decides, not the transform's
    /// `.degrees(…)` or `opacity(…)`.
    func testArgumentWithAParserReadsWhatTheParserReads() {
        let registration =
            #""tilt": .argument(default: 0.0, conflictKey: "orientation", parse: { argument, _ in argument.degrees }) { view, degrees in view.rotation3DEffect(.degrees(degrees), axis: (x: 0, y: 1, z: 0)) }"#
        XCTAssertEqual(errors(modifiers(registration, ["tilt-[8deg]", "tilt-[0.5rad]", "tilt-[8s]"])), ["invalid-argument@4"])
    }

    /// `value(as: CGFloat.self)` is `points`; `value(as: Double.self)` is `number` (reference §3.1).
    func testValueAsReadsPointsOrPlainNumbers() {
        XCTAssertEqual(
            errors(
                utilities(
                    #""inset": TWUtility { argument, _ in argument.value(as: CGFloat.self).map { .paddingPoints($0) } }"#,
                    ["inset-[12pt]", "inset-[12]"])), [])
        XCTAssertEqual(
            errors(
                utilities(
                    #""inset": TWUtility { argument, _ in argument.value(as: Double.self).map { .paddingPoints(CGFloat($0)) } }"#,
                    ["inset-[12pt]", "inset-[12]"])), ["invalid-argument@2"])
    }

    /// swiftcn `ArgumentTests.customCyclesFailAndExactNamedRulesTakePrecedence`: with
    /// `"loop": TWUtility { _, _ in .classes("loop-[1]") }`, `TWStyle.parse("loop-[1]", rules:)`
    /// throws `recursiveClass("loop-[1]")`. As for a named class, the definition is reported too
    /// (the factory's `.classes("loop-[1]")` expands into itself wherever it is used).
    func testFactoryReturningItsOwnClassIsACycle() {
        let text = """
            let cycle = TWGlobalRules(utilities: ["loop": TWUtility { _, _ in .classes("loop-[1]") }])
            func check() throws { _ = try TWStyle.parse("loop-[1]", rules: cycle) }
            """
        let findings = lint(text).findings
        XCTAssertEqual(findings.map { "\($0.rule)@\($0.line)" }, ["recursive-named-class@1", "recursive-named-class@2"], "\(findings.map(\.message))")
        XCTAssertTrue(findings.allSatisfy { $0.message.contains("loop-[1]") }, "\(findings.map(\.message))")
    }

    /// The classes a factory returns are expanded and checked (`TWStyle(.rotate(degrees * 2),
    /// "rounded-[12]")` in `ArgumentTests.customUtilitiesResolveLateAndRetainConditions`); a typed
    /// piece such as `.w(21)` sets a field and names no class.
    func testReturnedClassesAreExpanded() {
        XCTAssertEqual(
            errors(
                utilities(
                    #""tilt": TWUtility { argument, _ in guard let degrees = argument.degrees else { return nil }; return TWStyle(.rotate(degrees * 2), "rounded-[12]") }"#,
                    ["hover:tilt-[12deg]"])), [])
        XCTAssertEqual(
            errors(
                utilities(
                    #""pad": TWUtility { argument, _ in guard argument.number != nil else { return nil }; return "p-4 roundd-lg" }"#,
                    ["pad-[2]"])
            ).count, 1)
        XCTAssertEqual(errors(utilities(#""w": TWUtility { _, _ in .w(21) }"#, ["w-[43]", "w-[any]"])), [])
    }

    /// swiftcn `ArgumentTests.colonsUnderscoresAndEscapedUnderscoresReachTheFactory`: the factory
    /// switches on `argument.rawValue` and returns nil by default, so only its cases' texts (after
    /// bracket decoding: `label:Hello_world` is `label:Hello world`) are accepted.
    func testEnumeratedFactoryAcceptsOnlyItsCases() {
        let registration = """
            "label": TWUtility { argument, _ in
                switch argument.rawValue {
                case "label:Hello world": return .opacity(0.4)
                case "literal_name": return .opacity(0.6)
                default: return nil
                }
            }
            """
        XCTAssertEqual(
            errors(
                utilities(
                    registration,
                    [
                        "hover:label-[label:Hello_world]", "label-[literal\\\\_name]",
                        "group-hover/hero:label-[label:Hello_world]", "label-[label:Hello]",
                    ])),
            ["invalid-argument@11"])
    }

    /// swiftcn `NativeUtilityTests.phasesSortBeforeLocalOrderAndTargetValidationExpandsRecipes`:
    /// with `named: ["photo": "resize"]` and `"resize": .image { … }`, `TWStyle.parse("photo",
    /// rules:, target: .image)` succeeds and `target: .text` throws `unsupportedTarget("resize",
    /// expected: .image)`; without `target:` the check is skipped (reference §2.5).
    func testParseTargetChecksTargetSpecificRegistrations() {
        let text = """
            let rules = TWGlobalRules(named: ["photo": "resize"], modifiers: [
                "resize": .image { image, active in active ? image.resizable() : image }
            ])
            func check() throws {
                _ = try TWStyle.parse("photo", rules: rules, target: .image)
                _ = try TWStyle.parse("photo", rules: rules, target: .text)
                _ = try TWStyle.parse("photo", rules: rules)
                _ = TWStyleResolver.resolve("resize p-8", theme: .standard, scheme: .light, state: .init(), globalRules: rules, target: .text)
            }
            """
        let findings = lint(text).findings
        XCTAssertEqual(findings.map { "\($0.severity == .error ? "error" : "warning")@\($0.line)" }, ["error@6", "error@8"], "\(findings.map(\.message))")
        XCTAssertTrue(findings.allSatisfy { $0.message.contains("resize") }, "\(findings.map(\.message))")
    }

    /// swiftcn's documentation registers a `tilt` modifier taking a `Double` in one view, and its
    /// Catalog's `ArgumentPlayground` a `tilt` utility reading degrees (`active:tilt-[3deg]`) in
    /// another: a registered modifier wins over a utility of the same name (reference §2.4), so
    /// for the utility's file the other file's modifier must not reject `3deg`; the modifier's own
    /// file still checks its own uses.
    func testModifierOfOneFileDoesNotRejectAnotherFilesUtility() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("twkit-factories-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let files = [
            "Example.swift": """
            let rules = TWGlobalRules(modifiers: ["tilt": .value(default: 0.0) { view, degrees in view.rotation3DEffect(.degrees(degrees), axis: (x: 0, y: 1, z: 0)) }])
            let a = Text("a").tw("tilt-[8] tilt-[8deg]")
            """,
            "Playground.swift": """
            let rules = TWGlobalRules(utilities: ["tilt": TWUtility { argument, _ in argument.degrees.map { .rotate($0) } }])
            let b = Text("b").tw("active:tilt-[3deg]")
            """,
        ]
        var paths: [String] = []
        for (name, text) in files.sorted(by: { $0.key < $1.key }) {
            let url = directory.appendingPathComponent(name)
            try Data(text.utf8).write(to: url)
            paths.append(url.path)
        }
        let linter = ProjectLinter(linter: Linter(configuration: LintConfiguration(), theme: .builtIn))
        let findings = linter.lint(paths, names: files.keys.sorted()).flatMap(\.findings)
        XCTAssertEqual(findings.map { "\($0.file):\($0.line)" }, ["Example.swift:2"], "\(findings.map(\.message))")
    }
}
