/// A keyed container of ``JSONValueDecoder``, with Foundation's errors and paths.
struct JSONKeyedReader<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let object: [String: JSON]
    let codingPath: [any CodingKey]
    let userInfo: [CodingUserInfoKey: Any]

    /// In the object's own (unspecified) order, as Foundation's are in its own.
    var allKeys: [Key] { object.keys.compactMap { Key(stringValue: $0) } }

    func contains(_ key: Key) -> Bool { object[key.stringValue] != nil }

    private var reader: JSONValueReader { JSONValueReader(value: .null, codingPath: codingPath, userInfo: userInfo) }

    private func value(forKey key: some CodingKey) throws -> JSON {
        guard let value = object[key.stringValue] else {
            throw DecodingError.keyNotFound(
                key, .init(codingPath: codingPath, debugDescription: "No value associated with key \(key) (\"\(key.stringValue)\")."))
        }
        return value
    }

    private func path(_ key: Key) -> [any CodingKey] { codingPath + [key] }

    func decodeNil(forKey key: Key) throws -> Bool { try value(forKey: key) == .null }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try reader.unwrapBool(try value(forKey: key), at: path(key)) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try reader.unwrapString(try value(forKey: key), at: path(key)) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try reader.unwrapFloatingPoint(try value(forKey: key), as: type, at: path(key)) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try reader.unwrapFloatingPoint(try value(forKey: key), as: type, at: path(key)) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try integer(type, key) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try integer(type, key) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try integer(type, key) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try integer(type, key) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try integer(type, key) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try integer(type, key) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try integer(type, key) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try integer(type, key) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try integer(type, key) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try integer(type, key) }
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try reader.unwrap(try value(forKey: key), as: type, at: path(key)) }

    private func integer<T: FixedWidthInteger>(_ type: T.Type, _ key: Key) throws -> T {
        try reader.unwrapInteger(try value(forKey: key), as: type, at: path(key))
    }

    // An absent key and null are both nil; any other value decodes as `decode` would. The
    // protocol's defaults for the primitive types do the same through `contains` and `decodeNil`.
    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        guard let value = object[key.stringValue], value != .null else { return nil }
        return try reader.unwrap(value, as: type, at: path(key))
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        try JSONValueReader(value: try value(forKey: key), codingPath: path(key), userInfo: userInfo).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try JSONValueReader(value: try value(forKey: key), codingPath: path(key), userInfo: userInfo).unkeyedContainer()
    }

    // A missing key gives a decoder of null, as Foundation's does.
    func superDecoder() throws -> any Decoder {
        JSONValueReader(value: object["super"] ?? .null, codingPath: codingPath + [JSONSuperKey()], userInfo: userInfo)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        JSONValueReader(value: object[key.stringValue] ?? .null, codingPath: path(key), userInfo: userInfo)
    }
}
