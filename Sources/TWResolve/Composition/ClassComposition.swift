import Foundation
import TWJSON

/// One argument of `cn(…)`: a class string, a nil fragment, or an array fragment (which may
/// nest, as the result-builder form does) (reference §1.3).
public indirect enum ClassFragment: Hashable, Sendable {
    case classes(String)
    case none
    case array([ClassFragment])

    /// A fragment from JSON: a string, `null`, or an array of fragments.
    ///
    /// - Throws: ``ClassComposition/Failure`` for any other JSON value, with its path.
    public init(json: JSON, path: String = "$") throws(ClassComposition.Failure) {
        switch json {
        case .string(let text): self = .classes(text)
        case .null: self = .none
        case .array(let items):
            var fragments: [ClassFragment] = []
            for (index, item) in items.enumerated() { fragments.append(try ClassFragment(json: item, path: "\(path)[\(index)]")) }
            self = .array(fragments)
        default:
            throw ClassComposition.Failure(message: "\(path): a cn(…) fragment is a string, null or an array of fragments, not \(json.kindPhrase)")
        }
    }
}

/// `cn(…)` exactly as swiftcn composes it (swiftcn `ClassComposition.swift`): the non-nil
/// fragments in order, joined by one space, with no conflict or duplicate removed.
///
/// The result is written with single spaces between its tokens, which is the same `TWClasses`
/// by swiftcn's equality (equal token lists), so `cn(" card ", nil, "", "tilt-[8]")` is
/// `card tilt-[8]`. A fragment that is exactly a placeholder (`{extra}`) holding a `String`,
/// `String?` or `[String?]` value contributes that text (nothing for nil); other placeholders are
/// kept as they are, because their values stay native payloads.
public enum ClassComposition {
    public struct Failure: Error, Hashable, Sendable, CustomStringConvertible {
        public var message: String
        public var description: String { message }
    }

    /// Composes `fragments`, filling whole-fragment placeholders from `values`.
    public static func compose(_ fragments: [ClassFragment], values: [String: InterpolatedValue] = [:]) -> String {
        var tokens: [Substring] = []
        func add(_ fragment: ClassFragment) {
            switch fragment {
            case .none: break
            case .array(let items): items.forEach(add)
            case .classes(let text):
                var text = text
                let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
                if trimmed.hasPrefix("{"), trimmed.hasSuffix("}"), let value = values[String(trimmed.dropFirst().dropLast())], let spliced = value.classText {
                    text = spliced
                }
                tokens += text.split(whereSeparator: { $0.isWhitespace })
            }
        }
        fragments.forEach(add)
        return tokens.joined(separator: " ")
    }
}
