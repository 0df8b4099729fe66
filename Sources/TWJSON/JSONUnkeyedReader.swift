/// An unkeyed container of ``JSONValueDecoder``: elements' paths end in `Index N`, and reading
/// past the end is `valueNotFound` with Foundation's descriptions.
struct JSONUnkeyedReader: UnkeyedDecodingContainer {
    let elements: [JSON]
    let codingPath: [any CodingKey]
    let userInfo: [CodingUserInfoKey: Any]
    private(set) var currentIndex = 0

    init(elements: [JSON], codingPath: [any CodingKey], userInfo: [CodingUserInfoKey: Any]) {
        self.elements = elements
        self.codingPath = codingPath
        self.userInfo = userInfo
    }

    var count: Int? { elements.count }
    var isAtEnd: Bool { currentIndex >= elements.count }

    private var currentPath: [any CodingKey] { codingPath + [JSONIndexKey(currentIndex)] }

    /// The next element, not yet consumed.
    private func next(_ type: Any.Type, atEnd message: String = "Unkeyed container is at end.") throws -> JSON {
        guard !isAtEnd else { throw DecodingError.valueNotFound(type, .init(codingPath: currentPath, debugDescription: message)) }
        return elements[currentIndex]
    }

    /// Reads the next element with `read` (given the element's decoder) and moves on only if it
    /// succeeds.
    private mutating func consume<T>(_ type: Any.Type, _ read: (JSONValueReader) throws -> T) throws -> T {
        let result = try read(JSONValueReader(value: try next(type), codingPath: currentPath, userInfo: userInfo))
        currentIndex += 1
        return result
    }

    mutating func decodeNil() throws -> Bool {
        guard try next(Never.self) == .null else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try consume(type) { try $0.decode(type) } }
    mutating func decode(_ type: String.Type) throws -> String { try consume(type) { try $0.decode(type) } }
    mutating func decode(_ type: Double.Type) throws -> Double { try consume(type) { try $0.decode(type) } }
    mutating func decode(_ type: Float.Type) throws -> Float { try consume(type) { try $0.decode(type) } }
    mutating func decode(_ type: Int.Type) throws -> Int { try integer(type) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try integer(type) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try integer(type) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try integer(type) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try integer(type) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try integer(type) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type) }
    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try consume(type) { try $0.decode(type) } }

    private mutating func integer<T: FixedWidthInteger>(_ type: T.Type) throws -> T {
        try consume(type) { try $0.unwrapInteger($0.value, as: type, at: $0.codingPath) }
    }

    // Past the end `decodeIfPresent` is nil and still moves on, as Foundation's does (the
    // protocol's default would stay put).
    mutating func decodeIfPresent(_ type: Bool.Type) throws -> Bool? { try ifPresent { try $0.decode(type) } }
    mutating func decodeIfPresent(_ type: String.Type) throws -> String? { try ifPresent { try $0.decode(type) } }
    mutating func decodeIfPresent(_ type: Double.Type) throws -> Double? { try ifPresent { try $0.decode(type) } }
    mutating func decodeIfPresent(_ type: Float.Type) throws -> Float? { try ifPresent { try $0.decode(type) } }
    mutating func decodeIfPresent(_ type: Int.Type) throws -> Int? { try ifPresent { try $0.decode(type) } }
    mutating func decodeIfPresent(_ type: Int8.Type) throws -> Int8? { try ifPresent { try $0.decode(type) } }
    mutating func decodeIfPresent(_ type: Int16.Type) throws -> Int16? { try ifPresent { try $0.decode(type) } }
    mutating func decodeIfPresent(_ type: Int32.Type) throws -> Int32? { try ifPresent { try $0.decode(type) } }
    mutating func decodeIfPresent(_ type: Int64.Type) throws -> Int64? { try ifPresent { try $0.decode(type) } }
    mutating func decodeIfPresent(_ type: UInt.Type) throws -> UInt? { try ifPresent { try $0.decode(type) } }
    mutating func decodeIfPresent(_ type: UInt8.Type) throws -> UInt8? { try ifPresent { try $0.decode(type) } }
    mutating func decodeIfPresent(_ type: UInt16.Type) throws -> UInt16? { try ifPresent { try $0.decode(type) } }
    mutating func decodeIfPresent(_ type: UInt32.Type) throws -> UInt32? { try ifPresent { try $0.decode(type) } }
    mutating func decodeIfPresent(_ type: UInt64.Type) throws -> UInt64? { try ifPresent { try $0.decode(type) } }
    mutating func decodeIfPresent<T: Decodable>(_ type: T.Type) throws -> T? { try ifPresent { try $0.decode(type) } }

    private mutating func ifPresent<T>(_ read: (JSONValueReader) throws -> T) throws -> T? {
        let value = isAtEnd ? JSON.null : elements[currentIndex]
        let result = value == .null ? nil : try read(JSONValueReader(value: value, codingPath: currentPath, userInfo: userInfo))
        currentIndex += 1
        return result
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        try consume(KeyedDecodingContainer<NestedKey>.self) { try $0.container(keyedBy: type) }
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try consume((any UnkeyedDecodingContainer).self) { try $0.unkeyedContainer() }
    }

    mutating func superDecoder() throws -> any Decoder {
        let value = try next((any Decoder).self, atEnd: "Cannot get superDecoder() -- unkeyed container is at end.")
        defer { currentIndex += 1 }
        return JSONValueReader(value: value, codingPath: currentPath, userInfo: userInfo)
    }
}
