import Foundation
import XCTest
@testable import TWResolve
import TWSyntax

/// `Resolution.provenance` is built when first read. It must read as a map built eagerly would
/// (the golden files hold whole maps; these check the parts that laziness could change).
final class LazyProvenanceTests: XCTestCase {
    /// The golden case `recipe-card` (reference §4.2, §4.3): recipe parts, last wins and state
    /// precedence.
    func testReadsAsTheGoldenRecipeMap() {
        let provenance = resolve("card p-8 rounded-[20] hover:shadow-lg focus:border-ring focus:border-2") { $0.states = [.hover, .focus] }.provenance
        XCTAssertEqual(provenance["background"], .init(class: "card (bg-surface)", rule: "only class (via named class `card`)"))
        XCTAssertEqual(provenance["borderColor"], .init(class: "focus:border-ring", rule: "state precedence: focus beats no condition"))
        XCTAssertEqual(provenance["padding.top"], .init(class: "p-8", rule: "last wins over `card (p-6)`"))
        XCTAssertEqual(provenance.count, 10)
    }

    /// The golden case `glass-increase-contrast` (reference §8.3): the notes the surface table
    /// adds over the fields' winners (`surface.*`), beside the winner of `surfaceRole` itself.
    func testReadsAsTheGoldenSurfaceNotes() {
        let provenance = resolve("glass px-4 rounded-lg") { $0.increaseContrast = true }.provenance
        XCTAssertEqual(
            provenance["surface.fill"], .init(class: "glass", rule: "one fill: iOS 26 draws Liquid Glass; native glass adapts to accessibility itself"))
        XCTAssertEqual(provenance["surface.renderer"], .init(class: "glass", rule: "automatic renderer: SwiftUI's before iOS 27"))
        XCTAssertEqual(provenance["surface.role"], .init(class: "glass", rule: "only class"))
        XCTAssertEqual(provenance["surfaceRole"], .init(class: "glass", rule: "only class"))
    }

    func testCopiesAndEqualityAreThoseOfTheMap() {
        let lazy = resolve("px-4 py-2 surface-floating glass-tint-primary rounded-lg font-semibold")
        var eager = lazy
        eager.provenance = lazy.provenance
        XCTAssertEqual(eager, lazy)
        XCTAssertEqual(eager.hashValue, lazy.hashValue)
        var edited = lazy
        edited.provenance["padding.top"] = nil
        XCTAssertNotEqual(edited, lazy)
        XCTAssertNotNil(lazy.provenance["padding.top"], "editing a copy leaves the original")
        XCTAssertEqual(edited.provenance.count, lazy.provenance.count - 1)
    }

    /// The transaction is made on read too: present when a preset applies, and
    /// equal to the same transaction stored outright.
    func testTransactionIsMadeOnRead() throws {
        let lazy = resolve("animate-spring duration-200 p-4")
        let transaction = try XCTUnwrap(lazy.transaction)
        XCTAssertEqual(transaction.animation?.preset, "spring")
        var eager = lazy
        eager.transaction = transaction
        XCTAssertEqual(eager, lazy)
        XCTAssertEqual(eager.hashValue, lazy.hashValue)
        eager.transaction = nil
        XCTAssertNotEqual(eager, lazy)
        XCTAssertNil(resolve("p-4").transaction, "no preset, caller transaction or state change")
    }

    func testConcurrentFirstReadsAgree() {
        let resolution = resolve("card p-8 hover:opacity-80 focus:border-2")
        let expected = resolve("card p-8 hover:opacity-80 focus:border-2").provenance
        let maps = Maps()
        DispatchQueue.concurrentPerform(iterations: 8) { _ in maps.append(resolution.provenance) }
        XCTAssertEqual(maps.all.count, 8)
        for map in maps.all { XCTAssertEqual(map, expected) }
        XCTAssertFalse(expected.isEmpty)
    }

    private final class Maps: @unchecked Sendable {
        private let lock = NSLock()
        private var maps: [[String: Resolution.Provenance]] = []
        func append(_ map: [String: Resolution.Provenance]) {
            lock.lock()
            maps.append(map)
            lock.unlock()
        }
        var all: [[String: Resolution.Provenance]] {
            lock.lock()
            defer { lock.unlock() }
            return maps
        }
    }
}
