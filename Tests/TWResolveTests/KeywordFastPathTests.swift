import Foundation
import XCTest
@testable import TWResolve
import TWSyntax

/// The catalog reads the common keyword classes from their bytes (`KeywordFastPath`)
/// and theme tokens from byte tables (`ThemeTokens`). Whatever that path decides must be what the
/// general reading (`KeywordUtilities`) decides for the same name, theme and context; everything
/// else it must leave to the general reading.
final class KeywordFastPathTests: XCTestCase {
    /// The names the comparison runs on: every class of the conformance files and of the
    /// recipes and globals of `Themes/default.json` and `Themes/brand.json`, every keyword prefix
    /// with every token of the theme, misspellings and odd numbers.
    private func names(for themes: [Theme]) throws -> [String] {
        var strings = try OverriddenFromExpansionTests.conformanceStrings()
        for theme in themes {
            strings += theme.named.values.flatMap { [$0.classes, $0.ios ?? "", $0.macos ?? ""] } + [theme.view, theme.button]
        }
        var names: Set<String> = []
        for string in strings {
            let list = ClassParser.parse(string)
            for token in list.tokens { names.insert(list.name(of: token)) }
        }
        let prefixes = [
            "line-clamp-", "animate-", "duration-", "delay-", "glass-shadow-radius-", "glass-fallback-tint-", "glass-fallback-",
            "glass-shadow-", "glass-tint-", "glass-", "tint-", "text-", "bg-", "border-", "rounded-", "shadow-", "font-", "min-h-",
            "opacity-", "px-", "py-", "pt-", "pb-", "ps-", "pe-", "pl-", "pr-", "p-", "w-", "h-", "pz-", "min-w-", "max-h-", "group/",
        ]
        var tails = [
            "", "0", "1", "4", "1.5", "2.5", "+4", "-4", "+3", "100", "101", "100.0", "100.5", "1e400", "1e3", "007", "1.", ".5", ".",
            "2.5.1", "999999999999999", "9999999999999999", "1234567890123456789012", "nan", "inf", "12px", "radius-", "radius-4",
            "tint-", "tint-primary", "surfce", "primry", "semibld", "lgg", "md", "sm", "xl", "full", "none", "x", "é", "center",
        ]
        for theme in themes {
            tails += Array(theme.colors.keys) + Array(theme.typography.keys) + Array(theme.radii.keys) + Array(theme.shadows.keys) + Array(theme.animations)
        }
        tails += Array(CatalogTables.colorAliases.keys) + Array(CatalogTables.weights.keys) + Array(CatalogTables.animationPresets)
        for prefix in prefixes {
            for tail in tails { names.insert(prefix + tail) }
        }
        names.formUnion(["border", "rounded", "shadow", "glass", "group", "p", "w", "text", "bg", "Border", "borderx", "roundedd", "shadow-"])
        names.formUnion(CatalogTables.fixedKeywords.keys)
        return names.sorted()
    }

    private func themes() throws -> [Theme] {
        let brand = try Theme.load(path: packageRoot.appendingPathComponent("Themes/brand.json").path)
        // Tokens added at run time, among them names that look like numbers or prefixes, an alias
        // registered under its own name whose token is missing, and a bare `rounded` without `md`.
        var grown = Theme.builtIn
        grown.colors["zz-brand"] = grown.colors["primary"]
        grown.colors["18"] = grown.colors["primary"]
        grown.colors["radius-"] = grown.colors["primary"]
        grown.typography["zz-huge"] = "largeTitle"
        grown.radii["zz-pill"] = 99
        grown.shadows["zz-deep"] = grown.shadows.values.first
        grown.animations.insert("zz-wobble")
        var sparse = Theme.builtIn
        sparse.colors["card"] = sparse.colors["surface"]
        sparse.colors["surface"] = nil
        sparse.radii["md"] = nil
        sparse.shadows["sm"] = nil
        sparse.spacingUnit = 1e308
        return [.builtIn, brand, grown, sparse]
    }

    private func contexts() -> [ResolutionContext] {
        var registered = ResolutionContext()
        registered.animations = ["zz-context-wiggle"]
        registered.modifiers["zz-tag"] = ModifierRegistration(name: "zz-tag")
        return [ResolutionContext(), registered]
    }

    /// The heart of it: on every name, theme and context, a decision of the byte path is the
    /// general reading's success.
    func testAgreesWithTheGeneralReading() throws {
        let themes = try themes()
        let names = try names(for: themes)
        XCTAssertGreaterThan(names.count, 3_000)
        var decided = 0
        for theme in themes {
            for context in contexts() {
                let catalog = Catalog(theme: theme, context: context)
                let fast = KeywordFastPath(catalog: catalog)
                let general = KeywordUtilities(catalog: catalog)
                for name in names where name.utf8.allSatisfy({ $0 < 0x80 }) {
                    guard let assignments = Array(name.utf8).withUnsafeBufferPointer({ fast.interpret($0) }) else { continue }
                    decided += 1
                    XCTAssertEqual(assignments, try? general.interpret(name).get(), "\(name) in \(theme.name)")
                }
            }
        }
        XCTAssertGreaterThan(decided, 2_000, "the byte path decides the common classes")
    }

    /// The classes of `tw-bench resolve` and the default recipes are decided by the byte path.
    func testCommonClassesAreDecided() {
        let catalog = Catalog(theme: .builtIn, context: ResolutionContext())
        let fast = KeywordFastPath(catalog: catalog)
        for name in [
            "px-4", "py-2", "p-6", "pb-0", "rounded-lg", "font-semibold", "tint-primary", "text-sm", "text-foreground", "bg-surface",
            "border", "border-2", "border-primary", "shadow-md", "shadow", "rounded", "opacity-90", "animate-spring", "duration-200",
            "delay-50", "line-clamp-2", "glass-tint-primary", "w-10", "h-10", "min-h-4", "glass-shadow-radius-8", "glass-shadow-primary",
            "glass-fallback-tint-primary", "text-onPrimary", "bg-card", "text-card-foreground",
        ] {
            XCTAssertNotNil(Array(name.utf8).withUnsafeBufferPointer { fast.interpret($0) }, name)
        }
    }

    /// Values from the reference: `p-1.5` is 1.5 units on each edge (§2.3 item 13), `opacity-101`
    /// and `p-+4` are rejected (no sign, at most 100), `w-4` is 16 points at the default spacing
    /// unit of 4 (§5.1), `duration-150` is 0.15 s (item 9), `rounded` is the `md` radius (item 10).
    func testReferenceValues() {
        let catalog = Catalog(theme: .builtIn, context: ResolutionContext())
        let fast = KeywordFastPath(catalog: catalog)
        func read(_ name: String) -> [Assignment]? { Array(name.utf8).withUnsafeBufferPointer { fast.interpret($0) } }
        XCTAssertEqual(read("p-1.5"), [.paddingTop, .paddingLeading, .paddingBottom, .paddingTrailing].map { Assignment($0, .units(1.5)) })
        XCTAssertEqual(read("w-4"), [Assignment(.width, .number(16)), Assignment(.expandsWidth, .flag(false))])
        XCTAssertEqual(read("duration-150"), [Assignment(.motionDuration, .number(0.15))])
        XCTAssertEqual(read("rounded"), [Assignment(.radius, .radius(Theme.builtIn.radii["md"]!, token: "md"))])
        for rejected in ["opacity-101", "p-+4", "w-1e400", "line-clamp-+3", "line-clamp-0", "bg-surfce", "glass-fallback-thick"] {
            XCTAssertNil(read(rejected), rejected)
        }
        // Rejections keep their general messages.
        XCTAssertEqual(resolve("opacity-101").diagnostics.first?.message.contains("opacity runs from 0 to 100"), true)
        XCTAssertEqual(resolve("p-+4").diagnostics.first?.message.contains("keyword values take no sign"), true)
        // `line-clamp-+3` works in swiftcn (reference §2.3 item 7, a quirk).
        XCTAssertTrue(resolve("line-clamp-+3").valid)
    }

    /// The byte tables of fixed keywords and component scopes agree with the dictionaries and
    /// filters they stand for, on every name.
    func testByteTablesAgreeWithTheirSources() throws {
        let names = try names(for: [.builtIn])
        let scoped = Theme.builtIn.index.contents(for: .builtIn).scoped
        for name in names {
            Array(name.utf8).withUnsafeBufferPointer { bytes in
                if name.utf8.allSatisfy({ $0 < 0x80 }) {
                    XCTAssertEqual(CatalogTables.fixedKeywordTable.lookUp(bytes)?.value, CatalogTables.fixedKeywords[name], name)
                }
                XCTAssertEqual(scoped.mayContain(bytes), scoped.mayContain(name), name)
            }
        }
    }

    /// A bracket prefix's meaning by bytes is the one of the dictionaries (reference §3.2), for
    /// every bracket prefix of the conformance files and recipes, and for near misses.
    func testBracketPrefixMeaningsAgreeWithTheDictionaries() throws {
        var prefixes = Set(CatalogTables.colorFields.keys).union(BracketUtilities.scalarUtilities.keys)
        prefixes.formUnion(prefixes.map { $0 + "x" } + prefixes.map { String($0.dropLast()) } + ["", "Text", "é", "cn-tint", "animate"])
        for string in try OverriddenFromExpansionTests.conformanceStrings() {
            let list = ClassParser.parse(string)
            for token in list.tokens where token.arbitraryValue != nil { prefixes.insert(list.root(of: token)) }
        }
        XCTAssertGreaterThan(prefixes.count, 60)
        for prefix in prefixes {
            let meaning = BracketUtilities.meaning(of: prefix)
            XCTAssertEqual(meaning.colorField, CatalogTables.colorFields[prefix], prefix)
            XCTAssertEqual(meaning.scalar?.fields, BracketUtilities.scalarUtilities[prefix]?.fields, prefix)
        }
    }

    /// Bracket lists split on bytes as on characters (`scale-[1.1,0.9]`, `offset-[12,-4]`).
    func testCommaSeparatedAgreesWithSplit() {
        for text in ["", ",", ",,", "1", "1,2", "1,2,3", "12,-4", ",1", "1,", " 1 , 2 ", "1,\u{301}2", "é,1", "1,é", "a,,b"] {
            XCTAssertEqual(BracketUtilities.commaSeparated(text), text.split(separator: ",", omittingEmptySubsequences: false), text)
        }
    }

    /// `group/<identifier>` (reference §2.3 item 2), read from an ASCII name's bytes.
    func testGroupNames() {
        let catalog = Catalog(theme: .builtIn, context: ResolutionContext())
        func read(_ name: String) -> [Assignment]? {
            let list = ClassParser.parse(name)
            return try? catalog.interpret(list.tokens[0], named: name, in: list).get()
        }
        XCTAssertEqual(read("group"), [Assignment(.group, .keyword(""))])
        XCTAssertEqual(read("group/hero"), [Assignment(.group, .keyword("hero"))])
        XCTAssertEqual(read("group/a.b_c-1"), [Assignment(.group, .keyword("a.b_c-1"))])
        XCTAssertNil(read("group/a!b"))
        XCTAssertNil(read("group/"))
    }

    /// A theme whose tokens change is never read through the tables of its old tokens.
    func testTokensChangedAfterUseAreRead() {
        var theme = Theme.builtIn
        let before = Resolver(theme: theme).resolve("bg-zz-brand text-zz-huge rounded-lg shadow-zz-deep animate-zz-wobble", context: ResolutionContext())
        XCTAssertEqual(before.diagnostics.count, 4)
        theme.colors["zz-brand"] = theme.colors["primary"]
        theme.typography["zz-huge"] = "largeTitle"
        theme.radii["lg"] = 3
        theme.shadows["zz-deep"] = theme.shadows["md"]
        theme.animations.insert("zz-wobble")
        let catalog = Catalog(theme: theme, context: ResolutionContext())
        XCTAssertEqual(
            try? catalog.interpret(ClassParser.parse("bg-zz-brand").tokens[0], in: ClassParser.parse("bg-zz-brand")).get(),
            [Assignment(.background, .color(.token("zz-brand")))])
        XCTAssertEqual(
            try? catalog.interpret(ClassParser.parse("rounded-lg").tokens[0], in: ClassParser.parse("rounded-lg")).get(),
            [Assignment(.radius, .radius(3, token: "lg"))])
        let after = Resolver(theme: theme).resolve("bg-zz-brand text-zz-huge rounded-lg shadow-zz-deep animate-zz-wobble", context: ResolutionContext())
        XCTAssertEqual(after.diagnostics.count, 0, "\(after.diagnostics.map(\.message))")
        theme.colors["zz-brand"] = nil
        XCTAssertEqual(Resolver(theme: theme).resolve("bg-zz-brand", context: ResolutionContext()).diagnostics.first?.code, .unknownColor)
        XCTAssertFalse(Resolver(theme: .builtIn).resolve("bg-zz-brand", context: ResolutionContext()).valid, "the built-in theme is unchanged")
    }

    /// Changing a token replaces the token tables and nothing else; the tables are a memo, so
    /// a theme whose tables were made dumps as one whose were not.
    func testTokenIndexIsReplacedAloneAndReflectsAsNothing() {
        var theme = Theme.builtIn
        let index = theme.index, tokenIndex = theme.tokenIndex
        theme.colors["zz-brand"] = theme.colors["primary"]
        XCTAssertTrue(theme.index === index)
        XCTAssertFalse(theme.tokenIndex === tokenIndex)
        for change in [
            { (theme: inout Theme) in theme.typography["zz"] = "body" }, { $0.radii["zz"] = 1 }, { $0.shadows["zz"] = $0.shadows["sm"] },
            { $0.animations.insert("zz") },
        ] {
            let before = theme.tokenIndex
            change(&theme)
            XCTAssertFalse(theme.tokenIndex === before)
        }
        var made = "", fresh = ""
        _ = theme.tokenIndex.tokens(for: theme)
        dump(theme.tokenIndex, to: &made)
        dump(ThemeTokenIndex(), to: &fresh)
        XCTAssertEqual(made, fresh)
    }

    /// A preset only the context registers is still accepted, through the general reading.
    func testContextAnimationsStillApply() {
        XCTAssertFalse(resolve("animate-zz-context-wiggle").valid)
        XCTAssertTrue(resolve("animate-zz-context-wiggle") { $0.animations = ["zz-context-wiggle"] }.valid)
    }
}
