import Foundation
import TWEmit
import TWResolve
import TWSyntax

/// Whether two class strings draw the same: both are resolved in every cell of the matrix and
/// what is drawn is compared field by field.
///
/// A cell is one column of `tw matrix` (``MatrixColumn/standard(base:)``: iOS 18, 26, 27, iOS 27
/// with SwiftUI's renderer, macOS 15, 26), one combination of the interaction and group states
/// the strings' variants test, one colour scheme, and one setting: none, one of the matrix's
/// variations (``MatrixVariation/standard``) or Reduce Motion. The base context gives the rest (target, registrations,
/// named classes). What is compared is the ``Resolution`` without the parts that describe the
/// text rather than the drawing: the class string, provenance, diagnostics, the lists of
/// overridden and ignored classes, and the name of the theme radius a surface's shape has.
package struct DrawingProof: Sendable {
    package let resolver: Resolver
    package let base: ResolutionContext

    /// More conditions than this are not enumerated (2^n state combinations per cell): the
    /// rewrite is then left alone.
    package static let maximumConditions = 6

    package init(resolver: Resolver, base: ResolutionContext) {
        self.resolver = resolver
        self.base = base
    }

    /// What each string draws in each cell, once: the rewrites of one string share its cells, and
    /// each step of `tw format` starts from the last step's result.
    private final class Memo: @unchecked Sendable {
        let lock = NSLock()
        var drawn: [String: [Cell: Resolution]] = [:]
        var resolutions = 0
    }

    /// A cell's context as a memo key: hashed by what the cells of a proof differ in (the
    /// scalar settings, the states and group states), compared in full. Hashing the whole
    /// context (its registrations, modifiers included) cost more than resolving the strings.
    private struct Cell: Hashable {
        let context: ResolutionContext

        func hash(into hasher: inout Hasher) {
            context.hashScalarSettings(into: &hasher)
            hasher.combine(context.groupStates.count)
            for name in context.groupStates.keys.sorted() {
                hasher.combine(name)
                hasher.combine(context.groupStates[name]?.reduce(0) { $0 | 1 << $1.rawValue } ?? 0)
            }
        }

        static func == (lhs: Cell, rhs: Cell) -> Bool { lhs.context == rhs.context }
    }

    private let memo = Memo()

    private func drawn(_ text: String, in context: ResolutionContext) -> Resolution {
        let cell = Cell(context: context)
        memo.lock.lock()
        let known = memo.drawn[text]?[cell]
        memo.lock.unlock()
        if let known { return known }
        let value = Self.drawn(resolver.resolve(text, context: context))
        memo.lock.lock()
        memo.resolutions += 1
        memo.drawn[text, default: [:]][cell] = value
        memo.lock.unlock()
        return value
    }

    /// How many times the proofs resolved a string in a cell: the work they did, for tests that
    /// bound it by count.
    package var resolutions: Int {
        memo.lock.lock()
        defer { memo.lock.unlock() }
        return memo.resolutions
    }

    /// An interaction or group state a variant tests.
    private enum Condition: Hashable {
        case state(InteractionState)
        case group(String, InteractionState)
    }

    /// nil when `rewritten` draws like `original` in every cell; otherwise why not, naming the
    /// first cell that differs.
    package func difference(_ original: String, _ rewritten: String) -> String? {
        // An invalid string draws nothing decorated in every cell; a rewrite of it proves nothing.
        guard resolver.resolve(original, context: base).valid else { return "swiftcn rejects the classes as written" }
        let first = ClassParser.parse(original), second = ClassParser.parse(rewritten)
        var conditions: [Condition] = []
        for list in [first, second] {
            for token in list.tokens {
                for variant in token.variants {
                    let condition: Condition = variant.isGroup ? .group(variant.groupName ?? "", variant.state) : .state(variant.state)
                    if !conditions.contains(condition) { conditions.append(condition) }
                }
            }
        }
        guard conditions.count <= Self.maximumConditions else {
            return "its variants test \(conditions.count) states, more than the \(Self.maximumConditions) whose combinations are checked"
        }
        let variations: [(name: String, apply: @Sendable (inout ResolutionContext) -> Void)] =
            [(name: "", apply: { @Sendable _ in })] + MatrixVariation.standard.map { (name: $0.name, apply: $0.apply) }
            + [(name: "Reduce Motion", apply: { @Sendable in $0.reduceMotion = true })]
        for column in MatrixColumn.standard(base: base) {
            for mask in 0..<(1 << conditions.count) {
                var context = column.context
                var stateNames: [String] = []
                for (bit, condition) in conditions.enumerated() where mask & (1 << bit) != 0 {
                    switch condition {
                    case .state(let state):
                        context.states.insert(state)
                        stateNames.append(state.name)
                    case .group(let name, let state):
                        context.groupStates[name, default: []].insert(state)
                        stateNames.append("group\(name.isEmpty ? "" : "/" + name) \(state.name)")
                    }
                }
                for scheme in ColorScheme.allCases {
                    context.scheme = scheme
                    for (variationName, apply) in variations {
                        var cell = context
                        apply(&cell)
                        let a = drawn(original, in: cell), b = drawn(rewritten, in: cell)
                        if a != b {
                            let parts: [String] = [
                                column.name, stateNames.isEmpty ? nil : stateNames.joined(separator: "+"), scheme.rawValue,
                                variationName.isEmpty ? nil : variationName,
                            ].compactMap { $0 }
                            return "it draws differently on \(parts.joined(separator: ", "))\(Self.firstDifference(a, b).map { " (\($0))" } ?? "")"
                        }
                    }
                }
            }
        }
        return nil
    }

    /// What a resolution draws: the resolution without its text, provenance and diagnostics.
    package static func drawn(_ resolution: Resolution) -> Resolution {
        var drawn = resolution
        drawn.classes = ""
        drawn.provenance = [:]
        drawn.diagnostics = []
        drawn.overridden = []
        drawn.ignored = []
        // The theme radius a corner came from is a name for its size: `rounded-[12]` and
        // `rounded-lg` (12 pt) draw the same corner.
        drawn.surface?.shape.token = nil
        return drawn
    }

    /// The first part that differs, for people.
    private static func firstDifference(_ a: Resolution, _ b: Resolution) -> String? {
        if a.valid != b.valid { return "one of them is rejected" }
        if a.padding != b.padding { return "padding" }
        if a.frame != b.frame { return "frame" }
        if a.surface != b.surface { return "surface" }
        if a.button != b.button { return "button" }
        if a.font != b.font || a.weight != b.weight || a.text != b.text { return "text" }
        if a.foreground != b.foreground || a.background != b.background { return "colour" }
        if a.border != b.border || a.radius != b.radius || a.shadow != b.shadow { return "edge or shape" }
        if a.opacity != b.opacity || a.transform != b.transform { return "effects" }
        if a.motion != b.motion || a.transaction != b.transaction { return "motion" }
        return nil
    }
}
