import Foundation

/// Encodes an `Encodable` straight into a ``JSON`` value, without writing text and reading it
/// back. The result equals what `JSON.parse(JSONEncoder().encode(value))` gives: whole numbers
/// within ±10^15 become `.int`, other numbers `.double`, a `URL` its absolute string, a value
/// that asks for no container `{}`.
///
/// - Throws: `EncodingError.invalidValue` for a non-finite number, as `JSONEncoder` does.
package struct JSONValueEncoder {
    package init() {}

    /// The value of `value`, as `JSON.parse(JSONEncoder().encode(value))` would give it.
    package func encode(_ value: some Encodable) throws -> JSON {
        let node = JSONNode()
        try node.encode(value, codingPath: [])
        return node.json
    }
}

/// One value under construction; containers hold child nodes so that nested and super encoders
/// can fill them in later. The children live in a box the node owns, so adding one is amortised
/// O(1): an array or dictionary held in the enum would be copied on every append (copy on write
/// sees two owners), which made encoding n elements O(n²).
private final class JSONNode {
    final class Children<Collection> {
        var items: Collection
        init(_ items: Collection) { self.items = items }
    }

    enum Content {
        case empty
        case value(JSON)
        case object(Children<[String: JSONNode]>)
        case array(Children<[JSONNode]>)
    }

    var content: Content = .empty

    var json: JSON {
        switch content {
        case .empty: return .object([:])
        case .value(let value): return value
        case .object(let children): return .object(children.items.mapValues(\.json))
        case .array(let children): return .array(children.items.map(\.json))
        }
    }

    func encode(_ value: some Encodable, codingPath: [any CodingKey]) throws {
        switch value {
        case let json as JSON: content = .value(json)
        case let url as URL: content = .value(.string(url.absoluteString))
        default: try value.encode(to: NodeEncoder(node: self, codingPath: codingPath))
        }
    }

    /// Makes this node an object, keeping its members when it is one already.
    func becomeObject() {
        if case .object = content { return }
        content = .object(Children([:]))
    }

    /// Makes this node an array, keeping its elements when it is one already.
    func becomeArray() {
        if case .array = content { return }
        content = .array(Children([]))
    }

    /// The child for `key`, replacing an earlier one (as JSONEncoder keeps the last).
    func child(forKey key: String) -> JSONNode {
        becomeObject()
        let node = JSONNode()
        if case .object(let children) = content { children.items[key] = node }
        return node
    }

    func appendChild() -> JSONNode {
        becomeArray()
        let node = JSONNode()
        if case .array(let children) = content { children.items.append(node) }
        return node
    }

    var count: Int {
        if case .array(let children) = content { return children.items.count }
        return 0
    }

    static func number(_ value: Double, _ codingPath: [any CodingKey]) throws -> JSON {
        guard value.isFinite else {
            throw EncodingError.invalidValue(value, .init(codingPath: codingPath, debugDescription: "a non-finite number has no JSON form"))
        }
        return value == value.rounded() && abs(value) < 1e15 ? .int(Int(value)) : .double(value)
    }

    static func integer<T: BinaryInteger>(_ value: T) -> JSON {
        if let exact = Int(exactly: value) { return .int(exact) }
        return .double(Double(value))
    }
}

private struct NodeEncoder: Encoder {
    let node: JSONNode
    var codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        node.becomeObject()
        return KeyedEncodingContainer(KeyedNodeContainer<Key>(node: node, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        node.becomeArray()
        return UnkeyedNodeContainer(node: node, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleValueNodeContainer(node: node, codingPath: codingPath)
    }
}

private struct IndexKey: CodingKey {
    var intValue: Int?
    var stringValue: String { "\(intValue ?? 0)" }
    init(_ index: Int) { intValue = index }
    init?(stringValue: String) { nil }
    init?(intValue: Int) { self.intValue = intValue }
}

private struct KeyedNodeContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let node: JSONNode
    var codingPath: [any CodingKey]

    private func set(_ value: JSON, _ key: Key) { node.child(forKey: key.stringValue).content = .value(value) }

    mutating func encodeNil(forKey key: Key) throws { set(.null, key) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { set(.bool(value), key) }
    mutating func encode(_ value: String, forKey key: Key) throws { set(.string(value), key) }
    mutating func encode(_ value: Double, forKey key: Key) throws { set(try JSONNode.number(value, codingPath + [key]), key) }
    mutating func encode(_ value: Float, forKey key: Key) throws { set(try JSONNode.number(Double(value), codingPath + [key]), key) }
    mutating func encode(_ value: Int, forKey key: Key) throws { set(.int(value), key) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { set(JSONNode.integer(value), key) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { set(JSONNode.integer(value), key) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { set(JSONNode.integer(value), key) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { set(JSONNode.integer(value), key) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { set(JSONNode.integer(value), key) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { set(JSONNode.integer(value), key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { set(JSONNode.integer(value), key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { set(JSONNode.integer(value), key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { set(JSONNode.integer(value), key) }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        try node.child(forKey: key.stringValue).encode(value, codingPath: codingPath + [key])
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        NodeEncoder(node: node.child(forKey: key.stringValue), codingPath: codingPath + [key]).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        NodeEncoder(node: node.child(forKey: key.stringValue), codingPath: codingPath + [key]).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        NodeEncoder(node: node.child(forKey: "super"), codingPath: codingPath)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        NodeEncoder(node: node.child(forKey: key.stringValue), codingPath: codingPath + [key])
    }
}

private struct UnkeyedNodeContainer: UnkeyedEncodingContainer {
    let node: JSONNode
    var codingPath: [any CodingKey]
    var count: Int { node.count }

    private func append(_ value: JSON) { node.appendChild().content = .value(value) }
    private var nextPath: [any CodingKey] { codingPath + [IndexKey(count)] }

    mutating func encodeNil() throws { append(.null) }
    mutating func encode(_ value: Bool) throws { append(.bool(value)) }
    mutating func encode(_ value: String) throws { append(.string(value)) }
    mutating func encode(_ value: Double) throws { append(try JSONNode.number(value, nextPath)) }
    mutating func encode(_ value: Float) throws { append(try JSONNode.number(Double(value), nextPath)) }
    mutating func encode(_ value: Int) throws { append(.int(value)) }
    mutating func encode(_ value: Int8) throws { append(JSONNode.integer(value)) }
    mutating func encode(_ value: Int16) throws { append(JSONNode.integer(value)) }
    mutating func encode(_ value: Int32) throws { append(JSONNode.integer(value)) }
    mutating func encode(_ value: Int64) throws { append(JSONNode.integer(value)) }
    mutating func encode(_ value: UInt) throws { append(JSONNode.integer(value)) }
    mutating func encode(_ value: UInt8) throws { append(JSONNode.integer(value)) }
    mutating func encode(_ value: UInt16) throws { append(JSONNode.integer(value)) }
    mutating func encode(_ value: UInt32) throws { append(JSONNode.integer(value)) }
    mutating func encode(_ value: UInt64) throws { append(JSONNode.integer(value)) }
    mutating func encode<T: Encodable>(_ value: T) throws {
        let path = nextPath
        try node.appendChild().encode(value, codingPath: path)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let path = nextPath
        return NodeEncoder(node: node.appendChild(), codingPath: path).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let path = nextPath
        return NodeEncoder(node: node.appendChild(), codingPath: path).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        let path = nextPath
        return NodeEncoder(node: node.appendChild(), codingPath: path)
    }
}

private struct SingleValueNodeContainer: SingleValueEncodingContainer {
    let node: JSONNode
    var codingPath: [any CodingKey]

    private func set(_ value: JSON) { node.content = .value(value) }

    mutating func encodeNil() throws { set(.null) }
    mutating func encode(_ value: Bool) throws { set(.bool(value)) }
    mutating func encode(_ value: String) throws { set(.string(value)) }
    mutating func encode(_ value: Double) throws { set(try JSONNode.number(value, codingPath)) }
    mutating func encode(_ value: Float) throws { set(try JSONNode.number(Double(value), codingPath)) }
    mutating func encode(_ value: Int) throws { set(.int(value)) }
    mutating func encode(_ value: Int8) throws { set(JSONNode.integer(value)) }
    mutating func encode(_ value: Int16) throws { set(JSONNode.integer(value)) }
    mutating func encode(_ value: Int32) throws { set(JSONNode.integer(value)) }
    mutating func encode(_ value: Int64) throws { set(JSONNode.integer(value)) }
    mutating func encode(_ value: UInt) throws { set(JSONNode.integer(value)) }
    mutating func encode(_ value: UInt8) throws { set(JSONNode.integer(value)) }
    mutating func encode(_ value: UInt16) throws { set(JSONNode.integer(value)) }
    mutating func encode(_ value: UInt32) throws { set(JSONNode.integer(value)) }
    mutating func encode(_ value: UInt64) throws { set(JSONNode.integer(value)) }
    mutating func encode<T: Encodable>(_ value: T) throws { try node.encode(value, codingPath: codingPath) }
}
