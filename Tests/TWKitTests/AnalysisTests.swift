import Foundation
import Testing
import TWKit

/// `TWKit.analyze`: one call from a class string and contexts to a Codable analysis. Expected
/// fills: reference §8.2's decision table for the `glass` role.
@Suite("TWKit analysis")
struct AnalysisTests {
    @Test(
        "The fill of `glass` per system",
        arguments: [
            (NamedContext.iOS(18), "material"),
            (NamedContext.iOS(26), "glass"),
            (NamedContext.macOS(15), "material"),
            (NamedContext.macOS(26), "glass"),
            // Reference §8.2's decision table: native glass adapts itself; the fallback turns solid.
            (NamedContext("iOS 26, Reduce Transparency", .iOS(26).with { $0.reduceTransparency = true }), "glass"),
            (NamedContext("iOS 18, Reduce Transparency", .iOS(18).with { $0.reduceTransparency = true }), "solid"),
        ])
    func fill(of named: NamedContext, is kind: String) throws {
        let analysis = try JSON(encoding: TWKit.analyze("glass", in: [named]))
        #expect(analysis["schema"].string == "twkit.analysis/1")
        #expect(analysis["results"][0]["name"].string == named.name)
        #expect(analysis["results"][0]["resolution"]["surface"]["fill"]["kind"].string == kind)
    }

    @Test func keepsTheContextsInOrderAndRoundTrips() throws {
        let contexts: [NamedContext] = [.macOS(26), .iOS(18), .iOS(26)]
        let analysis = TWKit.analyze("px-4 surface-floating", in: contexts)
        #expect(analysis.results.map(\.name) == ["macOS 26", "iOS 18", "iOS 26"])
        #expect(analysis.valid)
        let decoded = try JSONDecoder().decode(Analysis.self, from: JSONEncoder().encode(analysis))
        #expect(decoded.results.map(\.name) == analysis.results.map(\.name))
        #expect(decoded.results.map(\.resolution) == analysis.results.map(\.resolution))
    }

    @Test func anUnknownClassMakesTheAnalysisInvalid() throws {
        let analysis = try JSON(encoding: TWKit.analyze("p-4 bogus", in: [.iOS(26)]))
        #expect(analysis["valid"].bool == false)
        #expect(analysis["results"][0]["resolution"]["diagnostics"][0]["code"].string == "TW101")
    }

    @Test(
        "Presets set platform and OS only",
        arguments: [
            (ResolutionContext.iOS(26), Platform.ios, OSVersion(26)),
            (ResolutionContext.iOS(17, 4), Platform.ios, OSVersion(17, 4)),
            (ResolutionContext.macOS(15), Platform.macos, OSVersion(15)),
        ])
    func preset(_ context: ResolutionContext, platform: Platform, os: OSVersion) {
        var expected = ResolutionContext()
        expected.platform = platform
        expected.os = os
        #expect(context == expected)
    }
}

/// The "Using TWKit as a library" snippet of `Docs/design-tools.md` (its first two lines are the
/// README's), line for line, so it keeps compiling and means what it says.
@Test func readmeSnippet() throws {
    let analysis = TWKit.analyze(
        "px-4 surface-floating glass-tint-[red]",
        in: [.iOS(18), .iOS(26), NamedContext("Mac, Reduce Transparency", .macOS(26).with { $0.reduceTransparency = true })])
    let json = try JSONEncoder().encode(analysis)
    let matrix = TWKit.matrix("glass p-4", columns: [.iOS(26), .macOS(15)])
    let resolution = Resolver().resolve(ClassParser.parse("glass p-4"), context: .iOS(26))
    #expect(try JSON(JSONSerialization.jsonObject(with: json))["results"].array.count == 3)
    #expect(matrix.columns.map(\.name) == ["iOS 26", "macOS 15"])
    #expect(resolution.valid)
}
