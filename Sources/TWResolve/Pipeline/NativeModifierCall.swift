/// One SwiftUI modifier call in a pipeline, written as TWKit's pipeline notation:
/// `padding(12)`, `frame(width: 60, height: 40)`, `offset(x: 3, y: -2)`, `resizable()`.
///
/// Registrations write the call their active slot applies in the same notation (theme files:
/// `applies`), where `{argument}` stands for the slot's argument.
public struct NativeModifierCall: Hashable, Sendable, Codable, CustomStringConvertible {
    /// One argument: an optional label and its text (`x`, `12`).
    public struct Argument: Hashable, Sendable, Codable {
        public var label: String?
        public var value: String

        public init(_ label: String? = nil, _ value: String) {
            self.label = label
            self.value = value
        }
    }

    /// The modifier's name (`padding`).
    public var name: String
    public var arguments: [Argument]

    public init(_ name: String, _ arguments: [Argument] = []) {
        self.name = name
        self.arguments = arguments
    }

    /// Reads `name(label: value, value)`; nil when the text is not one call. Arguments split on
    /// commas outside nested parentheses; a label is a leading identifier and `: `.
    public init?(template text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let open = trimmed.firstIndex(of: "("), trimmed.hasSuffix(")") else { return nil }
        let name = String(trimmed[..<open])
        guard let first = name.first, first.isLetter, name.allSatisfy({ $0.isLetter || $0.isNumber }) else { return nil }
        let inner = trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)]
        var pieces: [String] = []
        var depth = 0
        var current = ""
        for character in inner {
            switch character {
            case "(", "[": depth += 1
            case ")", "]": depth -= 1
            default: break
            }
            if depth < 0 { return nil }
            if character == ",", depth == 0 {
                pieces.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        guard depth == 0 else { return nil }
        if !current.trimmingCharacters(in: .whitespaces).isEmpty || !pieces.isEmpty { pieces.append(current) }
        var arguments: [Argument] = []
        for piece in pieces {
            let part = piece.trimmingCharacters(in: .whitespaces)
            guard !part.isEmpty else { return nil }
            if let colon = part.range(of: ": "), part[..<colon.lowerBound].allSatisfy({ $0.isLetter || $0.isNumber }), !part[..<colon.lowerBound].isEmpty {
                arguments.append(Argument(String(part[..<colon.lowerBound]), String(part[colon.upperBound...])))
            } else {
                arguments.append(Argument(nil, part))
            }
        }
        self.init(name, arguments)
    }

    /// `name(label: value, value)`.
    public var description: String {
        name + "(" + arguments.map { argument in argument.label.map { "\($0): \(argument.value)" } ?? argument.value }.joined(separator: ", ") + ")"
    }

    /// The placeholder for a slot's argument in a registration's `applies`.
    public static let argumentPlaceholder = "{argument}"

    /// The call with every `{argument}` replaced by `argument`.
    public func substituting(argument: String) -> NativeModifierCall {
        NativeModifierCall(name, arguments.map { Argument($0.label, $0.value.replacingOccurrences(of: Self.argumentPlaceholder, with: argument)) })
    }
}
