import Foundation
import TWLint
import TWTestSupport
import XCTest

/// Sinks found by declaration: every arm of an `#if` block in a `TWClasses` body, `cn { … }`
/// builder bodies, memberwise initialisers of structs with stored class properties, and `let`
/// constants interpolated into a class string.
final class DeclaredSinkTests: XCTestCase {
    private func assertMarked(_ text: String, rule: String = "unknown-class", file: StaticString = #filePath, line: UInt = #line) {
        let source = MarkedSource(text)
        XCTAssertEqual(
            lint(source.text).findings.map { "\($0.rule)@\($0.line):\($0.column)" }, source.markers.map { "\(rule)@\($0)" },
            source.text, file: file, line: line)
    }

    /// The class a finding points at: the source text from its column to the next space or quote.
    private func flagged(_ finding: Finding, in text: String) -> String {
        let line = text.components(separatedBy: "\n")[finding.line - 1]
        let rest = line.unicodeScalars.dropFirst(finding.column - 1)
        return String(String.UnicodeScalarView(rest.prefix { $0 != " " && $0 != "\"" }))
    }

    /// The sinks fixture: five errors, `roundd-md` twice, `roundd-lg`, `border-primry`,
    /// `bg-primay`, each in a string that reaches a sink only by declaration.
    func testDeclaredSinksFixtureGivesFiveErrors() throws {
        let url = packageRoot.appendingPathComponent("Tests/Fixtures/Sinks/DeclaredSinks.swift")
        let text = try String(contentsOf: url, encoding: .utf8)
        let findings = lint(text).findings
        XCTAssertEqual(findings.filter { $0.severity == .error }.count, 5, "\(positions(findings))")
        XCTAssertEqual(findings.count, 5, "\(positions(findings))")
        XCTAssertEqual(findings.map { flagged($0, in: text) }, ["roundd-md", "roundd-md", "roundd-lg", "border-primry", "bg-primay"])
    }

    // MARK: #if arms

    func testEveryArmOfAnIfBlockInAClassesProperty() {
        assertMarked(
            """
            struct V: View {
                var height: TWClasses {
                    #if os(iOS)
                    "h-[44] ↓roundd-md"
                    #elseif os(visionOS)
                    "h-12 ↓bogus"
                    #else
                    "h-9 ↓nope"
                    #endif
                }
            }
            """)
    }

    /// One arm is compiled, so the arms never meet: `p-2` is not overridden by `p-4`.
    func testArmsOfAnIfBlockAreAlternatives() {
        assertMarked(
            """
            var padding: TWClasses {
                #if os(iOS)
                "p-2"
                #else
                "p-4"
                #endif
            }
            """)
    }

    /// Beside other statements an arm's lone string is not the value; its `return` is.
    func testArmsWithStatementsBesideThem() {
        assertMarked(
            """
            func classes(compact: Bool) -> TWClasses {
                let greeting = "Hello there"
                #if os(iOS)
                if compact { return "p-2 ↓bogus" }
                "not a value"
                #endif
                return "p-4"
            }
            """)
    }

    // MARK: cn { … }

    func testBuilderBodyExpressionsAreJoined() {
        assertMarked(#"Text("a").tw(cn { "↓p-2"; "p-4" })"#, rule: "overridden-class")
    }

    func testBuilderBranchesAreEachRead() {
        assertMarked(
            """
            let extra = cn {
                "card"
                if selected { "↓bordr" } else if compact { "p-1" }
                else { "↓bogus" }
                switch size {
                case .sm: "px-2"
                default: "↓wat"
                }
                for tone in ["bg-primary", "↓zzz"] { tone }
            }
            """, rule: "unknown-class")
    }

    /// An `if`'s arms exclude each other; an `if` without `else` may add nothing.
    func testBuilderArmsAreAlternatives() {
        assertMarked(
            """
            Text("a").tw(cn {
                if selected { "p-2" } else { "p-4" }
                #if os(iOS)
                "w-2"
                #else
                "w-4"
                #endif
            })
            """)
    }

    func testBuilderDeclarationsAreNotClasses() {
        assertMarked(
            """
            Text("a").tw(cn() {
                let title = "Hello there"
                "p-2 ↓bogus"
            })
            """)
    }

    // MARK: Memberwise initialisers

    func testMemberwiseInitialiserOfStoredClasses() {
        assertMarked(
            """
            struct Surface<Content: View>: View {
                var classes: TWClasses = ""
                let title: String
                @ViewBuilder var content: Content
                var body: some View { content.tw(cn("p-5", classes)) }
            }
            let a = Surface(classes: "↓bg-primay", title: "Hello world") { Text("x") }
            let b = Surface(title: "Hello world") { Text("x") }
            """, rule: "invalid-argument")
    }

    /// Computed and `static` properties and a `let` with a value take no parameter; a `String`
    /// named `…Classes` takes classes.
    func testMemberwiseParametersFollowTheStoredProperties() {
        assertMarked(
            """
            struct Chip {
                static var shared: TWClasses = "p-2"
                let fixed: TWClasses = "p-3"
                var style: TWClasses { "p-4" }
                var titleClasses: String
                var title: String?
            }
            let c = Chip(titleClasses: "↓bogus", title: "Hello world")
            """)
    }

    /// A struct that declares an initialiser has no memberwise one.
    func testNoMemberwiseInitialiserBesideADeclaredOne() {
        assertMarked(
            """
            struct Badge {
                var classes: TWClasses
                init(text: String) { classes = "p-2" }
            }
            let b = Badge(text: "Hello world")
            """)
    }

    /// A `String` stored property that reaches a sink in the struct's body (as an argument of
    /// `cn(…)`, or interpolated as a whole class) is a class parameter of the memberwise
    /// initialiser; one that does not (`title`, shown by `Text`) is not.
    func testMemberwiseStringPropertyThatReachesASink() {
        assertMarked(
            """
            struct Chip: View {
                var tone: String = "bg-muted"
                var edge: String
                let title: String
                var body: some View { Text(title).tw(cn("px-2 rounded-md", tone)).tw("p-1 \\(edge)") }
            }
            let a = Chip(tone: "↓bg-primay", edge: "↓border-primry", title: "Hello world")
            """, rule: "invalid-argument")
    }

    // MARK: String helpers

    /// A `String` computed property or function whose value reaches `.tw(…)`: each value it
    /// returns is a class string, the arms alternatives of each other (`p-2` and `p-4` never
    /// meet), and a helper that reaches no sink is not read.
    func testStringHelpersReachingASink() {
        assertMarked(
            """
            struct V: View {
                let selected: Bool
                private var chip: String { selected ? "p-2 ↓roundd-md" : "p-4" }
                func tone(_ on: Bool) -> String {
                    if on { return "text-primary ↓bogus" }
                    return "text-mutedForeground"
                }
                var title: String { "Hello world" }
                var body: some View { Text(title).tw(chip).tw(self.tone(selected)) }
            }
            """)
    }

    // MARK: Constants interpolated into class strings

    /// The constant's classes meet the string's: `p-4` is overridden by the later `p-2`, and the
    /// finding points at the constant.
    func testInterpolatedLetIsJoinedIntoTheClassString() {
        assertMarked(
            """
            let base = "↓p-4 rounded-lg"
            Text("x").tw("\\(base) p-2")
            """, rule: "overridden-class")
    }

    func testInterpolatedLetErrorPointsAtTheConstant() {
        assertMarked(
            """
            struct V: View {
                var body: some View {
                    let base = "p-4 ↓roundd-lg"
                    return Text("x").tw("\\(base) bg-surface")
                }
            }
            """)
    }

    /// Not a literal: read as a class expression of its own; a constant of another scope is not
    /// the one used.
    func testInterpolatedConstantsThatAreNotLiterals() {
        assertMarked(
            """
            func a() { let base = cn("p-4", "↓bogus"); Text("a").tw("\\(base) p-2") }
            func b() { let base = "nope"; print(base) }
            func c(base: String) { Text("c").tw("\\(base) p-2") }
            """)
    }

    /// A class expression interpolated as whole classes keeps its place in the string: swiftcn's
    /// later utilities replace earlier ones, so the arms before `p-4` draw nothing (and `p-4`
    /// does).
    func testInterpolatedExpressionKeepsItsPlaceInTheString() {
        assertMarked(#"Text("a").tw("\(flag ? "↓p-2" : "↓p-6") p-4")"#, rule: "overridden-class")
        assertMarked(#"Text("a").tw("p-4 \(flag ? "p-2" : "p-6")")"#.replacingOccurrences(of: "p-4", with: "↓p-4"), rule: "overridden-class")
    }

    // MARK: Typed collection literals

    /// swiftcn's recipe table (`Sources/SwiftCN/Recipes.swift`): inside a `[String: Self]`
    /// closure, `let components: [String: TWClasses] = [...]` holds the class strings of the
    /// built-in recipes. Every value is checked; the entries that use a component scope's utility
    /// (`cn-tint-[primary]`, `cn-mono`, `cn-avatar-crop`, `cn-spin-[…]`, `cn-shimmer-[…]`) or another
    /// recipe (`control-motion`) are swiftcn's own and valid, a misspelt class is reported.
    func testValuesOfATypedDictionaryLiteralAreClassStrings() {
        assertMarked(
            """
            extension TWStyle {
                static let defaultClasses: [String: Self] = {
                    var recipes: [String: Self] = ["card": Self(.p(6), .bg(.surface), .rounded(.lg))]
                    let components: [String: TWClasses] = [
                        "button-ghost": "px-4 py-2 text-sm font-semibold rounded-md hover:bg-accent pressed:opacity-80 disabled:opacity-45",
                        "control-motion": "animate-smooth duration-150",
                        "avatar": "cn-avatar-crop w-10 h-10 bg-accent text-onAccent rounded-full",
                        "kbd": "cn-mono px-2 py-1 text-xs bg-accent ↓txet-mutedForeground border rounded-sm",
                        "spinner-motion": "cn-spin-[0.9]",
                        "switch": "text-sm cn-tint-[primary] disabled:opacity-45",
                        "skeleton-motion": "cn-shimmer-[1.6]",
                        "presentation-scrim": "bg-[#000000] opacity-35",
                        "resizable-handle": "text-border hover:text-primary control-motion",
                        "dialog": "p-6 min-w-[320] max-w-[480] bg-surface ↓txt-foreground rounded-lg"
                    ]
                    for (name, classes) in components { recipes[name] = .classes(classes) }
                    return recipes
                }()
            }
            """)
    }

    /// Each value is a class string of its own: `p-2` of one entry does not override `p-4` of
    /// another, and keys are names, not classes.
    func testEntriesOfATypedDictionaryNeverMeet() {
        assertMarked(
            """
            struct Tones {
                static let padding: [String: TWClasses] = ["bogus-key": "p-2", "loose": "p-4"]
                let byRole: [Role: TWStyle] = [.primary: "bg-primary", .muted: flag ? "bg-muted" : "↓bgg-muted"]
            }
            """)
    }

    /// `[TWClasses]`: every element, each arm of a ternary element.
    func testElementsOfATypedArrayLiteralAreClassStrings() {
        assertMarked(
            """
            let steps: [TWClasses] = ["p-2", "↓roundd-md p-4", compact ? "px-3" : "↓pxx-4"]
            var optional: [TWClasses]? = ["↓bogus"]
            """)
    }

    /// A collection of `String`s, or one built by a call, is not read by its type.
    func testUntypedOrComputedCollectionsAreNotRead() {
        assertMarked(
            """
            let titles: [String: String] = ["card": "bogus words"]
            let made: [String: TWClasses] = makeTable(["x": "bogus"])
            let nested: [String: [TWClasses]] = ["x": ["p-4"]]
            """)
    }

    // MARK: TWClasses interpolated inside a class

    /// swiftcn appends a `TWClasses` interpolated inside a class to that class
    /// (`TWClassCompiler.fragment(_:)`): `"bg-\(tone)"` is `bg-primary`, `"p-\(size)"` is `p-2`
    /// or `p-4`, so the declarations' literals are no classes of their own.
    func testClassesDeclarationsUsedAsFragmentsAreJoined() {
        assertMarked(
            """
            import SwiftUI
            import SwiftCN
            struct F1: View {
                let tone: TWClasses = "primary"
                var body: some View { Text("a").tw("bg-\\(tone) text-\\(tone)") }
            }
            struct F2: View {
                var compact = true
                var size: TWClasses { compact ? "2" : "4" }
                func edge() -> TWClasses { "x" }
                var body: some View {
                    VStack {
                        Text("b").tw("p-\\(size) rounded-lg")
                        Text("c").tw("p\\(edge())-2")
                    }
                }
            }
            """)
    }

    /// A misspelt fragment is an error of the joined class; each value of a computed property
    /// is joined in turn.
    func testMisspeltFragmentIsAnErrorOfTheJoinedClass() {
        assertMarked(
            """
            struct F: View {
                let tone: TWClasses = "primry"
                var compact = true
                var size: TWClasses { compact ? "2" : "nope" }
                var body: some View {
                    Text("a").tw("↓bg-\\(tone)")
                    Text("b").tw("↓p-\\(size) rounded-lg")
                }
            }
            """, rule: "invalid-argument")
    }

    /// Used as whole classes too, the declaration is still read on its own (and joined where it
    /// is a fragment).
    func testFragmentDeclarationUsedAsWholeClassesIsStillRead() {
        let source = MarkedSource(
            """
            struct F: View {
                let tone: TWClasses = "↓primry"
                var body: some View { Text("a").tw(tone).tw("p-4 ↓bg-\\(tone)") }
            }
            """)
        XCTAssertEqual(
            lint(source.text).findings.map { "\($0.rule)@\($0.line):\($0.column)" },
            zip(["unknown-class", "invalid-argument"], source.markers).map { "\($0)@\($1)" }, source.text)
    }
}
