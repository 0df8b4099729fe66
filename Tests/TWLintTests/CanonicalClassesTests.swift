import TWResolve
import TWSyntax
import XCTest
@testable import TWLint

/// The canonical form and its proof, in the library: every proved rewrite re-resolves equal in
/// every cell, and rewrites that would draw differently are refused.
final class CanonicalClassesTests: XCTestCase {
    let canonical = CanonicalClasses(resolver: Resolver(), context: ResolutionContext())

    func testIssueInputs() {
        XCTAssertEqual(canonical.analyze("bg-primary p-4 rounded-lg").formatted, "p-4 bg-primary rounded-lg")
        XCTAssertEqual(canonical.analyze("px-4 py-4").formatted, "p-4")
        XCTAssertEqual(canonical.analyze("p-[16]").formatted, "p-4")
        let kept = canonical.analyze("p-4 px-4")
        XCTAssertEqual(kept.formatted, "p-4 px-4")
        XCTAssertFalse(kept.kept.isEmpty)
    }

    func testValuesOnTheScale() {
        // Reference §3.4 and §5.1/5.4: opacity-n is n/100; border-n in points; radius lg = 12 pt.
        XCTAssertEqual(canonical.canonicalValue("p-[16px]"), "p-4")
        XCTAssertEqual(canonical.canonicalValue("pt-[2]"), "pt-0.5")
        XCTAssertNil(canonical.canonicalValue("w-[240]"), "frames keep their points")
        XCTAssertEqual(canonical.canonicalValue("opacity-[0.5]"), "opacity-50")
        XCTAssertEqual(canonical.canonicalValue("border-[2]"), "border-2")
        XCTAssertEqual(canonical.canonicalValue("rounded-[12]"), "rounded-lg")
        XCTAssertEqual(canonical.canonicalValue("duration-[0.4s]"), "duration-400")
        XCTAssertNil(canonical.canonicalValue("p-[13]"))
        XCTAssertNil(canonical.canonicalValue("size-[16]"), "swiftcn has no size-N keyword")
        XCTAssertNil(canonical.canonicalValue("tracking-[2]"))
    }

    func testShorthandsWhereSwiftCNHasOneClass() {
        XCTAssertEqual(canonical.analyze("pt-2 pb-2", rules: [.shorthand]).formatted, "py-2")
        XCTAssertEqual(canonical.analyze("pl-2 pr-2", rules: [.shorthand]).formatted, "px-2")
        XCTAssertEqual(canonical.analyze("pt-2 pb-2 px-2", rules: [.shorthand]).formatted, "p-2")
        XCTAssertEqual(canonical.analyze("w-[40] h-[40]", rules: [.shorthand]).formatted, "size-[40]")
        XCTAssertEqual(canonical.analyze("w-4 h-4", rules: [.shorthand]).formatted, "w-4 h-4")
        XCTAssertEqual(canonical.analyze("hover:px-4 py-4", rules: [.shorthand]).formatted, "hover:px-4 py-4")
    }

    func testOrderKeepsClassesThatDecideAField() {
        // `border-0` after `border` decides the width (reference §4.2: `border border-0` gives 0).
        XCTAssertEqual(canonical.analyze("rounded-lg border border-0", rules: [.classOrder]).formatted, "border border-0 rounded-lg")
        // A recipe stays first: the later class overrides it (§4.3, `card p-8`).
        XCTAssertEqual(canonical.analyze("p-8 card", rules: [.classOrder]).formatted, "p-8 card")
        // Variants after the classes without them, hover before pressed.
        XCTAssertEqual(
            canonical.analyze("pressed:opacity-50 hover:bg-accent bg-primary", rules: [.classOrder]).formatted,
            "bg-primary hover:bg-accent pressed:opacity-50")
    }

    func testEveryProvedRewriteDrawsTheSameInEveryCell() {
        let corpus = [
            "bg-primary p-4 rounded-lg", "px-4 py-4", "p-[16]", "rounded-[8] shadow-md glass p-[8] px-[8] py-[8]",
            "hover:opacity-[0.8] opacity-100 surface-floating px-3 py-3 text-sm", "button-primary px-[12] py-[12]",
            "w-[44] h-[44] rounded-full bg-muted", "duration-[300] animate-spring scale-[1.05] pressed:scale-[0.95]",
        ]
        let proof = canonical.proof
        for text in corpus {
            let outcome = canonical.analyze(text)
            XCTAssertNil(proof.difference(text, outcome.formatted), "\(text) -> \(outcome.formatted)")
            print("rewrite: \"\(text)\" -> \"\(outcome.formatted)\"")
        }
    }

    func testAStringSwiftCNRejectsIsLeftAlone() {
        // One unknown class leaves the whole surface undecorated (reference §4.2) in every cell,
        // so any rewrite would compare equal; none is made.
        let outcome = canonical.analyze("px-4 py-4 bogus")
        XCTAssertEqual(outcome.formatted, "px-4 py-4 bogus")
        XCTAssertTrue(outcome.steps.allSatisfy { $0.refusal == "swiftcn rejects the classes as written" }, "\(outcome.steps)")
    }

    func testProofSeesADifferenceInOneState() {
        // Hover decides the background only while hovered; swapping two same-state classes does not.
        XCTAssertNotNil(canonical.proof.difference("hover:bg-accent", "bg-accent"))
        XCTAssertNotNil(canonical.proof.difference("p-2 p-4", "p-4 p-2"))
        XCTAssertNil(canonical.proof.difference("p-4 bg-primary", "bg-primary p-4"))
    }

    /// Each rewrite is proved on the whole string in every cell, and a string of repeated
    /// `px-N py-N` has a candidate per pair: past ``CanonicalClasses/maximumClasses`` classes the
    /// string is left as written, with the reason, and nothing is resolved.
    func testALongStringIsLeftAloneWithItsReasonAndResolvesNothing() {
        let pairs = (0..<80).map { "px-\($0 % 8) py-\($0 % 8)" }.joined(separator: " ")
        let long = String(repeating: "px-2 py-2 ", count: 512)
        for text in [pairs, long] {
            let canonical = CanonicalClasses(resolver: Resolver(), context: ResolutionContext())
            let outcome = canonical.analyze(text)
            XCTAssertEqual(outcome.formatted, text)
            XCTAssertTrue(outcome.steps.isEmpty)
            XCTAssertTrue(outcome.refusal?.contains("more than the \(CanonicalClasses.maximumClasses)") == true, outcome.refusal ?? "")
            XCTAssertTrue(canonical.rewrites(text, rules: Set(ClassRewrite.Rule.allCases)).isEmpty)
            XCTAssertEqual(canonical.proof.resolutions, 0)
        }
    }

    /// At the limit the work is bounded: the shorthand steps merge the pairs one by one (each
    /// step proves the candidates of one string), never more than the step limit times the
    /// candidates times the cells.
    func testAStringAtTheLimitIsFormattedWithBoundedWork() {
        let count = CanonicalClasses.maximumClasses / 2
        let text = (0..<count).map { "px-\($0 % 4 + 1) py-\($0 % 4 + 1)" }.joined(separator: " ")
        let canonical = CanonicalClasses(resolver: Resolver(), context: ResolutionContext())
        let outcome = canonical.analyze(text, rules: [.shorthand])
        XCTAssertNil(outcome.refusal)
        XCTAssertTrue(outcome.formatted.hasPrefix("p-1 "), outcome.formatted)
        // Cells: 6 columns, 2 schemes, no states, and (generously) at most 16 settings; two
        // strings per proof, a proof per candidate, at most 16 steps and the final check.
        let cells = 6 * 2 * 16
        XCTAssertLessThanOrEqual(canonical.proof.resolutions, cells * 2 * count * 17)
    }

    /// swiftcn's ArgumentTests resolve `px-[2]` with `TWTheme(spacingUnit: 5)`, where it is 2 pt
    /// and `px-0.5` is 2.5 pt (Theme.swift: a space is units times the spacing unit): no
    /// canonical-value warning or fix there, while the standard theme (unit 4) still gets one.
    func testAThemeBuiltInSwiftWithItsOwnScaleGetsNoCanonicalValue() {
        let rules = "var rules = TWGlobalRules()\nrules.named[\"tile\"] = \"p-1\"\n"
        let custom = rules + "let a = try TWStyle.parse(\"tile px-[2]\", theme: TWTheme(spacingUnit: 5), rules: rules)\n"
        XCTAssertEqual(lint(custom).findings.filter { $0.rule == "canonical-value" || $0.rule == "unknown-class" }.map(\.rule), [])
        let standard = rules + "let a = try TWStyle.parse(\"tile px-[2]\", rules: rules)\n"
        XCTAssertEqual(lint(standard).findings.filter { $0.rule == "canonical-value" }.map(\.message.isEmpty), [false])
        let local = "func f() throws {\n    let theme = TWTheme(spacingUnit: 5)\n    _ = try TWStyle.parse(\"px-[2]\", theme: theme)\n}\n"
        XCTAssertEqual(lint(local).findings.filter { $0.rule == "canonical-value" }.count, 0)
        for modifier in [".twTheme(TWTheme(spacingUnit: 5, radii: [.lg: 10]))", ".twTheme(customTheme)"] {
            let view = "let v = Text(\"a\").tw(\"px-[2] rounded-[12]\")\(modifier)\n"
            XCTAssertEqual(lint(view).findings.filter { $0.rule == "canonical-value" }.count, 0, modifier)
        }
        let plain = "let v = Text(\"a\").tw(\"px-[2] rounded-[12]\").twTheme(TWTheme(colors: [:]))\n"
        XCTAssertEqual(lint(plain).findings.filter { $0.rule == "canonical-value" }.count, 2)
        // A rewrite equal on every theme stays.
        let shorthand = "let v = Text(\"a\").tw(\"px-4 py-4\").twTheme(TWTheme(spacingUnit: 5))\n"
        XCTAssertEqual(lint(shorthand).findings.filter { $0.rule == "shorthand" }.count, 1)
    }
}
