import Foundation
import XCTest
@testable import TWConformance
import TWResolve
import TWEmit

/// `tw swift` writes the modifier chain in the order of swiftcn's rendering: for every
/// `pipeline` fact of the extended conformance file, the modifiers of the
/// emitted `ViewModifier`, in order, are the fact's (text attributes, which commute on a `Text`,
/// as a set; `.font` and `.fontWeight` are the fact's one `font(…)`).
final class SwiftChainPipelineTests: XCTestCase {
    func testEmittedChainFollowsEveryPipelineFact() throws {
        guard FileManager.default.fileExists(atPath: ExtendedConformanceFileTests.casesPath) else {
            XCTFail("The extended conformance file is missing: expected \(ExtendedConformanceFileTests.casesPath)")
            return
        }
        let phrases = try PhraseTable.load(paths: [PhraseTableTests.fixtures])
        let cases = try ConformanceFile.read(path: ExtendedConformanceFileTests.casesPath).filter { $0.expect["pipeline"] != nil }
        XCTAssertGreaterThanOrEqual(cases.count, 10)
        var compared = 0
        for testCase in cases {
            // A second surface is a second modifier, not part of one chain.
            guard testCase.context["secondSurface"] == nil, testCase.context["interpolations"] == nil,
                case .success(let environments) = ConformanceEnvironment.make(for: testCase, base: .builtIn, phrases: phrases)
            else { continue }
            for environment in environments {
                let code = SwiftEmitter(resolver: Resolver(theme: environment.theme)).emit(testCase.classes, style: .system, context: environment.context)
                let emitted = Self.modifierNames(code.text)
                let facts = testCase.expect["pipeline"]!.arrayValue!.compactMap { $0.stringValue.flatMap(NativeModifierCall.init(template:))?.name }
                XCTAssertEqual(Self.canonical(emitted), Self.canonical(facts), "\(testCase.id): emitted\n\(code.text)")
                compared += 1
            }
        }
        XCTAssertGreaterThanOrEqual(compared, 7, "pipeline facts compared with tw swift")
    }

    /// The modifiers applied to `content`, in order: one per chain line (`            .padding(…)`).
    static func modifierNames(_ text: String) -> [String] {
        var names: [String] = []
        var inChain = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.trimmingCharacters(in: .whitespaces) == "content" { inChain = true; continue }
            guard inChain else { continue }
            guard line.hasPrefix("            ."), !line.hasPrefix("             ") else {
                if line.hasPrefix("    }") { inChain = false }
                continue
            }
            let call = line.dropFirst(13)
            names.append(String(call.prefix { $0.isLetter || $0.isNumber }))
        }
        // `.font` then `.fontWeight` is the fact's single `font(system 18 semibold)`.
        if names.contains("font") { names.removeAll { $0 == "fontWeight" } }
        return names
    }

    static func canonical(_ names: [String]) -> [String] {
        var result: [String] = []
        var run: [String] = []
        for name in names {
            if ConformanceComparator.textAttributes.contains(name) { run.append(name); continue }
            result += run.sorted() + [name]
            run = []
        }
        return result + run.sorted()
    }
}
