import Foundation
import TWJSON

/// A rectangle in the container's coordinates, in points (origin top-leading).
public struct GlassFrame: Hashable, Sendable, Codable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The smallest frame containing both.
    public func union(_ other: GlassFrame) -> GlassFrame {
        let minX = min(x, other.x), minY = min(y, other.y)
        let maxX = max(x + width, other.x + other.width), maxY = max(y + height, other.y + other.height)
        return GlassFrame(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

/// A piece's shape (seed "Glass at computed frames"): `capsule`, `rounded(r)` or
/// `edges(top,bottom)` (different top and bottom corner radii, as on a sheet). Written in JSON as
/// those strings.
public enum GlassShape: Hashable, Sendable, Codable, CustomStringConvertible {
    case capsule
    case rounded(Double)
    case edges(top: Double, bottom: Double)

    /// Parses `capsule`, `rounded(12)`, `edges(24,0)` (spaces allowed); nil otherwise.
    public init?(_ text: String) {
        let compact = text.filter { $0 != " " }
        if compact == "capsule" { self = .capsule; return }
        func arguments(_ name: String) -> [Double]? {
            guard compact.hasPrefix(name + "("), compact.hasSuffix(")") else { return nil }
            let inner = compact.dropFirst(name.count + 1).dropLast()
            let values = inner.split(separator: ",", omittingEmptySubsequences: false).map { Double($0) }
            guard values.allSatisfy({ $0 != nil && $0! >= 0 && $0!.isFinite }) else { return nil }
            return values.map { $0! }
        }
        if let values = arguments("rounded"), values.count == 1 { self = .rounded(values[0]); return }
        if let values = arguments("edges"), values.count == 2 { self = .edges(top: values[0], bottom: values[1]); return }
        return nil
    }

    public var description: String {
        switch self {
        case .capsule: "capsule"
        case .rounded(let radius): "rounded(\(Self.format(radius)))"
        case .edges(let top, let bottom): "edges(\(Self.format(top)),\(Self.format(bottom)))"
        }
    }

    static func format(_ value: Double) -> String { value == value.rounded() ? String(Int(value)) : String(value) }

    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let shape = GlassShape(text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "expected capsule, rounded(R) or edges(TOP,BOTTOM), got \"\(text)\"")
        }
        self = shape
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}

/// `TWGlassCluster(spacing:pieces:)` as JSON:
///
/// ```json
/// {"spacing": 12, "pieces": [
///   {"id": "tools", "frame": {"x": 0, "y": 0, "width": 88, "height": 36}, "shape": "capsule",
///    "tint": "primary", "interactive": true, "union": "bar"}]}
/// ```
///
/// `tint` is a theme token, `#rrggbb[aa]` or a SwiftUI colour name; `union` is optional and only
/// matters in UniversalGlass's fallback container (one plate per union).
public struct GlassClusterInput: Hashable, Sendable, Codable {
    public var spacing: Double?
    public var pieces: [Piece]

    public struct Piece: Hashable, Sendable, Codable {
        public var id: String
        public var frame: GlassFrame
        public var shape: GlassShape?
        public var tint: String?
        public var interactive: Bool?
        public var union: String?
    }
}

/// A `TWSurfaceGroup` as JSON: its surfaces' class strings, frames and
/// `twSurfaceID` identifiers.
///
/// ```json
/// {"spacing": 12, "surfaces": [
///   {"id": "tools", "classes": "px-4 py-2 surface-floating glass-interactive",
///    "frame": {"x": 0, "y": 0, "width": 88, "height": 36}, "union": "bar"}]}
/// ```
public struct GlassGroupInput: Hashable, Sendable, Codable {
    public var spacing: Double?
    public var surfaces: [Surface]

    public struct Surface: Hashable, Sendable, Codable {
        /// The `twSurfaceID` (glass-effect ID); optional.
        public var id: String?
        public var classes: String
        public var frame: GlassFrame
        public var union: String?
    }
}

/// Reading the JSON inputs with messages that name the problem.
public enum GlassInputError: Error, CustomStringConvertible {
    case invalid(String)

    public var description: String {
        switch self {
        case .invalid(let message): message
        }
    }

    /// Reads the text in one linear pass (``JSON/parse(_:)``), then decodes the value.
    static func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        let value: JSON
        do {
            value = try JSON.parse(data)
        } catch {
            throw GlassInputError.invalid(error.description)
        }
        return try decode(type, from: value)
    }

    /// Decodes an input already read as JSON, with the messages of its text.
    static func decode<T: Decodable>(_ type: T.Type, from value: JSON) throws -> T {
        do {
            return try JSONValueDecoder().decode(type, from: value)
        } catch {
            throw invalid(error)
        }
    }

    private static func invalid(_ error: any Error) -> GlassInputError {
        switch error {
        case DecodingError.dataCorrupted(let context):
            .invalid("\(path(context.codingPath)): \(context.debugDescription)")
        case DecodingError.keyNotFound(let key, let context):
            .invalid("\(path(context.codingPath + [key])): missing")
        case DecodingError.typeMismatch(_, let context):
            .invalid("\(path(context.codingPath)): \(context.debugDescription)")
        case DecodingError.valueNotFound(_, let context):
            .invalid("\(path(context.codingPath)): missing value")
        default:
            .invalid("not JSON: \(error.localizedDescription)")
        }
    }

    private static func path(_ keys: [CodingKey]) -> String {
        keys.isEmpty ? "$" : "$" + keys.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
    }
}

extension GlassClusterInput {
    public static func decode(_ data: Data) throws -> GlassClusterInput { try GlassInputError.decode(Self.self, from: data) }
    /// The input already read as JSON (a `tw/cluster` request's `cluster`), with ``decode(_:)``'s messages.
    public static func decode(_ value: JSON) throws -> GlassClusterInput { try GlassInputError.decode(Self.self, from: value) }
}

extension GlassGroupInput {
    public static func decode(_ data: Data) throws -> GlassGroupInput { try GlassInputError.decode(Self.self, from: data) }
    /// The input already read as JSON (a `tw/group` request's `group`), with ``decode(_:)``'s messages.
    public static func decode(_ value: JSON) throws -> GlassGroupInput { try GlassInputError.decode(Self.self, from: value) }
}
