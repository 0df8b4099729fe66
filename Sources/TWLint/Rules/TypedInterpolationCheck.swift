import TWResolve
import TWSyntax

/// Validates interpolations whose type the source gives, as swiftcn would:
/// inside brackets the value is read as a native payload (`w-[\(Color.blue)]` and
/// `tilt-[\(Double.nan)]` are errors), outside brackets a type that is not class text is
/// `Unsupported swiftcn interpolation` (TW211). Interpolations of unknown type stay unchecked, and
/// a token with one of them is left as it is.
enum TypedInterpolationCheck {
    /// What the file says each interpolation of a string is, in order: `.some(nil)` for an
    /// expression of unknown type, nil for a range outside the file (not checked). With the
    /// string's run-time text these are all ``findings(_:values:position:check:context:input:)``
    /// reads, so the site memo keys interpolated sites by them (``SiteMemoKey``).
    static func values(_ occurrence: ClassOccurrence, input: LintInput) -> [InterpolatedValue??] {
        let value = occurrence.value
        let source = input.file.source.bytes
        return value.dynamicRanges.map { range in
            let sourceRange = value.sourceRange(ofRuntime: range)
            guard sourceRange.end <= source.count else { return nil }
            let expression = Self.expression(String(decoding: source[sourceRange.start..<sourceRange.end], as: UTF8.self))
            return .some(expression.flatMap { input.typedNames.value(of: $0, in: source) })
        }
    }

    /// The findings of one string whose interpolations are `values` (``values(_:input:)``).
    static func findings(
        _ occurrence: ClassOccurrence, values interpolated: [InterpolatedValue??], position: Int, check: Int,
        context: ResolutionContext, input: LintInput
    ) -> [SiteFinding] {
        let value = occurrence.value
        guard !value.dynamicRanges.isEmpty else { return [] }
        var bytes = value.utf8
        var findings: [SiteFinding] = []
        var values: [String: InterpolatedValue] = [:]
        var typedRanges: [ByteRange] = []
        // Interpolations per token, and whether each lies inside brackets.
        var candidates: [(range: ByteRange, token: Int, inside: Bool, value: InterpolatedValue?)] = []
        for (range, typed) in zip(value.dynamicRanges, interpolated) {
            guard let typed else { continue }
            let (token, inside) = Self.position(of: range.start, in: bytes)
            candidates.append((range, token, inside, typed))
        }
        let blocked = Set(candidates.filter { $0.inside && $0.value == nil }.map(\.token))
        for (index, candidate) in candidates.enumerated() {
            guard let typed = candidate.value else { continue }
            if !candidate.inside {
                if typed.classText == nil {
                    findings.append(SiteFinding(check: check, occurrence: position, diagnostic: .unsupportedInterpolation(typed.typeName, at: candidate.range)))
                }
                continue
            }
            guard !blocked.contains(candidate.token), candidate.range.count == 7 else { continue }
            let name = "_v" + String(String(index % 1000 + 1000).dropFirst())
            bytes.replaceSubrange(candidate.range.start..<candidate.range.end, with: Array("{\(name)}".utf8))
            values[name] = typed
            typedRanges.append(candidate.range)
        }
        guard !values.isEmpty else { return findings }
        var typedContext = context
        typedContext.interpolations = values
        let resolution = input.resolver.resolve(String(decoding: bytes, as: UTF8.self), context: typedContext, dynamicRanges: value.dynamicRanges)
        for diagnostic in resolution.diagnostics where typedRanges.contains(where: { $0.start >= diagnostic.range.start && $0.end <= diagnostic.range.end }) {
            // swiftcn names a typed token with `<value>` in place of each payload (reference §1.3).
            var shown = diagnostic.diagnostic
            shown.message = values.keys.reduce(shown.message) { $0.replacingOccurrences(of: "{\($1)}", with: "<value>") }
            shown.fix = nil
            findings.append(SiteFinding(check: check, occurrence: position, diagnostic: shown))
        }
        return findings
    }

    /// `x` of `\(x)` (or `\#(x)` in a raw string).
    static func expression(_ interpolation: String) -> String? {
        var text = Substring(interpolation)
        guard text.hasPrefix("\\") else { return nil }
        text = text.dropFirst().drop { $0 == "#" }
        guard text.hasPrefix("("), text.hasSuffix(")") else { return nil }
        return String(text.dropFirst().dropLast())
    }

    /// The whitespace-separated token an offset is in, and whether it lies inside brackets
    /// (reference §1.3: whitespace ends a token and resets the depth).
    static func position(of offset: Int, in bytes: [UInt8]) -> (token: Int, inside: Bool) {
        var token = 0, depth = 0, escaped = false
        for byte in bytes[..<min(offset, bytes.count)] {
            if byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D {
                token += 1; depth = 0; escaped = false
            } else if escaped {
                escaped = false
            } else if byte == UInt8(ascii: "\\") {
                escaped = true
            } else if byte == UInt8(ascii: "[") {
                depth += 1
            } else if byte == UInt8(ascii: "]") {
                depth -= 1
            }
        }
        return (token, depth > 0)
    }
}
