import TWSyntax

/// The number grammars of class values (reference §3.1).
enum NumberGrammar {
    /// A keyword number (`p-2.5`, `opacity-45`, `duration-150`): ASCII digits and `.` only, parsed
    /// by Swift's `Double`, finite and >= 0. No sign, exponent, unit or `%`.
    static func nonNegativeDecimal(_ text: Substring) -> Double? {
        if let fast = text.utf8.withContiguousStorageIfAvailable(DecimalBytes.value), let value = fast { return value }
        guard !text.isEmpty, text.utf8.allSatisfy({ ($0 >= 48 && $0 <= 57) || $0 == 46 }) else { return nil }
        guard let value = Double(text), value.isFinite, value >= 0 else { return nil }
        return value
    }

    /// Why `text` is not a keyword number, for messages.
    static func keywordNumberProblem(_ text: Substring) -> CatalogError {
        if text.hasPrefix("-") || text.hasPrefix("+") {
            return CatalogError(.outOfRange, "keyword values take no sign; use a bracket value such as `[-4]` where negatives are allowed")
        }
        if isNonFiniteWord(text) { return CatalogError.notFiniteNumber(text) }
        return CatalogError(.invalidArgument, "`\(text)` is not a plain decimal number")
    }

    static func isNonFiniteWord<S: StringProtocol>(_ text: S) -> Bool {
        let lowered = text.lowercased().trimmingSign
        return ["nan", "inf", "infinity", "snan"].contains(lowered)
    }

    /// The units a bracket scalar accepts, with their multipliers (reference §3.1 table).
    enum Units {
        case number, points, seconds, degrees

        /// Suffix and multiplier; the bare number is `""`. Static arrays: read on every bracket
        /// value, they are not rebuilt per call.
        var table: [(String, Double)] {
            switch self {
            case .number: Self.numberTable
            case .points: Self.pointsTable
            case .seconds: Self.secondsTable
            case .degrees: Self.degreesTable
            }
        }

        /// ``table`` with each suffix as its UTF-8 bytes, for the byte reading.
        var byteTable: [([UInt8], Double)] {
            switch self {
            case .number: Self.numberBytes
            case .points: Self.pointsBytes
            case .seconds: Self.secondsBytes
            case .degrees: Self.degreesBytes
            }
        }

        private static let numberBytes = numberTable.map { (Array($0.0.utf8), $0.1) }
        private static let pointsBytes = pointsTable.map { (Array($0.0.utf8), $0.1) }
        private static let secondsBytes = secondsTable.map { (Array($0.0.utf8), $0.1) }
        private static let degreesBytes = degreesTable.map { (Array($0.0.utf8), $0.1) }

        private static let numberTable: [(String, Double)] = [("", 1)]
        private static let pointsTable: [(String, Double)] = [("", 1), ("pt", 1), ("px", 1)]
        private static let secondsTable: [(String, Double)] = [("", 0.001), ("ms", 0.001), ("s", 1)]
        private static let degreesTable: [(String, Double)] = [("", 1), ("deg", 1), ("rad", 180 / Double.pi)]

        var advice: String {
            switch self {
            case .number: "a plain number"
            case .points: "points: a bare number, `pt` or `px`"
            case .seconds: "milliseconds (bare or `ms`) or seconds (`s`)"
            case .degrees: "degrees (bare or `deg`) or radians (`rad`)"
            }
        }
    }

    /// A bracket scalar (reference §3.1): trim spaces and tabs, take the longest allowed unit
    /// suffix, one optional sign, then ASCII digits and `.`; `value × multiplier` must be finite.
    /// Returns the value in the units' base (points, seconds or degrees).
    static func bracketScalar(_ raw: String, _ units: Units) -> Result<Double, CatalogError> {
        if let value = asciiBracketScalar(raw, units) { return .success(value) }
        return generalBracketScalar(raw, units)
    }

    /// ``bracketScalar(_:_:)`` on `Character`s, for any text, with the reason for a rejection.
    static func generalBracketScalar(_ raw: String, _ units: Units) -> Result<Double, CatalogError> {
        let text = raw.trimmingSpacesAndTabs
        var best: (String, Double)?
        for (suffix, multiplier) in units.table where !suffix.isEmpty && text.hasSuffix(suffix) {
            if suffix.count > (best?.0.count ?? -1) { best = (suffix, multiplier) }
        }
        let unit = best ?? ("", units.table.first(where: { $0.0.isEmpty })!.1)
        var body = Substring(text.dropLast(unit.0.count))
        if body.hasPrefix("+") || body.hasPrefix("-") { body = body.dropFirst() }
        guard !body.isEmpty, body.utf8.allSatisfy({ ($0 >= 48 && $0 <= 57) || $0 == 46 }) else {
            return .failure(scalarProblem(text, units))
        }
        let signed = text.dropLast(unit.0.count)
        guard let value = Double(signed) else {
            return .failure(CatalogError(.invalidArgument, "`\(raw)` is not a number"))
        }
        let scaled = value * unit.1
        guard scaled.isFinite else { return .failure(CatalogError.notFiniteNumber(raw)) }
        return .success(scaled)
    }

    /// ``bracketScalar(_:_:)`` on printable ASCII text, read byte by byte: there
    /// every byte is one `Character`, so it accepts exactly what the general reading accepts, with
    /// the same value. Nil for anything else, which the general reading then decides and explains.
    static func asciiBracketScalar(_ raw: String, _ units: Units) -> Double? {
        var raw = raw
        return raw.withUTF8 { bytes -> Double? in
            var start = 0, end = bytes.count
            for byte in bytes where byte < 0x20 && byte != 0x09 || byte > 0x7E { return nil }
            while start < end, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
            while end > start, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
            // The longest unit suffix, as the general reading takes it.
            var unitLength = -1, multiplier = 0.0
            for (suffix, factor) in units.byteTable {
                let length = suffix.count
                guard length > unitLength, length <= end - start else { continue }
                if length > 0, !suffix.elementsEqual(UnsafeBufferPointer(rebasing: bytes[(end - length)..<end])) { continue }
                (unitLength, multiplier) = (length, factor)
            }
            guard unitLength >= 0 else { return nil }
            let signedEnd = end - unitLength
            var bodyStart = start
            if bodyStart < signedEnd, bytes[bodyStart] == UInt8(ascii: "+") || bytes[bodyStart] == UInt8(ascii: "-") { bodyStart += 1 }
            guard bodyStart < signedEnd else { return nil }
            for byte in bytes[bodyStart..<signedEnd] where !(byte >= 48 && byte <= 57) && byte != 46 { return nil }
            let value: Double
            if let plain = DecimalBytes.value(UnsafeBufferPointer(rebasing: bytes[bodyStart..<signedEnd])) {
                value = bytes[start] == UInt8(ascii: "-") ? -plain : plain
            } else {
                guard let read = Double(String(decoding: bytes[start..<signedEnd], as: UTF8.self)) else { return nil }
                value = read
            }
            let scaled = value * multiplier
            return scaled.isFinite ? scaled : nil
        }
    }

    private static func scalarProblem(_ text: String, _ units: Units) -> CatalogError {
        let lowered = text.lowercased()
        if text.isEmpty { return CatalogError(.invalidArgument, "the value is empty") }
        if isNonFiniteWord(lowered) { return CatalogError.notFiniteNumber(text) }
        if lowered.contains("calc(") || lowered.contains("var(") || lowered.contains("min(") || lowered.contains("max(") || lowered.contains("clamp(") {
            return CatalogError(.unsupportedUnit, "CSS functions such as `calc()` and `var()` are not supported; use \(units.advice)")
        }
        // A number followed by a unit swiftcn does not know.
        let digits = text.prefix { ($0 >= "0" && $0 <= "9") || $0 == "." || $0 == "-" || $0 == "+" }
        let unit = text.dropFirst(digits.count)
        if !digits.isEmpty, !unit.isEmpty, unit.allSatisfy({ $0.isLetter || $0 == "%" }) {
            if unit.first == "e" || unit.first == "E", unit.dropFirst().allSatisfy({ $0.isNumber || $0 == "-" || $0 == "+" }) {
                return CatalogError(.invalidArgument, "`\(text)`: exponents are not supported; write the plain decimal")
            }
            return CatalogError(.unsupportedUnit, "unit `\(unit)` is not supported; use \(units.advice)")
        }
        if text.contains(" ") {
            return CatalogError(.invalidArgument, "`\(text)` has a space inside the number or before its unit")
        }
        return CatalogError(.invalidArgument, "`\(text)` is not a number; use \(units.advice)")
    }
}

extension StringProtocol {
    var trimmingSpacesAndTabs: String {
        var scalars = Substring(self)
        while let first = scalars.first, first == " " || first == "\t" { scalars = scalars.dropFirst() }
        while let last = scalars.last, last == " " || last == "\t" { scalars = scalars.dropLast() }
        return String(scalars)
    }

    fileprivate var trimmingSign: String {
        if hasPrefix("+") || hasPrefix("-") { return String(dropFirst()) }
        return String(self)
    }
}
