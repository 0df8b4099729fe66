import TWSyntax

/// A class string with `{name}` placeholders for typed values, compiled as swiftcn compiles a
/// `TWClasses` literal (reference §1.3): a placeholder inside brackets stays a native payload
/// (the catalog reads it from ``ResolutionContext/interpolations``), a placeholder outside
/// brackets becomes class text when its type allows (strings, numbers, optional strings, arrays
/// of them) and is an error otherwise.
///
/// ```swift
/// let text = try InterpolatedClasses.compile("{extra} offset-[{x},{y}]",
///     values: ["extra": .string("p-3"), "x": .int(12), "y": .int(-4)]).get()
/// // "p-3 offset-[{x},{y}]"
/// ```
public enum InterpolatedClasses {
    /// Why a template cannot be compiled: swiftcn's `invalidInterpolation` (the type name, or
    /// `an escaped argument`), or a placeholder with no value, as a `TW211` diagnostic whose range
    /// is the placeholder's UTF-8 bytes in the template.
    public struct Failure: Error, Hashable, Sendable {
        public var diagnostic: Diagnostic
        /// The name swiftcn's error carries: the type name, `an escaped argument`, or the
        /// placeholder's name.
        public var detail: String

        public var message: String { diagnostic.message }
        public var range: ByteRange { diagnostic.range }
    }

    /// The placeholder names a template uses, in order, without repeats.
    public static func placeholders(in template: String) -> [String] {
        var names: [String] = []
        for (name, _) in scan(template) where !names.contains(name) { names.append(name) }
        return names
    }

    /// Compiles `template` with `values`.
    ///
    /// - Returns: the class text the resolver reads, or the first ``Failure``.
    public static func compile(_ template: String, values: [String: InterpolatedValue]) -> Result<String, Failure> {
        compiled(template, values: values).map(\.text)
    }

    /// ``compile(_:values:)`` with the UTF-8 byte ranges of the placeholders left inside brackets,
    /// which the parser treats as opaque parts (never whitespace, never syntax).
    static func compiled(_ template: String, values: [String: InterpolatedValue]) -> Result<(text: String, payloadRanges: [ByteRange]), Failure> {
        var payloadRanges: [ByteRange] = []
        let characters = Array(template)
        var output = ""
        var depth = 0
        var escaped = false
        var offset = 0  // UTF-8 offset of `characters[index]`
        var index = 0
        func feed(_ character: Character) {
            output.append(character)
            if character.isWhitespace {
                depth = 0
                escaped = false
            } else if escaped {
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "[" {
                depth += 1
            } else if character == "]" {
                depth -= 1
            }
        }
        while index < characters.count {
            let character = characters[index]
            if character == "{", let (name, length) = placeholder(characters, at: index) {
                let width = characters[index..<(index + length)].reduce(0) { $0 + $1.utf8.count }
                let range = ByteRange(start: offset, end: offset + width)
                guard let value = values[name] else {
                    return .failure(Failure(diagnostic: .missingInterpolationValue(name, at: range), detail: name))
                }
                if depth > 0 {
                    if escaped {
                        return .failure(
                            Failure(diagnostic: .unsupportedInterpolation(Diagnostic.escapedArgument, at: range), detail: Diagnostic.escapedArgument))
                    }
                    let start = output.utf8.count
                    output += "{\(name)}"
                    payloadRanges.append(ByteRange(start: start, end: output.utf8.count))
                } else {
                    guard let text = value.classText else {
                        return .failure(Failure(diagnostic: .unsupportedInterpolation(value.typeName, at: range), detail: value.typeName))
                    }
                    for piece in text { feed(piece) }
                }
                index += length
                offset += width
                continue
            }
            feed(character)
            offset += character.utf8.count
            index += 1
        }
        return .success((output, payloadRanges))
    }

    /// `{identifier}` at `index`: the name and the placeholder's length in characters.
    static func placeholder(_ characters: [Character], at index: Int) -> (String, Int)? {
        var end = index + 1
        while end < characters.count, characters[end] != "}" {
            let character = characters[end]
            guard character.isASCII, character.isLetter || character.isNumber || character == "_" else { return nil }
            end += 1
        }
        guard end < characters.count, end > index + 1, !characters[index + 1].isNumber else { return nil }
        return (String(characters[(index + 1)..<end]), end - index + 1)
    }

    private static func scan(_ template: String) -> [(String, Int)] {
        let characters = Array(template)
        var result: [(String, Int)] = []
        var index = 0
        while index < characters.count {
            if characters[index] == "{", let (name, length) = placeholder(characters, at: index) {
                result.append((name, index))
                index += length
            } else {
                index += 1
            }
        }
        return result
    }
}

extension Resolver {
    /// Resolves a class string with typed values for its `{name}` placeholders.
    /// A template swiftcn rejects (a `Color` outside brackets, an escaped interpolation, a missing
    /// value) resolves as invalid, undecorated, with one `TW211` diagnostic.
    public func resolve(_ template: String, values: [String: InterpolatedValue], context: ResolutionContext, lenient: Bool = false) -> Resolution {
        var context = context
        context.interpolations = values
        switch InterpolatedClasses.compiled(template, values: values) {
        case .success(let (text, ranges)):
            var resolution = resolveClasses(text, context: context, lenient: lenient, dynamicRanges: ranges)
            resolution.classes = template
            return resolution
        case .failure(let failure):
            // swiftcn's default style: nothing, global defaults included.
            context.globalView = ""
            context.globalButton = ""
            var resolution = resolveClasses("", context: context, lenient: lenient)
            resolution.classes = template
            resolution.valid = false
            resolution.undecorated = !lenient
            resolution.inheritsForeground = false
            resolution.diagnostics.append(
                ResolvedDiagnostic(diagnostic: failure.diagnostic, source: .local, kind: .invalidInterpolation, detail: failure.detail))
            return resolution
        }
    }
}
