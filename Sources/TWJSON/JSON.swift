import Foundation

/// Any JSON value: a JSON-RPC message, a theme or configuration file read as data, a design
/// tool's parameters. Integers and fractions are kept apart so that request ids and LSP's
/// `integer`/`uinteger` fields go back out exactly as they came in, and numbers stay apart from
/// Booleans (which `JSONSerialization` blurs on Linux). Object key order is not kept.
public enum JSON: Hashable, Sendable, Codable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([JSON])
    case object([String: JSON])

    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() { self = .null; return }
        if let value = try? container.decode(Bool.self) { self = .bool(value); return }
        if let value = try? container.decode(Int.self) { self = .int(value); return }
        if let value = try? container.decode(Double.self) { self = .double(value); return }
        if let value = try? container.decode(String.self) { self = .string(value); return }
        if let value = try? container.decode([JSON].self) { self = .array(value); return }
        self = .object(try container.decode([String: JSON].self))
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .int(let value): try container.encode(value)
        case .double(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }

    /// Deepest nesting of arrays and objects read (Foundation's own limit): far beyond any
    /// theme, configuration, tokens file or JSON-RPC message, and shallow enough for a stack.
    public static let maximumDepth = 512

    /// Decodes UTF-8 JSON text, in time and memory linear in its size (``JSONTextParser``).
    ///
    /// - Throws: ``ParseError`` with the location (line, column, byte offset) of text that is not
    ///   JSON or nests deeper than ``maximumDepth``, and the JSON path of a number no `Double`
    ///   holds (`1e400`).
    public static func parse(_ data: Data) throws(ParseError) -> JSON {
        var parser = JSONTextParser(Array(data))
        return try parser.parseDocument()
    }

    /// What ``ParseError`` says of a number outside `Double`'s range.
    static let unrepresentableNumberMessage = "this value cannot be read (a number outside the range of a 64-bit floating-point value?)"

    /// Invalid JSON text, or a value that cannot be represented.
    public struct ParseError: Error, CustomStringConvertible {
        /// Where: a JSON path, `$` for the document as a whole.
        public var path: String = "$"
        /// What is wrong; for text that is not JSON it ends with the location (`at line 2, column 7`).
        public var message: String
        /// Where in the text the problem starts.
        public var location: Location
        /// The error found: the ``location``, kept for callers that describe errors generically.
        public var underlying: any Error { location }
        public var description: String { path == "$" ? "invalid JSON: \(message)" : "\(path): \(message)" }

        /// A place in JSON text: a byte offset from 0, and a line and column from 1 (the column
        /// counts bytes, so it matches editors for ASCII text).
        public struct Location: Error, Hashable, Sendable, CustomStringConvertible {
            public var offset: Int
            public var line: Int
            public var column: Int
            init(_ place: (offset: Int, line: Int, column: Int)) {
                (offset, line, column) = place
            }
            public var description: String { "line \(line), column \(column)" }
        }
    }

    // MARK: Access

    @inlinable public subscript(key: String) -> JSON? {
        if case .object(let object) = self { return object[key] }
        return nil
    }

    @inlinable public var objectValue: [String: JSON]? { if case .object(let value) = self { value } else { nil } }
    @inlinable public var arrayValue: [JSON]? { if case .array(let value) = self { value } else { nil } }
    @inlinable public var stringValue: String? { if case .string(let value) = self { value } else { nil } }
    @inlinable public var boolValue: Bool? { if case .bool(let value) = self { value } else { nil } }
    @inlinable public var intValue: Int? {
        switch self {
        case .int(let value): value
        case .double(let value) where value == value.rounded() && abs(value) < 1e15: Int(value)
        default: nil
        }
    }
    @inlinable public var doubleValue: Double? {
        switch self {
        case .int(let value): Double(value)
        case .double(let value): value
        default: nil
        }
    }
    @inlinable public var isNull: Bool { self == .null }

    /// `object`, `array`, `string`, `number`, `boolean` or `null` (JSON Schema's type names),
    /// for messages such as "must be an object, got string".
    @inlinable public var kindName: String {
        switch self {
        case .null: "null"
        case .bool: "boolean"
        case .int, .double: "number"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        }
    }

    /// `an object`, `a Boolean`, `null`…, for messages such as "expected a string, got a number".
    @inlinable public var kindPhrase: String {
        switch self {
        case .null: "null"
        case .bool: "a Boolean"
        case .int, .double: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

extension JSON: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral
{
    @inlinable public init(stringLiteral value: String) { self = .string(value) }
    @inlinable public init(integerLiteral value: Int) { self = .int(value) }
    @inlinable public init(booleanLiteral value: Bool) { self = .bool(value) }
    @inlinable public init(arrayLiteral elements: JSON...) { self = .array(elements) }
    @inlinable public init(dictionaryLiteral elements: (String, JSON)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
    @inlinable public init(nilLiteral: ()) { self = .null }
}
