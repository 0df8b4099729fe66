import TWSyntax

/// Constants interpolated as whole classes into a class string of the file level:
///
/// ```swift
/// let base = "p-4 rounded-lg"
/// Text("x").tw("\(base) bg-surface")     // read as "p-4 rounded-lg bg-surface"
/// ```
/// A `let` whose value is string literals is joined into the string, so its classes meet the
/// others as at run time; any other declaration's value is read as a class expression of its own.
extension SinkFinder {
    /// Replaces in `value` each whole-class interpolation that names a `let` of string literals
    /// by that value (dropping it from `interpolations`), and returns the value ranges of the
    /// other declarations named, to read as class expressions. `use` is the literal's position in
    /// the file level; `followed` the declarations already read in this walk.
    mutating func spliceConstants(_ value: inout StringLiteralValue, _ interpolations: inout [SwiftInterpolation], use: Int,
                                  followed: inout Set<Int>) -> [(range: Range<Int>, iterates: Bool)] {
        var others: [(range: Range<Int>, iterates: Bool)] = []
        for index in wholeClassIndices(value, interpolations).reversed() {
            guard let (name, qualified) = interpolatedName(interpolations[index]),
                  let declaration = constant(name, usedAt: use, qualified: qualified) else { continue }
            if declaration.isLet, !declaration.iterates, let known = concatenation(declaration.value), known.dynamicRanges.isEmpty {
                value = value.replacingInterpolation(index, with: known)
                interpolations.remove(at: index)
            } else if followed.insert(declaration.position).inserted {
                others.append((declaration.value, declaration.iterates))
            }
        }
        return others.reversed()
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
           stream.tokens[tokens[2]].kind == .identifier {
            return (word(tokens[2]), true)
        }
        return nil
    }
}
