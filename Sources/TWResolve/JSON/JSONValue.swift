import Foundation

/// Any JSON value, decoded without losing the difference between numbers and Booleans (which
/// `JSONSerialization` blurs on Linux). Object key order is not kept.
public enum JSONValue: Hashable, Sendable, Codable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() { self = .null; return }
        if let value = try? container.decode(Bool.self) { self = .bool(value); return }
        if let value = try? container.decode(Double.self) { self = .number(value); return }
        if let value = try? container.decode(String.self) { self = .string(value); return }
        if let value = try? container.decode([JSONValue].self) { self = .array(value); return }
        self = .object(try container.decode([String: JSONValue].self))
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }

    /// Decodes JSON text.
    ///
    /// - Throws: ``ParseError`` with Foundation's explanation and, for a value that cannot be
    ///   represented (a number beyond `Double`), the JSON path of that value.
    public static func parse(_ data: Data) throws(ParseError) -> JSONValue {
        do {
            return try JSONDecoder().decode(JSONValue.self, from: data)
        } catch let DecodingError.dataCorrupted(context) {
            let underlying = (context.underlyingError as NSError?)?.userInfo[NSDebugDescriptionErrorKey] as? String
            throw ParseError(path: path(context.codingPath), message: underlying ?? context.debugDescription)
        } catch let DecodingError.typeMismatch(_, context) {
            // Every JSON value decodes as some case, so a mismatch is a value Foundation cannot
            // represent, in practice a number outside Double's range such as 1e400.
            throw ParseError(path: path(context.codingPath), message: "this value cannot be read (a number outside the range of a 64-bit floating-point value?)")
        } catch {
            throw ParseError(path: "$", message: "\(error)")
        }
    }

    /// `$.colors.brand[0]` for a coding path.
    static func path(_ codingPath: [CodingKey]) -> String { JSONPathError.path(codingPath) }

    /// Invalid JSON text, or a value that cannot be represented.
    public struct ParseError: Error, CustomStringConvertible {
        /// Where: a JSON path, `$` for the document as a whole.
        public var path: String = "$"
        public var message: String
        public var description: String { path == "$" ? "invalid JSON: \(message)" : "\(path): \(message)" }
    }

    /// A short description of the value's type, for error messages.
    public var kindName: String {
        switch self {
        case .null: "null"
        case .bool: "a Boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    public var objectValue: [String: JSONValue]? { if case .object(let value) = self { value } else { nil } }
    public var stringValue: String? { if case .string(let value) = self { value } else { nil } }
    public var numberValue: Double? { if case .number(let value) = self { value } else { nil } }
    public var boolValue: Bool? { if case .bool(let value) = self { value } else { nil } }
    public var arrayValue: [JSONValue]? { if case .array(let value) = self { value } else { nil } }
}
