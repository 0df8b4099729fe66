import XCTest
import TWResolve

/// Registered text, image and shape modifiers are checked against the view `.tw` is applied to,
/// recipes included, and a registration whose inactive default fails its own rule fails every
/// use (reference §2.5, §12.1; swiftcn NativeUtilityTests).
final class RegistrationTargetTests: XCTestCase {
    private func context(_ target: StyleTarget, known: Bool = true) -> ResolutionContext {
        var context = ResolutionContext()
        context.target = target
        context.targetIsKnown = known
        context.modifiers["resize"] = ModifierRegistration(name: "resize", target: .image)
        context.named["photo"] = Recipe(classes: "resize")
        return context
    }

    func testImageModifierThroughARecipeOnTextIsAnUnsupportedTarget() throws {
        // swiftcn: `photo` = `resize` (an image modifier) on a Text throws unsupportedTarget("resize", image).
        let resolution = Resolver().resolve("photo", context: context(.text))
        XCTAssertFalse(resolution.valid)
        let diagnostic = try XCTUnwrap(resolution.diagnostics.first)
        XCTAssertEqual(diagnostic.kind, .unsupportedTarget)
        XCTAssertEqual(diagnostic.detail, "resize")
        XCTAssertEqual(diagnostic.code.rawValue, "TW110")
        XCTAssertTrue(diagnostic.message.hasPrefix("swiftcn class resize requires .tw directly on a native image"), diagnostic.message)
        XCTAssertTrue(Resolver().resolve("photo", context: context(.image)).valid)
    }

    func testAGuessedTargetIsNotChecked() {
        // twlint cannot see whether `.tw` sits on an Image: no false error (reference §2.5, target nil).
        XCTAssertTrue(Resolver().resolve("photo", context: context(.view, known: false)).valid)
        XCTAssertFalse(Resolver().resolve("photo", context: context(.view)).valid)
    }

    func testInvalidDefaultFailsEveryUse() throws {
        // swiftcn: `.argument(default: "invalid") { $0.degrees … }` makes `tilt-[5]` an unknown class.
        var context = ResolutionContext()
        context.modifiers["tilt"] = ModifierRegistration(name: "tilt", argument: ArgumentRule(kind: .degrees), defaultArgument: "invalid")
        let resolution = Resolver().resolve("tilt-[5]", context: context)
        XCTAssertFalse(resolution.valid)
        XCTAssertEqual(resolution.diagnostics.first?.kind, .unknownClass)
        XCTAssertEqual(resolution.diagnostics.first?.detail, "tilt-[5]")
        context.modifiers["tilt"]?.defaultArgument = "0"
        XCTAssertTrue(Resolver().resolve("tilt-[5]", context: context).valid)
    }
}
