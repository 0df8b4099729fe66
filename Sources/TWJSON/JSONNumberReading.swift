/// Numbers read as Foundation's `JSONDecoder` reads the text of a ``JSON`` number: what it
/// accepts (integers from whole fractions such as `3.0` or `1e+16`, fractions from integers) and
/// what it refuses (``UnrepresentableNumber``). A `.double` stands for its shortest text, the
/// digits `JSONEncoder` and the server write for it.
enum JSONNumberReading {
    static func integer<T: FixedWidthInteger>(_ value: Int, as type: T.Type) throws -> T {
        // Text of an integer: exact, or out of the type's range.
        guard let result = T(exactly: value) else { throw UnrepresentableNumber() }
        return result
    }

    static func integer<T: FixedWidthInteger>(_ value: Double, as type: T.Type) throws -> T {
        guard let result = T(exactly: value) else { throw UnrepresentableNumber() }
        // Below 2^53 a whole Double is its text; above, Foundation takes the text's own decimal
        // digits (1.152921504606847e+18 is 1152921504606847000, not 2^60).
        if value.magnitude < 0x1p53 { return result }
        guard let decimal = wholeValue(ofText: text(of: value), as: T.self) else { throw UnrepresentableNumber() }
        return decimal
    }

    /// The `Int` a whole number read from `text` stands for, as Foundation's decoder reads it:
    /// the `Double` below 2^53, the text's own decimal digits above; nil when out of range.
    static func integer(_ value: Double, ofText text: String) -> Int? {
        guard let result = Int(exactly: value) else { return nil }
        if value.magnitude < 0x1p53 { return result }
        return wholeValue(ofText: text, as: Int.self)
    }

    static func floatingPoint<T: BinaryFloatingPoint & LosslessStringConvertible>(_ value: Int, as type: T.Type) throws -> T {
        if T.self == Double.self { return Double(value) as! T }
        return try floatingPoint(text: String(value), as: T.self)
    }

    static func floatingPoint<T: BinaryFloatingPoint & LosslessStringConvertible>(_ value: Double, as type: T.Type) throws -> T {
        guard value.isFinite else { throw UnrepresentableNumber() }
        if T.self == Double.self { return value as! T }
        return try floatingPoint(text: text(of: value), as: T.self)
    }

    /// The text parsed as `T` (correctly rounded from the decimal digits, not through `Double`),
    /// refusing overflow to infinity and underflow of a non-zero number to zero.
    private static func floatingPoint<T: BinaryFloatingPoint & LosslessStringConvertible>(text: String, as type: T.Type) throws -> T {
        guard let result = T(text), result.isFinite else { throw UnrepresentableNumber() }
        // Digits after the exponent marker do not make a zero non-zero.
        if result == 0, text.prefix(while: { $0 != "e" && $0 != "E" }).contains(where: { ("1"..."9").contains($0) }) {
            throw UnrepresentableNumber()
        }
        return result
    }

    /// `value` as `JSON.init(from:)` decodes it (through `Int` before `Double`): whole numbers
    /// that `Int` reads become `.int`, everything else stays; nil for a non-finite number, which
    /// takes the general path. Saves building and throwing a `DecodingError` for each failed
    /// attempt of that initialiser.
    static func normalized(_ value: JSON) -> JSON? {
        switch value {
        case .double(let number):
            guard number.isFinite else { return nil }
            return (try? integer(number, as: Int.self)).map(JSON.int) ?? value
        case .array(let elements):
            var result: [JSON] = []
            result.reserveCapacity(elements.count)
            for element in elements {
                guard let normal = normalized(element) else { return nil }
                result.append(normal)
            }
            return .array(result)
        case .object(let object):
            var result: [String: JSON] = [:]
            result.reserveCapacity(object.count)
            for (key, element) in object {
                guard let normal = normalized(element) else { return nil }
                result[key] = normal
            }
            return .object(result)
        case .null, .bool, .int, .string:
            return value
        }
    }

    /// The shortest text that reads back as `value` (`0.1`, `1e+16`, `-0.0`).
    static func text(of value: Double) -> String { value.description }

    /// The integer a decimal text such as `1.152921504606847e+18` denotes exactly, or nil when it
    /// has a fraction or does not fit `T`.
    private static func wholeValue<T: FixedWidthInteger>(ofText text: String, as type: T.Type) -> T? {
        var digits: [UInt8] = []
        var exponent = 0
        var negative = false
        var afterPoint = false
        var utf8 = text.utf8[...]
        if utf8.first == UInt8(ascii: "-") {
            negative = true
            utf8 = utf8.dropFirst()
        }
        while let byte = utf8.first, byte != UInt8(ascii: "e"), byte != UInt8(ascii: "E") {
            utf8 = utf8.dropFirst()
            if byte == UInt8(ascii: ".") {
                afterPoint = true
                continue
            }
            digits.append(byte - UInt8(ascii: "0"))
            if afterPoint { exponent -= 1 }
        }
        if !utf8.isEmpty, let written = Int(String(decoding: utf8.dropFirst(), as: UTF8.self)) { exponent += written }
        while exponent < 0 {
            guard digits.last == 0 else { return nil }
            digits.removeLast()
            exponent += 1
        }
        var magnitude: UInt64 = 0
        for digit in digits + Array(repeating: 0, count: exponent) {
            let (times10, overflow1) = magnitude.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = times10.addingReportingOverflow(UInt64(digit))
            if overflow1 || overflow2 { return nil }
            magnitude = sum
        }
        if negative {
            // As Foundation negates the magnitude: -2^63 does not fit either.
            guard T.isSigned, let positive = T(exactly: magnitude) else { return nil }
            return 0 - positive
        }
        return T(exactly: magnitude)
    }
}
