import XCTest
import TWResolve
import TWEmit
import TWCommandLine

/// `tw swift` (issue 6 item 3): the emitted code type-checks against the SwiftUI stub, and the
/// check itself fails on a misspelt modifier or an unbalanced brace.
final class SwiftEmitterTests: XCTestCase {
    private func checker() throws -> SwiftTypeChecker {
        switch SwiftTypeChecker.shared {
        case .success(let checker): return checker
        case .failure(let error as XCTSkip): throw error
        case .failure(let error): XCTFail("\(error)"); throw error
        }
    }

    private func tw(_ arguments: [String]) -> (status: Int32, output: String) {
        final class Box: @unchecked Sendable { var text = "" }
        let box = Box()
        let io = CommandIO(write: { box.text += $0 }, writeError: { box.text += $0 }, readInput: { [] })
        let status = TWCommandLine.main(["tw"] + arguments, io: io)
        return (status, box.text)
    }

    private func assertTypeChecks(_ code: String, _ label: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let result = try checker().typeCheck(code)
        XCTAssertEqual(result.status, 0, "\(label) does not type-check:\n\(result.output)\n\(code)", file: file, line: line)
    }

    func testIssueInputAvailabilityTypeChecksWithGlassAndMaterialBranches() throws {
        let result = tw(["swift", "--availability", "px-4 surface-floating glass-tint-[red]"])
        XCTAssertEqual(result.status, 0)
        let code = result.output
        try assertTypeChecks(code, "the issue input")
        XCTAssertTrue(code.contains("if #available(iOS 26, macOS 26, *) {"), code)
        XCTAssertTrue(code.contains(".glassEffect(.regular.tint(Color.red), in: shape)"), code)
        XCTAssertTrue(code.contains(".background(.regularMaterial, in: shape)"), code)
        XCTAssertTrue(code.contains("} else if reduceTransparency {"), code)
        XCTAssertTrue(code.contains("@Environment(\\.accessibilityReduceTransparency)"), code)
        XCTAssertTrue(code.contains(".padding(EdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))"), code)
    }

    func testIssueInputsTypeCheckInEveryStyle() throws {
        let inputs: [(String, [String])] = [
            ("px-4 surface-floating glass-tint-[red]", []),
            ("glass-thin", []), ("glass-thin", ["--rendering", "material"]),
            ("glass-identity glass-tint-[red] glass-shadow", []), ("glass-clear", []), ("glass-ultra-thin", []),
            ("glass-ultra-thick glass-fallback-thin glass-fallback-tint-[#00ffff4d] glass-shadow-[blue] glass-shadow-radius-16 glass-tint-[purple] glass-interactive glass-render-material", []),
            ("glass-thick glass-shadow-none rounded-lg shadow-md", ["--scheme", "dark"]),
            ("surface-solid shadow-md p-4 text-lg font-semibold text-primary w-full", []),
            ("bg-primary border-2 rounded-md p-2 opacity-50 h-[44] min-w-[40]", []),
            ("glass-prominent px-4 font-semibold control-lg tint-primary", ["--target", "button"]),
            ("glass px-4", ["--target", "button", "--platform", "macos"]),
            ("bezel-link text-primary", ["--target", "button", "--platform", "macos"]),
        ]
        let styles: [[String]] = [["--for", "--os", "18"], ["--for", "--os", "26"], ["--for", "--os", "27"],
                                  ["--for", "--os", "27", "--reduce-transparency"], ["--availability"], ["--universal-glass"]]
        for (classes, flags) in inputs {
            for style in styles where !(style.contains("--os") && flags.contains("--platform")) {
                let result = tw(["swift"] + style + flags + [classes])
                XCTAssertEqual(result.status, 0, result.output)
                try assertTypeChecks(result.output, "`\(classes)` \((style + flags).joined(separator: " "))")
            }
        }
    }

    func testUniversalGlassStyleUsesTheConfigurationAPI() throws {
        let code = tw(["swift", "--universal-glass", "glass-thin glass-tint-[red] glass-shadow-none"]).output
        XCTAssertTrue(code.contains("import UniversalGlass"), code)
        XCTAssertTrue(code.contains(".universalGlassEffect(.thin.tint(Color.red).shadow(.none), in: shape)"), code)
        let button = tw(["swift", "--universal-glass", "--target", "button", "glass-prominent px-4"]).output
        XCTAssertTrue(button.contains(".buttonStyle(.universalGlassProminent())"), button)
    }

    func testOneSystemHasNoBranches() throws {
        let old = tw(["swift", "--for", "--os", "18", "glass-thin"]).output
        XCTAssertFalse(old.contains("#available"), old)
        XCTAssertTrue(old.contains("shape.fill(.thinMaterial)"), old)
        XCTAssertTrue(old.contains(".shadow(color: Color.black.opacity(0.04), radius: 8, x: 0, y: 0)"), old)
        let new = tw(["swift", "--for", "--os", "26", "glass-thin"]).output
        XCTAssertTrue(new.contains("@available(iOS 26, macOS 26, *)"), new)
        XCTAssertTrue(new.contains(".glassEffect(.clear.tint(Color(red: 1, green: 1, blue: 1) /* systemBackground */.opacity(0.4)), in: shape)"), new)
        let button = tw(["swift", "--for", "--os", "18", "--target", "button", "glass-prominent px-4"]).output
        XCTAssertTrue(button.contains(".buttonStyle(.borderedProminent)"), button)
    }

    func testTheCheckFailsOnAMisspeltModifierOrAnUnbalancedBrace() throws {
        let code = tw(["swift", "--availability", "px-4 surface-floating glass-tint-[red]"]).output
        try assertTypeChecks(code, "the original")
        let misspelt = code.replacingOccurrences(of: ".glassEffect(", with: ".glassEfect(")
        XCTAssertNotEqual(misspelt, code)
        XCTAssertNotEqual(try checker().typeCheck(misspelt).status, 0, "a misspelt modifier must fail")
        var unbalanced = code
        unbalanced.removeLast(2)
        XCTAssertNotEqual(try checker().typeCheck(unbalanced).status, 0, "an unbalanced brace must fail")
        let wrongMaterial = code.replacingOccurrences(of: ".regularMaterial", with: ".regularGlassMaterial")
        XCTAssertNotEqual(try checker().typeCheck(wrongMaterial).status, 0, "an unknown material must fail")
    }

    /// The generated modifier must not shadow swiftcn's own `TWStyle` type when pasted into an app.
    func testDefaultNameDoesNotShadowSwiftcnTypes() {
        let code = SwiftEmitter().emit("px-4 glass", style: .availability, context: ResolutionContext()).text
        XCTAssertFalse(code.contains("struct TWStyle:"), code)
        XCTAssertTrue(code.contains("struct GeneratedTWStyle: ViewModifier"), code)
    }
}
