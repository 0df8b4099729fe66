import XCTest
import TWResolve

/// `Resolution.ignored` lists each (class, reason) pair once, in the order first met, however
/// long the list grows (a short list is kept without a hash set; a long one switches).
final class IgnoredListingTests: XCTestCase {
    /// A glass button ignores every hover tint (reference §6.6): a tint written twice is listed
    /// once, before and after the list passes sixteen entries.
    func testEachClassAndReasonOnce() {
        for count in [3, 15, 16, 17, 40] {
            let tints = (0..<count).map { String(format: "hover:tint-[#%06x]", $0) }
            let written = tints + [tints[0], tints[count - 1]] + tints
            let resolution = resolve("glass " + written.joined(separator: " ")) { $0.target = .button }
            XCTAssertEqual(resolution.ignored.map(\.class), tints, "\(count) tints")
            XCTAssertEqual(Set(resolution.ignored.map(\.reason)).count, 1)
        }
    }
}
