import Foundation
import TWResolve
import TWSyntax
import XCTest
@testable import TWLint

/// The process-wide memo of proved rewrites answers each string per theme, registrations and
/// rules: a string proved under one never answers for another, in either order.
final class CanonicalMemoTests: XCTestCase {
    /// A theme whose spacing unit is 8 points (reference §5.1: `p-N` is N times the unit).
    private var wideTheme: Theme {
        var theme = Theme.builtIn
        theme.spacingUnit = 8
        return theme
    }

    /// `p-[16]` is 16 points: `p-4` at the default unit of 4, `p-2` at a unit of 8.
    func testAStringUnderAnotherThemeIsProvedOnItsOwn() {
        let memo = CanonicalMemo(capacity: 64)
        let wide = Resolver(theme: wideTheme)
        for _ in 0..<2 {
            XCTAssertEqual(memo.provedRewrites("p-[16]", rules: [.canonicalValue], resolver: Resolver(), context: ResolutionContext()).map(\.after), ["p-4"])
            XCTAssertEqual(memo.provedRewrites("p-[16]", rules: [.canonicalValue], resolver: wide, context: ResolutionContext()).map(\.after), ["p-2"])
        }
        XCTAssertEqual(memo.count, 2)
    }

    /// With `tile` unknown swiftcn rejects the whole string (reference §4.2), so no rewrite of it
    /// is proved; with `tile` registered as a named class, `px-4 py-4` is `p-4`.
    func testAStringUnderOtherRegistrationsIsProvedOnItsOwn() {
        var registered = ResolutionContext()
        registered.named = ["tile": Recipe(classes: "rounded-lg")]
        for order in [[registered, ResolutionContext()], [ResolutionContext(), registered]] {
            let memo = CanonicalMemo(capacity: 64)
            for _ in 0..<2 {
                for context in order {
                    let proved = memo.provedRewrites("tile px-4 py-4", rules: [.shorthand], resolver: Resolver(), context: context).map(\.after)
                    XCTAssertEqual(proved, context.named.isEmpty ? [] : ["p-4"], "\(context.named)")
                }
            }
            XCTAssertEqual(memo.count, 2)
        }
    }

    /// Two copies of one registration in different files (a subtree of each) share one proof;
    /// a registration with other classes under the same name is proved on its own.
    func testCopiesOfARegistrationShareTheirProof() {
        func context(_ file: String, classes: String) -> ResolutionContext {
            var context = ResolutionContext()
            context.named = [
                "tile": Recipe(
                    classes: classes, origin: .swift(file: file, line: 3),
                    scope: .subtree(SourceSpan(file: file, start: 10, end: 90)))
            ]
            return context
        }
        let memo = CanonicalMemo(capacity: 64)
        let a = memo.provedRewrites("tile px-4 py-4", rules: [.shorthand], resolver: Resolver(), context: context("A/View.swift", classes: "rounded-lg"))
        let b = memo.provedRewrites("tile px-4 py-4", rules: [.shorthand], resolver: Resolver(), context: context("B/View.swift", classes: "rounded-lg"))
        XCTAssertEqual(a.map(\.after), ["p-4"])
        XCTAssertEqual(b.map(\.after), ["p-4"])
        XCTAssertEqual(memo.count, 1)
        // `tile` writing the vertical padding itself: `py-4` after it decides that field, as
        // `p-4` after it would; the string is its own key either way.
        _ = memo.provedRewrites("tile px-4 py-4", rules: [.shorthand], resolver: Resolver(), context: context("B/View.swift", classes: "py-2"))
        XCTAssertEqual(memo.count, 2)
    }

    /// Proofs kept in the cache folder are read by a later run (a new memo) and keyed as the memo
    /// is: another theme or other registrations have entries of their own.
    func testProofsKeptBetweenRunsAreKeyedLikeTheMemo() throws {
        let directory = NSTemporaryDirectory() + "twlint-proofs-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let store = ProofStore(directory: directory, seed: "seed")
        func prove(_ resolver: Resolver, _ context: ResolutionContext = ResolutionContext()) -> [String] {
            CanonicalMemo(capacity: 8).provedRewrites("p-[16]", rules: [.canonicalValue], resolver: resolver, context: context, store: store).map(\.after)
        }
        XCTAssertEqual(prove(Resolver()), ["p-4"])
        XCTAssertEqual(prove(Resolver(theme: wideTheme)), ["p-2"])
        // What a later run reads is the kept entry: one replaced by hand comes back as written.
        let key = CanonicalMemo.Key(text: "p-[16]", rules: [.canonicalValue], theme: .builtIn, context: CanonicalMemo.withoutOrigins(ResolutionContext()))
        store.store([], as: store.name(of: key))
        XCTAssertEqual(prove(Resolver()), [])
        XCTAssertEqual(prove(Resolver(theme: wideTheme)), ["p-2"])
        var registered = ResolutionContext()
        registered.named = ["tile": Recipe(classes: "rounded-lg")]
        XCTAssertEqual(prove(Resolver(), registered), ["p-4"], "other registrations are proved on their own")
        let other = CanonicalMemo.Key(text: "p-[16]", rules: [.canonicalValue], theme: .builtIn, context: registered)
        XCTAssertNotEqual(store.name(of: other), store.name(of: key))
        XCTAssertNotEqual(ProofStore(directory: directory, seed: "another version").name(of: key), store.name(of: key))
    }

    /// The rules asked for are part of the key: `px-4 py-4` has a shorthand and no bracket value.
    func testTheRulesAskedForArePartOfTheKey() {
        let memo = CanonicalMemo(capacity: 64)
        XCTAssertEqual(memo.provedRewrites("px-4 py-4", rules: [.canonicalValue], resolver: Resolver(), context: ResolutionContext()).count, 0)
        XCTAssertEqual(memo.provedRewrites("px-4 py-4", rules: [.shorthand], resolver: Resolver(), context: ResolutionContext()).map(\.after), ["p-4"])
    }

    /// Through the linter: two linters of one process with different themes, and a file whose own
    /// `TWGlobalRules` registers `tile` beside one that does not, each get their own findings.
    func testLintersOfOneProcessGetTheirOwnFindings() {
        let view = "import SwiftCN\nlet v = Text(\"a\").tw(\"p-[16]\")\n"
        let standard = Linter(configuration: LintConfiguration(), theme: .builtIn).lint(Array(view.utf8), path: "a.swift")
        let wide = Linter(configuration: LintConfiguration(), theme: wideTheme).lint(Array(view.utf8), path: "a.swift")
        XCTAssertEqual(standard.fixes.map(\.replacement), ["p-4"])
        XCTAssertEqual(wide.fixes.map(\.replacement), ["p-2"])

        let use = "let v = Text(\"a\").tw(\"tile px-4 py-4\")\n"
        let registering = "import SwiftCN\nvar rules = TWGlobalRules()\nrules.named[\"tile\"] = \"rounded-lg\"\n" + use
        for sources in [[registering, "import SwiftCN\n" + use], ["import SwiftCN\n" + use, registering]] {
            for source in sources {
                let rules = lint(source).findings.map(\.rule)
                if source == registering {
                    XCTAssertEqual(rules.filter { $0 == "shorthand" }.count, 1, "\(rules)")
                } else {
                    XCTAssertEqual(rules.filter { $0 == "shorthand" }.count, 0, "\(rules)")
                    XCTAssertTrue(rules.contains("unknown-class"), "\(rules)")
                }
            }
        }
    }

    /// The quick test before the memo never skips a string the rules would rewrite: over the
    /// grammar's and the canonical tests' strings and every set of rules, a string it passes by
    /// has no rewrites at all.
    func testTheQuickTestSkipsOnlyStringsWithoutCandidates() {
        let strings = [
            "bg-primary p-4 rounded-lg", "px-4 py-4", "p-[16]", "rounded-[8] shadow-md glass p-[8] px-[8] py-[8]",
            "hover:opacity-[0.8] opacity-100 surface-floating px-3 py-3 text-sm", "button-primary px-[12] py-[12]",
            "w-[44] h-[44] rounded-full bg-muted", "duration-[300] animate-spring scale-[1.05] pressed:scale-[0.95]",
            "pt-2 pb-2", "pl-2 pr-2", "w-[40] h-[40]", "opacity-[0.5]", "border-[2]", "rounded-[12]", "delay-[75ms]",
            "p-[ 16 ]", "p-[16px] text-sm", "text-[18] w-[240] min-h-[44]", "hover:pt-[4] hover:pb-[4]", "p[16]", "-[16]",
            "px-4", "glass", "surface-floating p-4", "tracking-[2]", "size-[16]",
        ]
        let canonical = CanonicalClasses(resolver: Resolver(), context: ResolutionContext())
        let ruleSets: [Set<ClassRewrite.Rule>] = [[.shorthand], [.canonicalValue], [.shorthand, .canonicalValue], Set(ClassRewrite.Rule.allCases)]
        var skipped = 0
        for text in strings {
            for rules in ruleSets where !CanonicalClasses.mayRewrite(ClassParser.parse(text), rules: rules) {
                skipped += 1
                XCTAssertEqual(canonical.rewrites(text, rules: rules), [], "\(text) \(rules)")
            }
        }
        XCTAssertGreaterThan(skipped, 0)
    }

    /// Bracket numbers read on bytes as by characters (reference §3.1: a non-negative number with
    /// an optional unit), with blanks around them; anything else is no number.
    func testScalarsReadTheSameOnBytes() {
        let points: [String: Double] = ["": 1, "pt": 1, "px": 1]
        XCTAssertEqual(CanonicalClasses.scalar("16px", units: points), 16)
        XCTAssertEqual(CanonicalClasses.scalar(" \t2.5pt ", units: points), 2.5)
        XCTAssertEqual(CanonicalClasses.scalar("75ms", units: ["": 0.001, "ms": 0.001, "s": 1]), 0.075)
        XCTAssertEqual(CanonicalClasses.scalar("0.4s", units: ["": 0.001, "ms": 0.001, "s": 1]), 0.4)
        for text in ["", "px", "1e3", "-4", "4em", "\u{0663}", "4\u{301}", "\u{FF11}\u{FF16}"] {
            XCTAssertNil(CanonicalClasses.scalar(text, units: points), text)
        }
    }
}
