import Foundation
import TWLint
import TWResolve
import TWTestSupport
import XCTest

/// Registrations apply where swiftcn applies them: rules and themes handed to one call reach that
/// call only; `.twRules`, `.twTheme` and component scope modifiers reach the views they modify,
/// including the bodies of view types declared in other files; a file's findings depend on the
/// other linted files only through registrations that reach it.
final class RegistrationScopeTests: XCTestCase {
    private let fixtures = packageRoot.appendingPathComponent("Tests/Fixtures/Scopes")

    /// Lints fixture files (by name) as one package; findings by file name.
    private func lintFixtures(_ names: [String]) -> [String: [Finding]] {
        let paths = names.map { fixtures.appendingPathComponent($0).path }
        let outcomes = ProjectLinter(linter: Linter(configuration: LintConfiguration(), theme: .builtIn)).lint(paths, names: names)
        var result: [String: [Finding]] = [:]
        for outcome in outcomes {
            XCTAssertNil(outcome.error)
            result[outcome.path] = outcome.findings
        }
        return result
    }

    /// The class each finding points at: the source text from its column to a space or quote.
    private func flagged(_ findings: [Finding], in name: String) throws -> [String] {
        let lines = try String(contentsOf: fixtures.appendingPathComponent(name), encoding: .utf8).components(separatedBy: "\n")
        return findings.map { finding in
            let rest = lines[finding.line - 1].unicodeScalars.dropFirst(finding.column - 1)
            return String(String.UnicodeScalarView(rest.prefix { $0 != " " && $0 != "\"" }))
        }
    }

    /// The issue's `Leak.swift`: the rules and theme of `unrelatedTest` reach its own two calls,
    /// so line 2 has both errors, whether the file is linted alone or with others.
    func testCallLocalRegistrationsDoNotLeakToOtherCalls() throws {
        for others in [[], ["CallLocal.swift"], ["CallLocal.swift", "Screen.swift", "Row.swift", "Child.swift", "Unrelated.swift"]] {
            let findings = lintFixtures(["Leak.swift"] + others)["Leak.swift"] ?? []
            XCTAssertEqual(findings.map(\.line), [2, 2], "with \(others): \(findings.map(\.message))")
            XCTAssertEqual(findings.map(\.severity), [.error, .error])
            XCTAssertTrue(findings.contains { $0.message.contains("unit `%` is not supported") }, "\(findings.map(\.message))")
            XCTAssertTrue(findings.contains { $0.message.contains("colour `brand` is not in the theme") }, "\(findings.map(\.message))")
        }
    }

    /// The same text linted by ``Linter`` alone, without a package.
    func testCallLocalRegistrationsInOneFileLintedOnItsOwn() throws {
        let text = try String(contentsOf: fixtures.appendingPathComponent("Leak.swift"), encoding: .utf8)
        let findings = lint(text).findings
        XCTAssertEqual(findings.map(\.line), [2, 2], "\(findings.map(\.message))")
    }

    /// Rules and themes inline in a call's arguments, and rules handed to
    /// `TWStyleResolver.resolve(…, globalRules:)`, make that call's classes valid.
    func testInlineAndResolverRulesReachTheirCall() {
        XCTAssertEqual(lintFixtures(["CallLocal.swift"])["CallLocal.swift"]?.map(\.message), [])
    }

    /// "Did you mean" names no colour registered only for another call.
    func testSuggestionsNameNoColourOfAnotherScope() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("twkit-scopes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let typo = directory.appendingPathComponent("Typo.swift")
        try Data(#"import SwiftCN\nlet v = Text("a").tw("bg-brnd")"#.replacingOccurrences(of: "\\n", with: "\n").utf8).write(to: typo)
        let paths = [typo.path, fixtures.appendingPathComponent("Leak.swift").path]
        let outcomes = ProjectLinter(linter: Linter(configuration: LintConfiguration(), theme: .builtIn)).lint(paths, names: ["Typo.swift", "Leak.swift"])
        let messages = outcomes[0].findings.map(\.message)
        XCTAssertEqual(messages.count, 1, "\(messages)")
        XCTAssertFalse(messages.contains { $0.contains("brand") }, "\(messages)")
    }

    /// `VStack { Row() }.cnTextUtilities()` reaches `Row`'s body in another file, and `Badge`
    /// used inside `Row`; `Child().twRules { $0.named["card2"] = … }` reaches `Child`'s body.
    func testSubtreeRegistrationsReachViewTypesDeclaredElsewhere() throws {
        let result = lintFixtures(["Screen.swift", "Row.swift", "Badge.swift", "Child.swift"])
        for name in ["Screen.swift", "Row.swift", "Badge.swift", "Child.swift"] {
            XCTAssertEqual(result[name]?.map(\.message), [], name)
        }
    }

    /// What a subtree, a call or a scope modifier registers does not reach a view outside them.
    func testUnrelatedViewSeesNoScopedRegistration() throws {
        let all = ["Leak.swift", "CallLocal.swift", "Screen.swift", "Row.swift", "Badge.swift", "Child.swift", "Unrelated.swift"]
        let findings = lintFixtures(all)["Unrelated.swift"] ?? []
        XCTAssertEqual(
            try flagged(findings, in: "Unrelated.swift"), ["card2", "cn-mono", "bg-brand", "bg-accentbrand", "promo-card"],
            "\(findings.map(\.message))")
    }

    /// A file's findings are the same linted alone and with files whose registrations do not
    /// reach it.
    func testFindingsDoNotDependOnOtherPaths() throws {
        for name in ["Leak.swift", "CallLocal.swift", "Unrelated.swift"] {
            let alone = lintFixtures([name])[name]?.map { "\($0.line):\($0.column) \($0.message)" }
            let others = ["Leak.swift", "CallLocal.swift", "Screen.swift", "Row.swift", "Badge.swift", "Child.swift", "Unrelated.swift"]
            let together = lintFixtures(others)[name]?.map { "\($0.line):\($0.column) \($0.message)" }
            XCTAssertEqual(alone, together, name)
        }
    }
}

extension RegistrationScopeTests {
    /// Lints texts as one package (written to a temporary directory); findings by name.
    private func lintTexts(_ files: [String: String]) throws -> [String: [Finding]] {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("twkit-scopes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let names = files.keys.sorted()
        for name in names { try Data(files[name]!.utf8).write(to: directory.appendingPathComponent(name)) }
        let outcomes = ProjectLinter(linter: Linter(configuration: LintConfiguration(), theme: .builtIn))
            .lint(names.map { directory.appendingPathComponent($0).path }, names: names)
        return Dictionary(uniqueKeysWithValues: outcomes.map { ($0.path, $0.findings) })
    }

    /// A scope modifier on the app's scene reaches every view of the package.
    func testScopeModifierBesideWindowGroupReachesThePackage() throws {
        let result = try lintTexts([
            "App.swift": "@main struct DemoApp: App {\n    var body: some Scene { WindowGroup { ContentView().cnTextUtilities() } }\n}\n",
            "Detail.swift": #"struct Detail: View { var body: some View { Text("a").tw("cn-mono") } }"#,
        ])
        XCTAssertEqual(result["Detail.swift"]?.map(\.message), [])
    }

    /// Rules a helper returns may be installed anywhere: they stay global (no false error).
    func testRulesThatLeaveTheirFunctionAreGlobal() throws {
        let result = try lintTexts([
            "Rules.swift": "func makeRules() -> TWGlobalRules {\n    var rules = TWGlobalRules()\n    rules.named[\"hero\"] = \"p-6\"\n    return rules\n}\n",
            "View.swift": #"let v = Text("a").tw("hero")"#,
        ])
        XCTAssertEqual(result["View.swift"]?.map(\.message), [])
    }

    /// `.twTheme(theme)` of a local theme reaches that subtree and the view types inside it.
    func testLocalThemeHandedToTwTheme() throws {
        let screen = """
            struct Screen: View {
                var body: some View {
                    var theme = TWTheme.standard
                    theme.colors[TWColor("brand")] = TWAdaptiveColor(.red)
                    return VStack { Text("a").tw("bg-brand"); Card() }.twTheme(theme)
                }
            }
            """
        let result = try lintTexts([
            "Screen.swift": screen,
            "Card.swift": #"struct Card: View { var body: some View { Text("c").tw("text-brand") } }"#,
            "Other.swift": #"let o = Text("o").tw("bg-brand")"#,
        ])
        XCTAssertEqual(result["Screen.swift"]?.map(\.message), [])
        XCTAssertEqual(result["Card.swift"]?.map(\.message), [])
        XCTAssertEqual(result["Other.swift"]?.count, 1)
    }
}

extension RegistrationScopeTests {
    /// swiftcn's `InterpolationTests`: class strings held in locals before the call that receives
    /// the rules (`let shared: TWClasses = …`, `for classes in [composed, …]`) reach that call;
    /// a string of another call in the same test does not see them.
    func testLocalsHandedToTheCallSeeItsRules() throws {
        let text = #"""
            import SwiftCN
            func literals() throws {
                let rules = TWGlobalRules(modifiers: ["payload": .value(default: 0.0) { view, amount in view.opacity(amount) }])
                let shared: TWClasses = "payload-[\(0.4)]"
                let composed = cn("p-3", shared, "hover:opacity-80")
                for classes in [composed, "p-3"] {
                    _ = try TWStyle.parse(classes, rules: rules)
                }
                _ = try TWStyle.parse("payload-[\(0.2)]")
            }
            """#
        let findings = try lintTexts(["Interpolation.swift": text])["Interpolation.swift"] ?? []
        XCTAssertEqual(findings.map(\.line), [9], "\(findings.map(\.message))")
    }

    /// swiftcn's `NativeUtilityRenderingTests`: one harness view gets `shift` as a tag from one
    /// test and as a factory of points from another; its `shift-[…]` is valid for the second.
    func testViewTypeReachedByTwoRegistrationsOfOneName() throws {
        let text = #"""
            import SwiftCN
            func tag() { let rules = TWGlobalRules(modifiers: ["shift": .modifier { active, _ in Shift(active) }]); _ = Harness().twRules(rules) }
            func points() {
                let rules = TWGlobalRules(modifiers: ["shift": .argument(default: "0") { argument, _ in argument.points.map { Shift($0) } }])
                _ = Harness().twRules(rules)
            }
            struct Harness: View {
                var body: some View { Text("h").tw("shift shift-[40]") }
            }
            """#
        XCTAssertEqual(try lintTexts(["Harness.swift": text])["Harness.swift"]?.map(\.message), [])
    }
}

extension RegistrationScopeTests {
    /// swiftcn's Catalog (`DemoView.swift`): `.twRules(.init(animations: ["settle": …]))` on a
    /// playground reaches its own texts and `MotionSurface`, declared in another file.
    func testInitialiserShorthandInTwRulesReachesTheSubtree() throws {
        let playground = """
            struct MotionPlayground: View {
                var body: some View {
                    ScrollView { VStack { MotionSurface(); Text("n").tw("text-sm animate-settle") } }
                        .twRules(.init(animations: ["settle": TWAnimation { .spring(duration: $0, bounce: 0.15) }]))
                }
            }
            """
        let result = try lintTexts([
            "DemoView.swift": playground,
            "MotionSurface.swift": #"struct MotionSurface: View { var body: some View { Text("s").tw("p-4 animate-settle") } }"#,
            "Other.swift": #"let o = Text("o").tw("animate-settle")"#,
        ])
        XCTAssertEqual(result["DemoView.swift"]?.map(\.message), [])
        XCTAssertEqual(result["MotionSurface.swift"]?.map(\.message), [])
        XCTAssertEqual(result["Other.swift"]?.count, 1)
    }
}

extension RegistrationScopeTests {
    /// A view handed a local theme (`PreviewHost(theme: theme) { Card() }`) may install it for
    /// its body: the view's type and the types inside the call are reached; other files are not.
    func testViewHandedATheme() throws {
        let preview = """
            func preview() -> some View {
                var theme = TWTheme.standard
                theme.colors[TWColor("brand")] = TWAdaptiveColor(.red)
                return PreviewHost(theme: theme) { Card() }
            }
            struct PreviewHost<Content: View>: View {
                let theme: TWTheme
                @ViewBuilder var content: Content
                var body: some View { content.tw("border-brand").twTheme(theme) }
            }
            """
        let result = try lintTexts([
            "Preview.swift": preview,
            "Card.swift": #"struct Card: View { var body: some View { Text("c").tw("bg-brand") } }"#,
            "Other.swift": #"let o = Text("o").tw("bg-brand")"#,
        ])
        XCTAssertEqual(result["Preview.swift"]?.map(\.message), [])
        XCTAssertEqual(result["Card.swift"]?.map(\.message), [])
        XCTAssertEqual(result["Other.swift"]?.count, 1)
    }
}

extension RegistrationScopeTests {
    /// swiftcn's `CatalogNativeRenderingTests`: `.twRules(.init(named: ["sidebar-motion": …]))`
    /// beside the harness it reaches. Each value is a class string (both arms of its ternary are
    /// read, so a misspelt animation curve is reported), and a named class given this way reaches
    /// the harness's subtree, declared in another file, and nothing else.
    func testNamedClassesGivenInlineToTwRules() throws {
        let test = """
            import SwiftCN
            func sidebarMotion(disableMotion: Bool) {
                _ = SidebarControlHarness()
                    .twRules(.init(named: ["sidebar-motion": disableMotion ? "animate-none" : "animate-smooth duration-250"]))
                _ = SidebarControlHarness()
                    .twRules(.init(named: ["sidebar-motion": disableMotion ? "animate-non" : "animate-smooth duration-250"]))
                _ = ProbeHarness().twRules(.init(named: ["probe-motion": "animate-smooth duration-150"]))
                // swiftcn's `MotionRenderingTests`: a modifier given in the same rules.
                _ = ProbeHarness()
                    .twRules(.init(named: ["photo-motion": "resize animate-linear duration-200"], modifiers: [
                        "resize": .image { image, active in active ? image.resizable() : image }
                    ]))
            }
            """
        let result = try lintTexts([
            "Test.swift": test,
            "Harness.swift": #"struct ProbeHarness: View { var body: some View { Text("s").tw("p-4 probe-motion") } }"#,
            "Other.swift": #"let o = Text("o").tw("probe-motion")"#,
        ])
        XCTAssertEqual(result["Test.swift"]?.map { "\($0.rule)@\($0.line):\($0.column)" }, ["invalid-argument@6:67"])
        XCTAssertEqual(result["Harness.swift"]?.map(\.message), [])
        XCTAssertEqual(result["Other.swift"]?.count, 1)
    }
}

extension RegistrationScopeTests {
    /// Rules a test builds and discards (`_ = rules`) reach nothing, and rules handed to a helper
    /// (`check(rules, "…")`) reach that call only, as a `rules:` argument does: neither becomes
    /// global, so `hero` and `hero2` stay unknown elsewhere, in this file and in others
    /// (Docs/Decisions.md, "Rules a test discards or hands to a helper").
    func testDiscardedOrHandedRulesAreNotGlobal() throws {
        let tests = """
            import SwiftCN
            func built() { let rules = TWGlobalRules(named: ["hero": "p-6"]); _ = rules }
            func handed() throws {
                let rules = TWGlobalRules(named: ["hero2": "p-6"])
                try check(rules, "hero2 rounded-lg")
                _ = try TWStyle.parse("hero2")
            }
            func check(_ rules: TWGlobalRules, _ classes: TWClasses) throws {}
            func installed() { let rules = TWGlobalRules(named: ["hero3": "p-6"]); host(rules) }
            func host(_ rules: TWGlobalRules) { _ = Probe().twRules(rules) }
            """
        let result = try lintTexts([
            "Rules.swift": tests,
            "View.swift": #"let v = Text("a").tw("hero hero2")"#,
            "Probe.swift": #"struct Probe: View { var body: some View { Text("p").tw("hero3") } }"#,
        ])
        // Installed by a helper of the file for a body written elsewhere: global, no false error.
        XCTAssertEqual(result["Probe.swift"]?.map(\.message), [])
        XCTAssertEqual(result["Rules.swift"]?.map { "\($0.rule)@\($0.line):\($0.column)" }, ["unknown-class@6:28"])
        XCTAssertEqual(result["View.swift"]?.map { "\($0.rule)@\($0.line):\($0.column)" }, ["unknown-class@1:23", "unknown-class@1:28"])
    }
}

extension RegistrationScopeTests {
    /// swiftcn's test files each declare harness views `private` (`private struct
    /// SidebarControlHarness`, `private struct CatalogInputProbe`): two files may declare a
    /// `private struct Tile` of their own. A subtree in one reaches its own `Tile` and not the
    /// other file's, whose `cn-mono` stays an error; a use of the name where no private type of
    /// that name is declared still finds the package's.
    func testFilePrivateTypesOfOneNameAreToldApart() throws {
        let result = try lintTexts([
            "A.swift": """
            import SwiftCN
            struct ScreenA: View { var body: some View { VStack { Tile(); Shared() }.cnTextUtilities() } }
            private struct Tile: View { var body: some View { Text("a").tw("cn-mono") } }
            """,
            "B.swift": """
            import SwiftCN
            struct ScreenB: View { var body: some View { Tile() } }
            private struct Tile: View { var body: some View { Text("b").tw("cn-mono") } }
            """,
            "Shared.swift": #"struct Shared: View { var body: some View { Text("s").tw("cn-mono") } }"#,
        ])
        XCTAssertEqual(result["A.swift"]?.map(\.message), [])
        XCTAssertEqual(result["B.swift"]?.map { "\($0.rule)@\($0.line):\($0.column)" }, ["unknown-class@3:65"])
        XCTAssertEqual(result["Shared.swift"]?.map(\.message), [])
    }
}

extension RegistrationScopeTests {
    /// A view split into helpers (`private var header: some View { … }`, `func row(_:) -> some
    /// View { … }`), as swiftcn's gallery examples write them: `.twRules` on the body reaches the
    /// helpers it uses and the view types used there (`Row`, in another file); a type of the
    /// same file that does not use them stays outside.
    func testViewHelpersOfATypeAreFollowed() throws {
        let screen = """
            import SwiftCN
            struct Screen: View {
                var body: some View {
                    VStack { header; row("a") }.twRules { $0.named["card2"] = "p-4 rounded-lg border" }
                }
                private var header: some View { Text("h").tw("card2 p-2") }
                func row(_ title: String) -> some View { HStack { Row() } }
            }
            struct Other: View {
                var body: some View { Text("o").tw("card2") }
            }
            """
        let result = try lintTexts([
            "Screen.swift": screen,
            "Row.swift": #"struct Row: View { var body: some View { Text("r").tw("card2") } }"#,
        ])
        XCTAssertEqual(result["Screen.swift"]?.map { "\($0.rule)@\($0.line):\($0.column)" }, ["unknown-class@10:41"])
        XCTAssertEqual(result["Row.swift"]?.map(\.message), [])
    }
}

extension RegistrationScopeTests {
    /// A view whose body applies a scope modifier or `.twRules` to what holds its `content` (a
    /// `@ViewBuilder var content: Content`, or a `content: () -> Content` called as `content()`)
    /// puts its callers' content in that scope, as SwiftUI's environment does; a class outside
    /// any such view keeps its error.
    func testContentPassedToAScopingViewIsInItsScope() throws {
        let result = try lintTexts([
            "Screen.swift": """
            import SwiftUI
            import SwiftCN
            struct MonoBox<Content: View>: View {
                @ViewBuilder var content: Content
                var body: some View { VStack { content }.cnTextUtilities() }
            }
            struct Box2<Content: View>: View {
                let content: () -> Content
                var body: some View { VStack { content() }.cnTextUtilities() }
            }
            struct Themed<Content: View>: View {
                @ViewBuilder var content: Content
                var body: some View { content.twRules { $0.named["hero-x"] = "p-2 bg-primary" } }
            }
            struct Screen: View {
                var body: some View {
                    VStack {
                        MonoBox { Text("a").tw("cn-mono") }
                        Box2 { Text("b").tw("cn-mono") }
                        Themed { Text("c").tw("hero-x") }
                        Text("d").tw("cn-mono")
                    }
                }
            }
            """
        ])
        let findings = result["Screen.swift"] ?? []
        XCTAssertEqual(findings.map { "\($0.rule)@\($0.line)" }, ["unknown-class@21"], "\(findings.map(\.message))")
    }

    /// swiftcn's `CNTabs` and `CNKbd` apply `.cnControlUtilities()` and `.cnTextUtilities()` to
    /// their content (Sources/SwiftCN/Navigation.swift, ComponentParts.swift): the content an app
    /// passes them is in those scopes, and the same classes outside them stay errors.
    func testContentOfSwiftCNScopingComponentsIsInTheirScope() throws {
        let result = try lintTexts([
            "Screen.swift": """
            import SwiftUI
            import SwiftCN
            struct Screen: View {
                @State private var tab = "a"
                @State private var on = false
                var body: some View {
                    VStack {
                        CNTabs(selection: $tab) { Toggle("x", isOn: $on).toggleStyle(.tw("switch", base: .switch)) }
                        CNKbd { Text("k").tw("cn-mono") }
                        Text("d").tw("cn-mono")
                        Toggle("y", isOn: $on).toggleStyle(.tw("switch", base: .switch))
                    }
                }
            }
            """
        ])
        let findings = result["Screen.swift"] ?? []
        XCTAssertEqual(findings.map(\.line), [10, 11], "\(findings.map(\.message))")
    }
}

extension RegistrationScopeTests {
    /// A view that puts its content in a scope (`VStack { content }.cnTextUtilities()`) does so
    /// for callers in every file, as SwiftUI's environment does: `MonoBox { … }` in another file
    /// is in the scope, and the views used inside that content too; the same class outside it
    /// stays an error. A `private` forwarding view is seen only in its own file.
    func testContentScopeOfAViewDeclaredInAnotherFile() throws {
        let result = try lintTexts([
            "Box.swift": """
            import SwiftUI
            import SwiftCN
            struct MonoBox<Content: View>: View {
                @ViewBuilder var content: Content
                var body: some View { VStack { content }.cnTextUtilities() }
            }
            struct Themed<Content: View>: View {
                @ViewBuilder var content: Content
                var body: some View { content.twRules { $0.named["hero-x"] = "p-2 bg-primary" } }
            }
            private struct Hidden<Content: View>: View {
                @ViewBuilder var content: Content
                var body: some View { VStack { content }.cnTextUtilities() }
            }
            """,
            "Screen.swift": """
            import SwiftUI
            import SwiftCN
            struct Screen: View {
                var body: some View {
                    VStack {
                        MonoBox { Text("a").tw("cn-mono") }
                        MonoBox { Row() }
                        Themed { Text("c").tw("hero-x") }
                        Hidden { Text("h").tw("cn-mono") }
                        Text("d").tw("cn-mono")
                    }
                }
            }
            """,
            "Row.swift": #"struct Row: View { var body: some View { Text("r").tw("cn-mono") } }"#,
        ])
        XCTAssertEqual(result["Box.swift"]?.map(\.message), [])
        XCTAssertEqual(result["Row.swift"]?.map(\.message), [])
        let findings = result["Screen.swift"] ?? []
        XCTAssertEqual(findings.map { "\($0.rule)@\($0.line)" }, ["unknown-class@9", "unknown-class@10"], "\(findings.map(\.message))")
    }
}

extension RegistrationScopeTests {
    /// Rules built as `Self(named:)` or `.init(named:)` inside `extension TWGlobalRules { static
    /// var … }` (or `.init` where a `TWGlobalRules` is declared) register their named classes, as
    /// `TWGlobalRules(named:)` does: swiftcn's initialiser is the same call.
    func testRulesBuiltInAnExtensionOfTWGlobalRules() throws {
        let result = try lintTexts([
            "Rules.swift": """
            import SwiftUI
            import SwiftCN
            extension TWGlobalRules {
                static var app: TWGlobalRules { Self(named: ["hero-card": "p-4 rounded-lg"]) }
                static var other: TWGlobalRules { .init(named: ["hero-two": "p-2"]) }
                static func make() -> TWGlobalRules { self.init(named: ["hero-three": "p-1"]) }
            }
            enum Styles {
                static let rules: TWGlobalRules = .init(named: ["hero-four": "p-3"])
            }
            """,
            "View.swift": #"import SwiftCN; struct V: View { var body: some View { Text("a").tw("hero-card hero-two hero-three hero-four hero-five") } }"#,
        ])
        let errors = result["View.swift"]?.filter { $0.severity == .error }
        XCTAssertEqual(errors?.map(\.message).map { String($0.prefix(38)) }, ["Unknown swiftcn class: hero-five (no u"])
    }

    /// A dictionary constant handed to `named:` (`[String: TWStyle]` or `[String: TWClasses]`)
    /// registers its entries where the call is made: globally for rules at the top level, for
    /// the call only when the rules go to one call.
    func testDictionaryConstantHandedToNamed() throws {
        let result = try lintTexts([
            "Rules.swift": """
            import SwiftUI
            import SwiftCN
            let appNamed: [String: TWStyle] = ["brand-card": "p-4 rounded-lg"]
            enum Styles { static let named: [String: TWClasses] = ["brand-two": "p-2"] }
            let rules = TWGlobalRules(named: appNamed)
            let rules2 = TWGlobalRules(named: Styles.named)
            func check() throws {
                let local: [String: TWStyle] = ["brand-local": "p-1"]
                _ = try TWStyle.parse("brand-local", rules: TWGlobalRules(named: local))
            }
            """,
            "View.swift": #"import SwiftCN; struct V: View { var body: some View { Text("a").tw("brand-card brand-two brand-local") } }"#,
        ])
        XCTAssertEqual(result["Rules.swift"]?.map(\.message), [])
        let errors = result["View.swift"]?.filter { $0.severity == .error }
        XCTAssertEqual(errors?.map(\.message).map { String($0.prefix(40)) }, ["Unknown swiftcn class: brand-local (no u"])
    }
}

extension RegistrationScopeTests {
    /// swiftcn's `CNToggle`, `CNSwitch` and `CNCheckbox` put their label in `.cnControlUtilities()`
    /// (`Toggle(isOn: $isOn) { label }.toggleStyle(…).cnControlUtilities()`,
    /// Sources/SwiftCN/SelectionControls.swift), and style their `classes` inside it; a plain
    /// `Toggle` with `.toggleStyle(.tw(…))` installs nothing.
    func testToggleLabelsAreInTheControlScope() throws {
        let result = try lintTexts([
            "Screen.swift": """
            import SwiftUI
            import SwiftCN
            struct Screen: View {
                @State private var on = false
                var body: some View {
                    VStack {
                        CNToggle(isOn: $on) { Text("t").tw("cn-tint-[primary]") }
                        CNSwitch(isOn: $on) { Text("s").tw("cn-tint-[primary]") }
                        CNCheckbox(isOn: $on) { Text("k").tw("cn-tint-[primary]") }
                        CNToggle(isOn: $on, classes: "cn-tint-[primary]") { Text("c") }
                        Toggle(isOn: $on) { Text("p").tw("cn-tint-[primary]") }
                    }
                }
            }
            """
        ])
        let findings = result["Screen.swift"] ?? []
        XCTAssertEqual(findings.map(\.line), [11], "\(findings.map(\.message))")
    }
}

extension RegistrationScopeTests {
    /// A `String` helper of a type used in a sink of another file (`.tw(MotionSurface.classes(…))`,
    /// as swiftcn's Catalog tests call it) has the values it returns read where it is declared,
    /// each arm an alternative; a helper no sink uses is not read (its strings may be text), nor one
    /// that only a helper or constant of the using file returns (`var shown: String {
    /// MotionSurface.markup("x") }`), whose value is already a guess at a class string.
    func testStringHelperOfAnotherFileIsReadWhereItIsDeclared() throws {
        let result = try lintTexts([
            "Motion.swift": """
            import SwiftCN
            enum MotionSurface {
                static func classes(expanded: Bool, motion: Bool) -> String { expanded ? "p-4 bogus-one" : "p-2" }
                static var title: String { "Hello there" }
                static var tone: String { "bogus-two" }
                static func markup(_ text: String) -> String { "<b>bold</b>" }
            }
            """,
            "Use.swift": """
            import SwiftCN
            struct V: View {
                var body: some View { Text(MotionSurface.title).tw(MotionSurface.classes(expanded: true, motion: false)).tw(cn("p-1", MotionSurface.tone)) }
                private var shown: String { MotionSurface.markup("x") }
                var other: some View { Text("o").tw(shown) }
            }
            """,
        ])
        XCTAssertEqual(result["Use.swift"]?.map(\.message), [])
        let findings = result["Motion.swift"] ?? []
        XCTAssertEqual(findings.map { "\($0.rule)@\($0.line):\($0.column)" }, ["unknown-class@3:83", "unknown-class@5:32"], "\(findings.map(\.message))")
    }
}

extension RegistrationScopeTests {
    /// Named classes registered one statement at a time on a local `var rules` see each other, as
    /// they do in swiftcn, where the value of `rules.named["n0"]` is expanded with the whole
    /// `rules` it is parsed with: `n1` and `n2` are known in the values that name them, and stay
    /// unknown outside those rules.
    func testNamedClassesRegisteredOnOneLocalSeeEachOther() throws {
        let result = try lintTexts([
            "Chain.swift": """
            import SwiftCN
            func check() throws {
                var rules = TWGlobalRules()
                rules.named["n0"] = "n1"
                rules.named["n1"] = "n2 p-2"
                rules.named["n2"] = "p-1 bogus-z"
                _ = try TWStyle.parse("n0", rules: rules)
            }
            func unrelated() throws { _ = try TWStyle.parse("n1") }
            """
        ])
        let findings = result["Chain.swift"] ?? []
        // `bogus-z` makes every string that expands `n2` invalid; `n1` outside the rules is unknown.
        let errors = findings.filter { $0.severity == .error }
        XCTAssertEqual(errors.map { "\($0.line)" }, ["4", "5", "6", "7", "9"], "\(findings.map(\.message))")
        XCTAssertEqual(errors.filter { $0.message.hasPrefix("Unknown swiftcn class: n") }.map(\.line), [9])
    }
}
