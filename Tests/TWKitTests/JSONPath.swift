import Foundation

/// A JSON document read back as plain values, so tests check the wire format as a design tool
/// sees it.
struct JSONValue {
    let value: Any?

    init(encoding encodable: some Encodable) throws {
        value = try JSONSerialization.jsonObject(with: JSONEncoder().encode(encodable))
    }

    init(_ value: Any?) { self.value = value }

    subscript(key: String) -> JSONValue { JSONValue((value as? [String: Any])?[key]) }
    subscript(index: Int) -> JSONValue {
        guard let array = value as? [Any], array.indices.contains(index) else { return JSONValue(nil) }
        return JSONValue(array[index])
    }

    var string: String? { value as? String }
    var bool: Bool? { value as? Bool }
    var array: [JSONValue] { (value as? [Any])?.map(JSONValue.init) ?? [] }
}
