import Foundation
import TWLint
import TWResolve
import XCTest

/// Registrations read from the package's
/// Swift files, each applied in its scope, so that a class is an error only when nothing in
/// scope makes it valid.
final class RegistrationDiscoveryTests: XCTestCase {
    /// Lints several files as one package (the files are written to a temporary directory).
    private func lintPackage(_ files: [String: String]) throws -> [Finding] {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("twkit-registrations-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var paths: [String] = []
        for (name, text) in files.sorted(by: { $0.key < $1.key }) {
            let url = directory.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
            paths.append(url.path)
        }
        let linter = ProjectLinter(linter: Linter(configuration: LintConfiguration(), theme: .builtIn))
        return linter.lint(paths, names: files.keys.sorted()).flatMap(\.findings)
    }

    private func messages(_ findings: [Finding]) -> [String] { findings.map { "\($0.file):\($0.line) \($0.message)" } }

    func testUtilityRegisteredInOneFileIsValidInAnother() throws {
        let findings = try lintPackage([
            "Rules.swift": #"let rules = TWGlobalRules(utilities: ["tilt": TWUtility { argument, _ in argument.degrees.map { .rotation($0) } }])"#,
            "View.swift": #"let v = Text("a").tw("hover:tilt-[12deg]")"#,
        ])
        XCTAssertEqual(messages(findings), [])
    }

    func testUtilityThatRejectsItsArgumentSaysSo() throws {
        // The closure reads degrees, so `tilt-[abc]` is rejected by the
        // registration, not "not a bracket utility".
        let findings = try lintPackage([
            "Rules.swift": #"let rules = TWGlobalRules(utilities: ["tilt": TWUtility { argument, _ in argument.degrees.map { .rotation($0) } }])"#,
            "View.swift": #"let v = Text("a").tw("tilt-[abc]")"#,
        ])
        XCTAssertEqual(findings.count, 1)
        XCTAssertTrue(findings.first?.message.contains("registered utility `tilt`") == true, "\(messages(findings))")
        XCTAssertFalse(findings.first?.message.contains("not a bracket utility") == true)
    }

    func testComponentScopedTint() throws {
        let inScope = lint(#"let v = Text("a").tw("cn-tint-[primary]").cnControlUtilities()"#).findings
        XCTAssertEqual(inScope.map(\.message), [])
        let missing = lint(#"let v = Text("a").tw("cn-tint-[missing]").cnControlUtilities()"#).findings
        XCTAssertEqual(missing.count, 1)
        XCTAssertTrue(missing.first?.message.contains("`missing`") == true, "\(missing.map(\.message))")
        let outside = lint(#"let v = Text("a").tw("cn-tint-[primary]")"#).findings
        XCTAssertEqual(outside.count, 1)
        XCTAssertTrue(outside.first?.message.contains(".cnControlUtilities()") == true, "\(outside.map(\.message))")
    }

    func testScopeModifierOnAnEnclosingView() throws {
        let text = """
            struct Row: View {
                var body: some View {
                    VStack {
                        Text("a").tw("cn-mono px-2")
                    }
                    .cnTextUtilities()
                }
            }
            """
        XCTAssertEqual(lint(text).findings.map(\.message), [])
    }

    func testComponentRecipeInAppCodeNamesItsScope() {
        let findings = lint(#"let v = Text("a").tw("tabs")"#).findings
        XCTAssertEqual(findings.count, 1)
        let message = findings.first?.message ?? ""
        XCTAssertTrue(message.hasPrefix("Unknown swiftcn class: tabs"), message)
        XCTAssertTrue(message.contains("scope") && message.contains(".cnControlUtilities()"), message)
    }

    func testThemeColourFromSwift() throws {
        let rules = """
            let brand = TWColor("brand")
            let theme = TWTheme(colors: [brand: TWAdaptiveColor(light: .indigo, dark: .mint)])
            """
        let valid = try lintPackage(["Theme.swift": rules, "View.swift": #"let v = Text("a").tw("border-2 border-brand").twTheme(theme)"#])
        XCTAssertEqual(messages(valid), [])
        let typo = try lintPackage(["Theme.swift": rules, "View.swift": #"let v = Text("a").tw("border-brnd").twTheme(theme)"#])
        XCTAssertEqual(typo.count, 1)
        XCTAssertTrue(typo.first?.message.contains("did you mean `border-brand`") == true, "\(messages(typo))")
    }

    func testNamedStyleAndAnimationPreset() throws {
        let rules = """
            let brand = TWColor("brand")
            let rules = TWGlobalRules(named: ["brand-button": TWStyle(.primaryButton, .bg(brand), "animate-settle duration-250")],
                                      animations: ["settle": TWAnimation { .spring(duration: $0, bounce: 0.15) }])
            """
        let findings = try lintPackage(["Rules.swift": rules, "View.swift": #"let v = Button("Go") {}.buttonStyle(.tw("brand-button w-full"))"#])
        XCTAssertEqual(messages(findings), [])
    }

    func testSubtreeRulesDoNotLeakIntoOtherFiles() throws {
        // `.twRules { $0.named[…] = … }` reaches the views inside that call only.
        let screen = """
            struct Screen: View {
                var body: some View {
                    VStack { Text("a").tw("promo p-2") }
                        .twRules { $0.named["promo"] = "p-4 rounded-lg" }
                }
            }
            """
        let other = #"let v = Text("b").tw("promo")"#
        let findings = try lintPackage(["Screen.swift": screen, "Other.swift": other])
        XCTAssertEqual(findings.map(\.file), ["Other.swift"], "\(messages(findings))")
    }

    func testRegisteredModifierFromSwift() throws {
        let rules = """
            let rules = TWGlobalRules(modifiers: [
                "tilt": .argument(default: "0", order: 10, conflictKey: "angle") { argument, _ in argument.degrees.map { TiltModifier(angle: $0) } },
                "glow": .view { view, active in view.shadow(radius: active ? 8 : 0) },
            ])
            """
        let findings = try lintPackage(["Rules.swift": rules, "View.swift": #"let v = Text("a").tw("hover:tilt-[14] glow glow-[2] tilt")"#])
        // `glow` is a tag (no argument) and `tilt` needs one (reference §12.1).
        XCTAssertEqual(findings.count, 2, "\(messages(findings))")
    }

    func testNamedStyleWhoseValueIsNotReadableIsStillValid() throws {
        let rules = #"let rules = TWGlobalRules(named: ["hero": heroStyle, "panel": TWStyle.defaultStyle(for: "card")])"#
        let findings = try lintPackage(["Rules.swift": rules, "View.swift": #"let v = Text("a").tw("hero panel p-2")"#])
        XCTAssertEqual(messages(findings), [])
    }
}

extension RegistrationDiscoveryTests {
    /// swiftcn's Catalog example (`DemoView.swift`): the same name registered for the app with
    /// `TWGlobalRules(named:)` and again for one subtree with `.twRules { scoped in … }`; both
    /// must stay known, each where it applies.
    func testSameNameGlobalAndInASubtree() throws {
        let text = """
            struct Demo: View {
                private var rules: TWGlobalRules {
                    TWGlobalRules(named: ["demo-card": ready ? .classes(cardClasses) : "p-6 rounded-lg border bg-surface"])
                }
                var body: some View {
                    VStack {
                        VStack { Text("a") }.tw("demo-card")
                        VStack { Text("b") }.tw("demo-card")
                            .twRules { scoped in if compact { scoped.named["demo-card"] = "p-3 rounded-sm border bg-accent" } }
                    }
                    .twRules(rules)
                }
            }
            """
        XCTAssertEqual(try lintPackage(["DemoView.swift": text]).map(\.message), [])
    }
}

extension RegistrationDiscoveryTests {
    /// swiftcn's `InterpolationTests.typedArgumentsRespectVariantsThemesAndCustomFactories`: a
    /// utility reading a custom payload type accepts the interpolated payload, also through a named
    /// class, and `shared-[\("cover")]/hero` is valid.
    func testTypedPayloadsAndInterpolatedSharedIDs() {
        let text = #"""
            let payload = InterpolationPayload(amount: 0.4, label: "native")
            let rules = TWGlobalRules(named: ["recipe": "payload-[\(payload)]"], utilities: ["payload": TWUtility { argument, _ in
                guard let payload = argument.value(as: InterpolationPayload.self) else { return nil }
                return .opacity(payload.amount)
            }])
            let a = Text("a").tw("recipe hover:payload-[\(payload)]")
            let shared: TWClasses = "shared-[\("cover")]/hero"
            """#
        XCTAssertEqual(lint(text).findings.map(\.message), [])
    }
}

extension RegistrationDiscoveryTests {
    /// swiftcn's own tests register `tilt` differently per suite: each file's class sites use its
    /// own registration (so `tilt-[nope]` is an error where `tilt` reads degrees), and a third
    /// file accepts what either accepts.
    func testSameNameRegisteredDifferentlyInTwoFiles() throws {
        let degrees = #"let rules = TWGlobalRules(modifiers: ["tilt": .argument(default: "0") { argument, _ in argument.degrees.map { Tilt($0) } }])"#
        let raw = #"let rules = TWGlobalRules(modifiers: ["tilt": .argument(default: "0") { argument, _ in Tilt(argument.rawValue) }])"#
        let findings = try lintPackage([
            "A.swift": degrees + "\n" + #"let a = Text("a").tw("tilt-[nope]")"#,
            "B.swift": raw + "\n" + #"let b = Text("b").tw("tilt-[nope]")"#,
            "C.swift": #"let c = Text("c").tw("tilt-[nope]")"#,
        ])
        XCTAssertEqual(findings.map(\.file), ["A.swift"], "\(messages(findings))")
    }
}

extension RegistrationDiscoveryTests {
    /// swiftcn's `CNTypographyStyle.classes` (a computed property) holds `cn-mono`; the value
    /// reaches `.tw(…).cnTextUtilities()` elsewhere, so where it is used cannot be decided.
    func testValuesThatTravelOnMayUseComponentScopedClasses() {
        let text = """
            enum Style { case code
                var classes: TWClasses { switch self { case .code: "cn-mono text-sm" } }
            }
            """
        XCTAssertEqual(lint(text).findings.map(\.message), [])
    }

    /// swiftcn's own `func cnControlUtilities() -> some View { twRules { … } }` defines the scope
    /// the theme describes; it must not register `cn-tint` for every view of the package.
    func testTheDefinitionOfAScopeModifierRegistersNothingGlobally() throws {
        let definition = """
            extension View {
                public func cnControlUtilities() -> some View {
                    twRules { rules in
                        if rules.modifiers["cn-tint"] == nil { rules.modifiers["cn-tint"] = CNUtilities.tint }
                    }
                }
            }
            """
        let findings = try lintPackage(["ComponentUtilities.swift": definition, "View.swift": #"let v = Text("a").tw("cn-tint-[primary]")"#])
        XCTAssertEqual(findings.map(\.file), ["View.swift"], "\(messages(findings))")
    }

    /// A test target's registrations do not reach the app's views.
    func testRegistrationsOfTestsDoNotReachTheApp() throws {
        let findings = try lintPackage([
            "Tests/AppTests/RulesTests.swift": #"let rules = TWGlobalRules(named: ["promo": "p-4"])"# + "\n" + #"let t = Text("t").tw("promo")"#,
            "Sources/App/View.swift": #"let v = Text("a").tw("promo")"#,
        ])
        XCTAssertEqual(findings.map(\.file), ["Sources/App/View.swift"], "\(messages(findings))")
    }
}
