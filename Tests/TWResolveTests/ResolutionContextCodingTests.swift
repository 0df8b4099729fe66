import Foundation
import TWJSON
import TWResolve
import TWSyntax
import XCTest

/// `ResolutionContext` as the `context` object of the `tw/*` methods: the keys
/// and words are the conformance README's `context` keys the resolver models.
final class ResolutionContextCodingTests: XCTestCase {
    private func decode(_ text: String) throws -> ResolutionContext {
        try JSONDecoder().decode(ResolutionContext.self, from: Data(text.utf8))
    }

    private func failure(_ text: String) -> JSONPathError? {
        do {
            _ = try decode(text)
            return nil
        } catch let error as DecodingError {
            return JSONPathError(error, root: "context")
        } catch {
            return nil
        }
    }

    func testDecodesEveryKey() throws {
        let context = try decode(
            """
            {"platform": "macos", "os": "26.1", "appearance": "solid", "renderer": "swiftUI", "rendering": "material",
             "requiresCompatibility": true, "reduceTransparency": true, "increaseContrast": true, "reduceMotion": true,
             "scheme": "dark", "target": "button", "state": "hover", "groupStates": {"hero": ["focus", "pressed"], "": "disabled"},
             "windowActive": false}
            """)
        var expected = ResolutionContext()
        expected.platform = .macos
        expected.os = OSVersion(26, 1)
        expected.appearance = .solid
        expected.renderer = .swiftUI
        expected.rendering = .material
        expected.requiresCompatibility = true
        expected.reduceTransparency = true
        expected.increaseContrast = true
        expected.reduceMotion = true
        expected.scheme = .dark
        expected.target = .button
        expected.states = [.hover]
        expected.groupStates = ["hero": [.focus, .pressed], "": [.disabled]]
        expected.windowActive = false
        XCTAssertEqual(context, expected)
    }

    func testAnEmptyObjectIsTheDefaultContextAndANumberIsAnOS() throws {
        XCTAssertEqual(try decode("{}"), ResolutionContext())
        XCTAssertEqual(try decode(#"{"os": 18}"#).os, OSVersion(18))
    }

    func testRoundTrips() throws {
        var context = ResolutionContext()
        context.platform = .ios
        context.os = OSVersion(27)
        context.states = [.focus, .disabled]
        context.groupStates = ["card": [.hover]]
        context.rendering = .glass
        XCTAssertEqual(try JSONDecoder().decode(ResolutionContext.self, from: JSONEncoder().encode(context)), context)
    }

    func testErrorsNameTheJSONPath() {
        XCTAssertEqual(failure(#"{"compose": true}"#)?.path, "context.compose")
        XCTAssertEqual(
            failure(#"{"platform": "android"}"#),
            JSONPathError(path: "context.platform", message: "unknown value \"android\"; expected ios, macos, tvos, watchos, visionos"))
        XCTAssertEqual(failure(#"{"reduceTransparency": "yes"}"#)?.path, "context.reduceTransparency")
        XCTAssertEqual(failure(#"{"groupStates": {"hero": ["hovering"]}}"#)?.path, "context.groupStates.hero")
        XCTAssertEqual(failure(#"{"groupStates": {"a b": ["hover"]}}"#)?.path, "context.groupStates.a b")
        XCTAssertEqual(failure(#"{"os": "twenty"}"#)?.path, "context.os")
    }
}
