import XCTest
import TWResolve
import TWSyntax

/// One "did you mean" for every unknown name (``Suggestion``): classes, the prefixes of bracket
/// classes, family values, colours and variants, each with a fix when exactly one candidate is
/// closest, and none when several tie.
final class SuggestionEngineTests: XCTestCase {
    private func diagnostic(_ classes: String, theme: Theme = .builtIn, _ change: (inout ResolutionContext) -> Void = { _ in }) throws -> Diagnostic {
        var context = ResolutionContext()
        context.nativeColorNames = false
        change(&context)
        return try XCTUnwrap(Resolver(theme: theme).resolve(classes, context: context).diagnostics.first?.diagnostic, classes)
    }

    private func replaced(_ classes: String, by fix: Fix?) -> String? {
        guard let fix else { return nil }
        var bytes = Array(classes.utf8)
        bytes.replaceSubrange(fix.range.start..<fix.range.end, with: Array(fix.replacement.utf8))
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The defining input: `p-2 glas-tint-[red]` says "did you mean `glass-tint-[red]`", and its fix
    /// repairs the prefix alone.
    func testMisspeltBracketPrefix() throws {
        let found = try diagnostic("p-2 glas-tint-[red]")
        XCTAssertTrue(found.message.contains("did you mean `glass-tint-[red]`?"), found.message)
        XCTAssertEqual(found.fix?.range, ByteRange(start: 4, end: 13))
        XCTAssertEqual(found.fix?.replacement, "glass-tint")
        XCTAssertEqual(found.fix?.isSafe, false, "a suggestion chooses what the class means")
        XCTAssertEqual(replaced("p-2 glas-tint-[red]", by: found.fix), "p-2 glass-tint-[red]")
        // Variants stay, and so does the argument, interpolated or not.
        XCTAssertEqual(replaced("hover:glas-tint-[#f00]", by: try diagnostic("hover:glas-tint-[#f00]").fix), "hover:glass-tint-[#f00]")
        let typed = try diagnostic("glas-tint-[{c}]") { $0.interpolations["c"] = .color("red") }
        XCTAssertTrue(typed.message.contains("did you mean `glass-tint-[{c}]`?"), typed.message)
        XCTAssertEqual(replaced("glas-tint-[{c}]", by: typed.fix), "glass-tint-[{c}]")
        XCTAssertEqual(replaced("roundd-[4]", by: try diagnostic("roundd-[4]").fix), "rounded-[4]")
        XCTAssertEqual(replaced("ofset-[1,2]", by: try diagnostic("ofset-[1,2]").fix), "offset-[1,2]")
    }

    /// Registered bracket forms are candidates too (the theme's and the context's).
    func testRegisteredBracketPrefixesAreCandidates() throws {
        let theme = try ThemeLoader.decode(Data(#"{"modifiers": {"tilt": {"argument": "degrees"}}}"#.utf8), source: "test", base: .builtIn)
        let found = try diagnostic("tlt-[8]", theme: theme)
        XCTAssertTrue(found.message.contains("did you mean `tilt-[8]`?"), found.message)
        XCTAssertEqual(replaced("tlt-[8]", by: found.fix), "tilt-[8]")
        XCTAssertFalse(try diagnostic("tlt-[8]").message.contains("tilt"), "without the registration nothing is close")
    }

    /// Several equally close candidates: the message names them, and no fix picks one.
    func testTiesAreNamedWithoutAFix() throws {
        let found = try diagnostic("pz-[4]")
        XCTAssertTrue(found.message.contains("did you mean `p-[4]`, `pb-[4]` or `pe-[4]`?"), found.message)
        XCTAssertNil(found.fix)
    }

    func testKeywordClassesValuesAndColours() throws {
        for (classes, corrected) in [
            ("surface-floatng", "surface-floating"), ("fnt-bold", "font-bold"), ("font-bld", "font-bold"),
            ("animate-sprng", "animate-spring"), ("text-primry", "text-primary"), ("bg-primry", "bg-primary"),
            ("hover:surface-floatng", "hover:surface-floating"),
        ] {
            let found = try diagnostic(classes)
            XCTAssertTrue(found.message.contains("did you mean `\(corrected.split(separator: ":").last!)`?"), found.message)
            XCTAssertEqual(replaced(classes, by: found.fix), corrected, classes)
        }
        // Inside brackets the token alone is named and repaired.
        let bracket = try diagnostic("bg-[primry]")
        XCTAssertTrue(bracket.message.contains("did you mean `primary`?"), bracket.message)
        XCTAssertEqual(replaced("bg-[primry]", by: bracket.fix), "bg-[primary]")
    }

    func testVariants() throws {
        let found = try diagnostic("hovr:p-2")
        XCTAssertEqual(found.message, "Unknown swiftcn variant: hovr; did you mean `hover`?")
        XCTAssertEqual(replaced("hovr:p-2", by: found.fix), "hover:p-2")
        XCTAssertEqual(found.fix?.isSafe, false)
    }

    /// A misspelling inside a named class is reported at its use, which is not where it is
    /// written: the message asks, but nothing in the caller's string is repaired.
    func testNoFixOutsideTheCallersText() throws {
        let found = try diagnostic("card") { $0.named["card"] = Recipe(classes: "p-4 glas-tint-[red]") }
        XCTAssertTrue(found.message.contains("did you mean `glass-tint-[red]`?"), found.message)
        XCTAssertNil(found.fix)
    }

    /// A misspelt number family keeps its number: `opacty-80` is `opacity-80`, and the fix
    /// rewrites the class. A number the family rejects is no candidate (opacity runs from 0 to
    /// 100, reference §2.3 item 13), and a tie offers no fix.
    func testMisspeltNumberFamily() throws {
        let found = try diagnostic("p-2 opacty-80")
        XCTAssertTrue(found.message.contains("did you mean `opacity-80`?"), found.message)
        XCTAssertEqual(replaced("p-2 opacty-80", by: found.fix), "p-2 opacity-80")
        XCTAssertEqual(replaced("duraton-150", by: try diagnostic("duraton-150").fix), "duration-150")
        XCTAssertEqual(replaced("line-clmp-2", by: try diagnostic("line-clmp-2").fix), "line-clamp-2")
        XCTAssertFalse(try diagnostic("opacty-800").message.contains("opacity-800"))
        let tie = try diagnostic("m-4")
        XCTAssertTrue(tie.message.contains("did you mean `h-4`, `p-4` or `w-4`?"), tie.message)
        XCTAssertNil(tie.fix)
    }
}
