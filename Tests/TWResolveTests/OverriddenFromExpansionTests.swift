import Foundation
import TWResolve
import TWSyntax
import XCTest

/// ``Resolver/overridden(in:states:groupStates:)`` reads overridden classes from one expansion;
/// it must list exactly what a lenient resolution in the same states lists, on every class
/// string of the conformance files and on the reference's override examples.
final class OverriddenFromExpansionTests: XCTestCase {
    /// Reference §4.2 and §9 (later classes win per field under the same conditions; a class under
    /// other conditions does not override; recipes expand in place; global view classes come first).
    static let referenceStrings = [
        "p-2 p-4", "px-4 hover:px-6", "hover:focus:opacity-[0.5] focus:hover:opacity-[0.8]",
        "p-4 px-2", "px-2 p-4", "hover:p-2 hover:p-4 p-1", "group-hover:opacity-50 group-hover:opacity-80",
        "group-hover/card:opacity-50 group-hover/card:opacity-80 group-hover:opacity-20",
        "glass surface-solid", "surface-floating glass glass-tint-primary", "button p-4 px-2", "rounded-lg rounded-[14] shadow-sm shadow-md",
        "focus:bg-accent bg-muted focus:bg-surface", "disabled:opacity-45 pressed:opacity-80 disabled:opacity-30",
        "text-sm text-lg font-semibold", "w-full max-w-[480] w-[240]", "bogus p-2 p-4", "p-[13] p-\\(x)",
    ]

    func testAgreesWithLenientResolutionInEveryStateOfEveryCase() throws {
        let strings = try Self.conformanceStrings() + Self.referenceStrings
        XCTAssertGreaterThan(strings.count, 200, "the conformance files were not read")
        let resolver = Resolver()
        var compared = 0, overriding = 0
        for text in strings {
            let list = ClassParser.parse(text)
            let dynamic = list.tokens.filter(\.isDynamic).map(\.range)
            for target in [StyleTarget.view, .button, .text] {
                var base = ResolutionContext()
                base.target = target
                let rules = resolver.expand(text, context: base, dynamicRanges: dynamic).rules
                for (states, groups) in Self.stateSets(of: list) {
                    var context = base
                    context.states = states
                    context.groupStates = groups
                    let expected = resolver.resolve(text, context: context, lenient: true, dynamicRanges: dynamic).overridden
                    let actual = Resolver.overridden(in: rules, states: states, groupStates: groups)
                    XCTAssertEqual(actual, expected, "`\(text)` as \(target) in \(states) \(groups)")
                    compared += 1
                    if !expected.isEmpty { overriding += 1 }
                }
            }
        }
        // The comparison must have met strings that override something.
        XCTAssertGreaterThan(overriding, 20, "only \(overriding) of \(compared) comparisons had an overridden class")
    }

    func testReferenceExamples() {
        // `p-2 p-4`: p-2 draws nothing; `px-4 hover:px-6` keeps px-4 while hovered (reference §4.2).
        let resolver = Resolver()
        let plain = resolver.expand("p-2 p-4", context: ResolutionContext()).rules
        XCTAssertEqual(Resolver.overridden(in: plain, states: [], groupStates: [:]).map(\.class), ["p-2"])
        let hovered = resolver.expand("px-4 hover:px-6", context: ResolutionContext()).rules
        XCTAssertEqual(Resolver.overridden(in: hovered, states: [.hover], groupStates: [:]), [])
        let orders = resolver.expand("hover:focus:opacity-[0.5] focus:hover:opacity-[0.8]", context: ResolutionContext()).rules
        XCTAssertEqual(Resolver.overridden(in: orders, states: [.hover, .focus], groupStates: [:]).map(\.class), ["hover:focus:opacity-[0.5]"])
    }

    /// Every `classes` value of the conformance files.
    static func conformanceStrings() throws -> [String] {
        let folder = SharedData.url("conformance")
        var strings: [String] = []
        for name in ["swiftcn-cases.jsonl", "swiftcn-extended.jsonl"] {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            for line in text.split(separator: "\n") {
                guard let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                    let classes = object["classes"] as? String
                else { continue }
                strings.append(classes)
            }
        }
        return strings
    }

    /// No state, each token's own states, and every state at once.
    static func stateSets(of list: ClassList) -> [(Set<InteractionState>, [String: Set<InteractionState>])] {
        var sets: [(Set<InteractionState>, [String: Set<InteractionState>])] = [([], [:])]
        var all: Set<InteractionState> = []
        var allGroups: [String: Set<InteractionState>] = [:]
        for token in list.tokens where !token.variants.isEmpty {
            var states: Set<InteractionState> = []
            var groups: [String: Set<InteractionState>] = [:]
            for variant in token.variants {
                let state = variant.state
                if variant.isGroup {
                    groups[variant.groupName ?? "", default: []].insert(state)
                    allGroups[variant.groupName ?? "", default: []].insert(state)
                } else {
                    states.insert(state)
                    all.insert(state)
                }
            }
            sets.append((states, groups))
        }
        sets.append((all, allGroups))
        return sets
    }
}
