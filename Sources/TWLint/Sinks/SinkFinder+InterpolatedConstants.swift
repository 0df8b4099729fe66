import TWSyntax

/// Constants interpolated as whole classes into a class string of the file level:
///
/// ```swift
/// let base = "p-4 rounded-lg"
/// Text("x").tw("\(base) bg-surface")     // read as "p-4 rounded-lg bg-surface"
/// ```
/// A `let` whose value is string literals is joined into the string, so its classes meet the
/// others in their order at run time. Another name stays a dynamic part of the string.
extension SinkFinder {
    /// Replaces in `value` each whole-class interpolation that names a `let` of string literals
    /// by that value, dropping it from `interpolations`. `use` is the literal's position in the
    /// file level.
    mutating func spliceConstants(_ value: inout StringLiteralValue, _ interpolations: inout [SwiftInterpolation], use: Int) {
        for index in wholeClassIndices(value, interpolations).reversed() {
            guard let (name, qualified) = interpolatedName(interpolations[index]),
                let declaration = constant(name, usedAt: use, qualified: qualified),
                declaration.isLet, !declaration.iterates,
                let known = concatenation(declaration.value), known.dynamicRanges.isEmpty
            else { continue }
            value = value.replacingInterpolation(index, with: known)
            interpolations.remove(at: index)
        }
    }

    /// The name an interpolation is when it is one: `base`, `self.base`, `Self.card`.
    func interpolatedName(_ interpolation: SwiftInterpolation) -> (name: String, qualified: Bool)? {
        let tokens = interpolation.tokens.filter { !stream.tokens[$0].kind.isComment }
        func word(_ index: Int) -> String {
            let r = stream.tokens[index].range
            return String(decoding: bytes[r.start..<r.end], as: UTF8.self)
        }
        if tokens.count == 1, stream.tokens[tokens[0]].kind == .identifier {
            let name = word(tokens[0])
            return ["nil", "true", "false", "self", "Self"].contains(name) ? nil : (name, false)
        }
        if tokens.count == 3, stream.tokens[tokens[0]].kind == .identifier, stream.tokens[tokens[1]].kind == .dot,
            stream.tokens[tokens[2]].kind == .identifier
        {
            return (word(tokens[2]), true)
        }
        return nil
    }
}
