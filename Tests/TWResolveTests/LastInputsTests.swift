import XCTest
@testable import TWResolve

/// A resolver reuses the inputs of its last resolution while the context repeats. A
/// theme set on the resolver, or another context, must be read at once.
final class LastInputsTests: XCTestCase {
    /// `zz-pad` changed on the same resolver value between two resolutions in one context:
    /// `p-2` then `p-4`, 8 then 16 points at the default spacing unit of 4 (reference §5.1).
    func testThemeSetOnTheResolverIsReadAtOnce() {
        var resolver = Resolver()
        let context = ResolutionContext()
        resolver.theme.named["zz-pad"] = Recipe(classes: "p-2")
        XCTAssertEqual(resolver.resolve("zz-pad", context: context).padding.top, 8)
        resolver.theme.named["zz-pad"] = Recipe(classes: "p-4")
        XCTAssertEqual(resolver.resolve("zz-pad", context: context).padding.top, 16)
        resolver.theme.spacingUnit = 2
        XCTAssertEqual(resolver.resolve("zz-pad", context: context).padding.top, 8)
    }

    /// A copy of a resolver keeps its own theme when the copy's theme is set.
    func testCopiesKeepTheirThemes() {
        var first = Resolver()
        first.theme.named["zz-pad"] = Recipe(classes: "p-2")
        var second = first
        XCTAssertEqual(first.resolve("zz-pad", context: ResolutionContext()).padding.top, 8)
        second.theme.named["zz-pad"] = Recipe(classes: "p-4")
        XCTAssertEqual(second.resolve("zz-pad", context: ResolutionContext()).padding.top, 16)
        XCTAssertEqual(first.resolve("zz-pad", context: ResolutionContext()).padding.top, 8)
    }

    /// Alternating contexts each resolve as in a fresh resolver: `surface-floating` is glass on
    /// iOS 26 and a material on iOS 18 (reference §8.2).
    func testAlternatingContexts() {
        let resolver = Resolver()
        let ios26 = NamedContext.iOSLiquidGlass.context
        let ios18 = NamedContext.iOSBeforeLiquidGlass.context
        for _ in 0..<3 {
            XCTAssertEqual(resolver.resolve("surface-floating", context: ios26).surface?.fill.kind, .glass)
            XCTAssertEqual(resolver.resolve("surface-floating", context: ios18).surface?.fill.kind, .material)
            XCTAssertEqual(resolver.resolve("surface-floating", context: ios18).context.os, "18")
        }
    }
}
