import Foundation

/// The `Decoder` of one value inside ``JSONValueDecoder``; it is its own single-value container.
struct JSONValueReader: Decoder, SingleValueDecodingContainer {
    let value: JSON
    let codingPath: [any CodingKey]
    let userInfo: [CodingUserInfoKey: Any]

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        switch value {
        case .object(let object):
            return KeyedDecodingContainer(JSONKeyedReader<Key>(object: object, codingPath: codingPath, userInfo: userInfo))
        case .null:
            throw DecodingError.valueNotFound(
                [String: Any].self, .init(codingPath: codingPath, debugDescription: "Cannot get keyed decoding container -- found null value instead"))
        default:
            throw Self.typeMismatch([String: Any].self, value, codingPath)
        }
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        switch value {
        case .array(let elements):
            return JSONUnkeyedReader(elements: elements, codingPath: codingPath, userInfo: userInfo)
        case .null:
            throw DecodingError.valueNotFound(
                [Any].self, .init(codingPath: codingPath, debugDescription: "Cannot get unkeyed decoding container -- found null value instead"))
        default:
            throw Self.typeMismatch([Any].self, value, codingPath)
        }
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

    // MARK: Values, as Foundation's decoder unwraps them

    /// `value` as `T` at `path`; the types Foundation's decoder reads specially (`Data` as
    /// Base64, `Date`, `URL`, `Decimal`) are read the same way.
    func unwrap<T: Decodable>(_ value: JSON, as type: T.Type, at path: [any CodingKey]) throws -> T {
        if type == Data.self { return try unwrapData(value, at: path) as! T }
        if type == Date.self {
            // Seconds since 2001 (`deferredToDate`), but null is reported as a missing `Date`.
            try Self.checkNotNull(value, Date.self, path)
            return try Date(from: JSONValueReader(value: value, codingPath: path, userInfo: userInfo)) as! T
        }
        if type == URL.self { return try unwrapURL(value, at: path) as! T }
        if type == JSON.self, let normalized = JSONNumberReading.normalized(value) { return normalized as! T }
        if type == Decimal.self { return try unwrapDecimal(value, at: path) as! T }
        return try T(from: JSONValueReader(value: value, codingPath: path, userInfo: userInfo))
    }

    func unwrapString(_ value: JSON, at path: [any CodingKey]) throws -> String {
        if case .string(let string) = value { return string }
        try Self.checkNotNull(value, String.self, path)
        throw Self.typeMismatch(String.self, value, path)
    }

    func unwrapBool(_ value: JSON, at path: [any CodingKey]) throws -> Bool {
        if case .bool(let bool) = value { return bool }
        throw Self.typeMismatch(Bool.self, value, path)
    }

    func unwrapInteger<T: FixedWidthInteger>(_ value: JSON, as type: T.Type, at path: [any CodingKey]) throws -> T {
        switch value {
        case .int(let integer): return try JSONNumberReading.integer(integer, as: T.self)
        case .double(let double): return try JSONNumberReading.integer(double, as: T.self)
        default:
            try Self.checkNotNull(value, T.self, path)
            throw Self.typeMismatch(T.self, value, path)
        }
    }

    func unwrapFloatingPoint<T: BinaryFloatingPoint & LosslessStringConvertible>(_ value: JSON, as type: T.Type, at path: [any CodingKey]) throws -> T {
        switch value {
        case .int(let integer): return try JSONNumberReading.floatingPoint(integer, as: T.self)
        case .double(let double): return try JSONNumberReading.floatingPoint(double, as: T.self)
        default:
            try Self.checkNotNull(value, T.self, path)
            throw Self.typeMismatch(T.self, value, path)
        }
    }

    private func unwrapData(_ value: JSON, at path: [any CodingKey]) throws -> Data {
        try Self.checkNotNull(value, Data.self, path)
        guard case .string(let string) = value else { throw Self.typeMismatch(String.self, value, path) }
        guard let data = Data(base64Encoded: string) else {
            throw DecodingError.dataCorrupted(.init(codingPath: path, debugDescription: "Encountered Data is not valid Base64."))
        }
        return data
    }

    private func unwrapURL(_ value: JSON, at path: [any CodingKey]) throws -> URL {
        try Self.checkNotNull(value, URL.self, path)
        guard let url = URL(string: try unwrapString(value, at: path)) else {
            throw DecodingError.dataCorrupted(.init(codingPath: path, debugDescription: "Invalid URL string."))
        }
        return url
    }

    private func unwrapDecimal(_ value: JSON, at path: [any CodingKey]) throws -> Decimal {
        try Self.checkNotNull(value, Decimal.self, path)
        switch value {
        case .int, .double:
            // Parsed from the number's text, as Foundation does (`Decimal(0)` differs from it).
            let text = if case .int(let integer) = value { String(integer) } else { JSONNumberReading.text(of: value.doubleValue ?? 0) }
            guard let decimal = Decimal(string: text) else { throw UnrepresentableNumber() }
            return decimal
        default: throw DecodingError.typeMismatch(Decimal.self, .init(codingPath: path, debugDescription: ""))
        }
    }

    static func checkNotNull(_ value: JSON, _ type: Any.Type, _ path: [any CodingKey]) throws {
        guard case .null = value else { return }
        throw DecodingError.valueNotFound(type, .init(codingPath: path, debugDescription: "Cannot get value of type \(type) -- found null value instead"))
    }

    static func typeMismatch(_ type: Any.Type, _ value: JSON, _ path: [any CodingKey]) -> DecodingError {
        .typeMismatch(type, .init(codingPath: path, debugDescription: "Expected to decode \(type) but found \(foundationKindName(value)) instead."))
    }

    /// How Foundation's decoder names a JSON value's kind in its messages.
    static func foundationKindName(_ value: JSON) -> String {
        switch value {
        case .null: "null"
        case .bool: "bool"
        case .int, .double: "number"
        case .string: "a string"
        case .array: "an array"
        case .object: "a dictionary"
        }
    }

    // MARK: SingleValueDecodingContainer

    func decodeNil() -> Bool {
        if case .null = value { return true }
        return false
    }
    func decode(_ type: Bool.Type) throws -> Bool { try unwrapBool(value, at: codingPath) }
    func decode(_ type: String.Type) throws -> String { try unwrapString(value, at: codingPath) }
    func decode(_ type: Double.Type) throws -> Double { try unwrapFloatingPoint(value, as: type, at: codingPath) }
    func decode(_ type: Float.Type) throws -> Float { try unwrapFloatingPoint(value, as: type, at: codingPath) }
    func decode(_ type: Int.Type) throws -> Int { try unwrapInteger(value, as: type, at: codingPath) }
    func decode(_ type: Int8.Type) throws -> Int8 { try unwrapInteger(value, as: type, at: codingPath) }
    func decode(_ type: Int16.Type) throws -> Int16 { try unwrapInteger(value, as: type, at: codingPath) }
    func decode(_ type: Int32.Type) throws -> Int32 { try unwrapInteger(value, as: type, at: codingPath) }
    func decode(_ type: Int64.Type) throws -> Int64 { try unwrapInteger(value, as: type, at: codingPath) }
    func decode(_ type: UInt.Type) throws -> UInt { try unwrapInteger(value, as: type, at: codingPath) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try unwrapInteger(value, as: type, at: codingPath) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try unwrapInteger(value, as: type, at: codingPath) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try unwrapInteger(value, as: type, at: codingPath) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try unwrapInteger(value, as: type, at: codingPath) }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try unwrap(value, as: type, at: codingPath) }
}
