import XCTest
import TWResolve

/// The `length:` and `size:` hints (reference §3.2, rules 3 to 5; swiftcn's
/// `TWArgumentUtilities.resolve`): any bracket utility whose argument is a length in points takes
/// them; the scalar utilities (`duration`, `delay`, `opacity`, `rotate`, `scale`, `offset`,
/// `line-clamp`) need the hint absent; any other hint fails everywhere.
final class BracketHintTests: XCTestCase {
    func testLengthUtilitiesTakeTheLengthAndSizeHints() {
        let resolution = resolve("w-[length:12] h-[size:20] p-[size:4] border-[length:2] blur-[length:3]")
        XCTAssertTrue(resolution.valid, "\(resolution.diagnostics.map(\.message))")
        XCTAssertEqual(resolution.frame.width, 12)
        XCTAssertEqual(resolution.frame.height, 20)
        XCTAssertEqual(edges(resolution), [4, 4, 4, 4])
        for classes in ["rounded-[length:8]", "max-w-[size:260]", "tracking-[length:-1]", "line-spacing-[length:6]", "text-[length:18px]"] {
            XCTAssertTrue(resolve(classes).valid, "\(classes): \(resolve(classes).diagnostics.map(\.message))")
        }
    }

    func testScalarUtilitiesRefuseTheHints() {
        for classes in ["opacity-[length:1]", "duration-[size:200]", "rotate-[length:45]", "line-clamp-[size:2]", "offset-[length:1,2]"] {
            let resolution = resolve(classes)
            XCTAssertFalse(resolution.valid, classes)
            XCTAssertTrue(
                resolution.diagnostics.first?.message.contains("takes no `length:` or `size:` hint") ?? false,
                "\(classes): \(resolution.diagnostics.map(\.message))")
        }
    }

    /// Rule 3: a hint other than absent, `length` or `size` fails (the reference's `w-[color:20]`).
    func testOtherHintsFail() {
        XCTAssertFalse(resolve("w-[color:20]").valid)
        XCTAssertFalse(resolve("p-[label:4]").valid)
    }
}
