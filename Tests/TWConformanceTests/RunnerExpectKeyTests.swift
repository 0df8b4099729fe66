import Foundation
import XCTest
@testable import TWConformance
import TWResolve

/// Expect and context keys of the conformance README that the cases file uses rarely or not yet:
/// `renderedForeground` as a colour, `animatedPhases`, `contentTransition` with
/// `parentContentTransition`, and `{name}` in a `pipeline` call. Each is checked both ways: the
/// fact that holds passes and a wrong one fails.
final class RunnerExpectKeyTests: XCTestCase {
    private func outcome(_ line: String, phrases: PhraseTable = .empty) throws -> ConformanceOutcome {
        let list = try ConformanceFile.parse(Data(line.utf8), file: "cases.jsonl")
        return ConformanceRunner(phrases: phrases).run(try XCTUnwrap(list.first)).outcome
    }

    /// A theme colour that maps to SwiftUI's blue (conformance README: custom theme colours are
    /// given by the native colours they map to).
    private let brand = #""theme": {"colors": {"brand": {"light": "blue", "dark": "blue"}}}"#

    // MARK: renderedForeground

    func testRenderedForegroundComparesAColourAsAColour() throws {
        // A native colour has a hex value too; the fact names it by its SwiftUI name.
        XCTAssertEqual(
            try outcome(#"{"id": "n", "classes": "text-brand", "context": {\#(brand), "platform": "macos"}, "expect": {"renderedForeground": "native:blue"}}"#),
            .pass)
        XCTAssertEqual(
            try outcome(#"{"id": "n", "classes": "text-brand", "context": {\#(brand), "platform": "macos"}, "expect": {"renderedForeground": "native:red"}}"#)
                .name, "fail")
        XCTAssertEqual(
            try outcome(#"{"id": "h", "classes": "text-[#0000ff]", "context": {"platform": "macos"}, "expect": {"renderedForeground": "hex:#0000ff"}}"#), .pass)
    }

    func testRenderedForegroundOfAnInheritingSurfaceIsTheParentsColour() throws {
        // Hierarchical primary is the parent's colour: the fact may name that colour directly.
        XCTAssertEqual(
            try outcome(
                #"{"id": "p", "classes": "p-0", "context": {"parentForeground": "native:red", "platform": "macos"}, "expect": {"renderedForeground": "native:red"}}"#
            ), .pass)
        XCTAssertEqual(
            try outcome(
                #"{"id": "p", "classes": "p-0", "context": {"parentForeground": "red", "platform": "macos"}, "expect": {"renderedForeground": "inherited red"}}"#
            ), .pass)
        XCTAssertEqual(
            try outcome(
                #"{"id": "p", "classes": "p-0", "context": {"parentForeground": "red", "platform": "macos"}, "expect": {"renderedForeground": "native:blue"}}"#
            ).name, "fail")
        XCTAssertEqual(
            try outcome(
                #"{"id": "p", "classes": "text-[#0000ff]", "context": {"parentForeground": "red", "platform": "macos"}, "expect": {"renderedForeground": "inherited red"}}"#
            ).name, "fail",
            "a surface that sets its foreground does not inherit")
    }

    func testRenderedForegroundReadsTheSecondSurface() throws {
        // `.tw("p-2").tw("text-brand")`: the inner surface's hierarchical primary is the outer one's colour.
        XCTAssertEqual(
            try outcome(
                #"{"id": "s", "classes": "p-2", "context": {\#(brand), "secondSurface": "text-brand", "platform": "macos"}, "expect": {"renderedForeground": "native:blue"}}"#
            ), .pass)
        // The inner surface's own foreground is closer to the text and wins.
        XCTAssertEqual(
            try outcome(
                #"{"id": "s", "classes": "text-[#0000ff]", "context": {\#(brand), "secondSurface": "text-brand", "platform": "macos"}, "expect": {"renderedForeground": "hex:#0000ff"}}"#
            ), .pass)
        XCTAssertEqual(
            try outcome(
                #"{"id": "s", "classes": "p-2", "context": {\#(brand), "secondSurface": "text-brand", "parentForeground": "red", "platform": "macos"}, "expect": {"renderedForeground": "inherited red"}}"#
            ).name, "fail")
    }

    // MARK: animatedPhases and contentTransition

    /// swiftcn `CompositionRenderingTests.animationScopeAffectsOnlySelectedStages`: `layout`
    /// animates only the layout phase, `all` every phase.
    func testAnimatedPhases() throws {
        XCTAssertEqual(
            try outcome(#"{"id": "l", "classes": "animate-linear p-8", "context": {"animationScope": "layout"}, "expect": {"animatedPhases": ["layout"]}}"#),
            .pass)
        XCTAssertEqual(
            try outcome(
                #"{"id": "a", "classes": "animate-linear p-8", "context": {"animationScope": "all"}, "expect": {"animatedPhases": ["content", "layout", "decoration", "effects"]}}"#
            ), .pass)
        XCTAssertEqual(
            try outcome(#"{"id": "l", "classes": "animate-linear p-8", "context": {"animationScope": "layout"}, "expect": {"animatedPhases": ["content"]}}"#)
                .name, "fail")
        XCTAssertEqual(
            try outcome(#"{"id": "x", "classes": "animate-linear", "context": {}, "expect": {"animatedPhases": ["paint"]}}"#).name, "fail",
            "a phase name outside the four is a bad expectation")
    }

    /// swiftcn `TWModifier.body`: a watched `surface` or `layout` scope with a preset sets the
    /// content transition to identity, also when the caller's transaction disables animations;
    /// otherwise the host view's transition stays.
    func testContentTransitionAgainstTheHostsTransition() throws {
        XCTAssertEqual(
            try outcome(
                #"{"id": "i", "classes": "animate-linear", "context": {"animationScope": "surface", "parentContentTransition": "opacity"}, "expect": {"contentTransition": "identity"}}"#
            ), .pass)
        XCTAssertEqual(
            try outcome(
                #"{"id": "d", "classes": "animate-linear", "context": {"animationScope": "layout", "transaction": {"caller": null, "disablesAnimations": true}}, "expect": {"contentTransition": "identity"}}"#
            ), .pass)
        XCTAssertEqual(
            try outcome(
                #"{"id": "c", "classes": "animate-linear", "context": {"animationScope": "content", "parentContentTransition": "opacity"}, "expect": {"contentTransition": "opacity"}}"#
            ), .pass)
        XCTAssertEqual(
            try outcome(
                #"{"id": "n", "classes": "p-2", "context": {"animationScope": "surface", "parentContentTransition": "opacity"}, "expect": {"contentTransition": "opacity"}}"#
            ), .pass,
            "without a preset the host's transition stays")
        XCTAssertEqual(
            try outcome(#"{"id": "c", "classes": "animate-linear", "context": {"animationScope": "content"}, "expect": {"contentTransition": "identity"}}"#)
                .name, "fail")
        XCTAssertEqual(try outcome(#"{"id": "c", "classes": "p-2", "context": {}, "expect": {"contentTransition": null}}"#), .pass)
    }

    // MARK: pipeline

    /// `{name}` in a pipeline call is the interpolation's typed value, written as the pipeline
    /// writes values (conformance README, "Corrections").
    func testPipelineNamesAnInterpolatedValue() throws {
        let phrases = try PhraseTable.load(paths: [PhraseTableTests.fixtures])
        let tint = #""global": {"modifiers": {"tint": "value modifier of Color: background(color); default clear"}}"#
        func line(_ color: String, _ pipeline: String) -> String {
            #"{"id": "t", "classes": "p-[{amount}] tint-[{color}]", "context": {\#(tint), "target": "text", "platform": "macos", "interpolations": {"amount": {"type": "CGFloat", "value": 7.5}, "color": {"type": "Color", "value": "\#(color)"}}}, "expect": {"pipeline": \#(pipeline)}}"#
        }
        XCTAssertEqual(try outcome(line("#3399cc", #"["padding({amount})", "background({color})"]"#), phrases: phrases), .pass)
        XCTAssertEqual(try outcome(line("#3399cc", #"["padding(7.5)", "background(#3399cc)"]"#), phrases: phrases), .pass)
        XCTAssertEqual(try outcome(line("red", #"["padding(7.5)", "background({color})"]"#), phrases: phrases), .pass)
        XCTAssertEqual(try outcome(line("red", #"["padding(7.5)", "background(blue)"]"#), phrases: phrases).name, "fail")
    }
}
