import TWResolve
import XCTest

/// The resolution cache: same answers as the resolver, bounded, no cliff.
final class ResolutionCacheTests: XCTestCase {
    func testCachedResolutionEqualsUncached() {
        let resolver = Resolver()
        let cache = ResolutionCache(resolver: resolver, capacity: 8)
        let context = ResolutionContext.iOS(18)
        let classes = "surface-floating bg-[#ff0000] px-4"
        XCTAssertEqual(cache.resolve(classes, context: context), resolver.resolve(classes, context: context))
        XCTAssertEqual(cache.resolve(classes, context: context), resolver.resolve(classes, context: context))
        XCTAssertEqual(cache.statistics.hits, 1)
        XCTAssertEqual(cache.statistics.misses, 1)
    }

    func testContextAndLeniencyArePartOfTheKey() {
        let cache = ResolutionCache(resolver: Resolver(), capacity: 8)
        let old = ResolutionContext.iOS(18), new = ResolutionContext.iOS(26)
        // Reference §8.2: floating is material before 26 and glass on 26.
        XCTAssertEqual(cache.resolve("surface-floating", context: old).surface?.fill.kind, .material)
        XCTAssertEqual(cache.resolve("surface-floating", context: new).surface?.fill.kind, .glass)
        XCTAssertTrue(cache.resolve("bogus p-4", context: new).undecorated)
        XCTAssertFalse(cache.resolve("bogus p-4", context: new, lenient: true).undecorated)
        XCTAssertEqual(cache.statistics.misses, 4)
    }

    func testFullCacheEvictsOneEntryAtATime() {
        let cache = ResolutionCache(resolver: Resolver(), capacity: 4)
        let context = ResolutionContext()
        for padding in 1...4 { _ = cache.resolve("p-\(padding)", context: context) }
        _ = cache.resolve("p-1", context: context)  // referenced: gets a second chance
        _ = cache.resolve("p-5", context: context)  // evicts exactly one entry
        XCTAssertEqual(cache.statistics.count, 4, "the cache stays full instead of being cleared")
        let hitsBefore = cache.statistics.hits
        _ = cache.resolve("p-1", context: context)
        XCTAssertEqual(cache.statistics.hits, hitsBefore + 1, "the recently used entry survived the eviction")
    }
}
