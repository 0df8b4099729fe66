import Foundation

/// A JSON document read back as plain values, so tests check the wire format as a design tool
/// sees it.
struct JSON {
    let value: Any?

    init(encoding encodable: some Encodable) throws {
        value = try JSONSerialization.jsonObject(with: JSONEncoder().encode(encodable))
    }

    init(_ value: Any?) { self.value = value }

    subscript(key: String) -> JSON { JSON((value as? [String: Any])?[key]) }
    subscript(index: Int) -> JSON {
        guard let array = value as? [Any], array.indices.contains(index) else { return JSON(nil) }
        return JSON(array[index])
    }

    var string: String? { value as? String }
    var bool: Bool? { value as? Bool }
    var array: [JSON] { (value as? [Any])?.map(JSON.init) ?? [] }
}
