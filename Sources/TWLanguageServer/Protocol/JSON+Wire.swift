import Foundation
import TWJSON
import TWResolve

/// What the language server adds to ``JSON``: values built straight from `Encodable`s, and the
/// compact text it writes for every outgoing message.
extension JSON {
    /// The value of any `Encodable`, for example a Codable protocol type, built directly
    /// (``JSONValueEncoder``): no text is written and read back.
    public init(encoding value: some Encodable) throws {
        self = try JSONValueEncoder().encode(value)
    }

    /// Decodes this value as `T` directly (``JSONValueDecoder``), with the values and the errors
    /// (coding paths, descriptions) `JSONDecoder` gives for the value's text.
    public func decode<T: Decodable>(_ type: T.Type = T.self) throws -> T {
        try JSONValueDecoder().decode(T.self, from: self)
    }

    /// Compact UTF-8 with sorted keys and unescaped slashes (what `JSONEncoder` with
    /// `.sortedKeys` and `.withoutEscapingSlashes` writes, without its cost: this runs for every
    /// outgoing message, `publishDiagnostics` after each keystroke included).
    public func serialized() -> Data {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(256)
        write(to: &bytes)
        return Data(bytes)
    }

    fileprivate func write(to out: inout [UInt8]) {
        switch self {
        case .null: out.append(contentsOf: "null".utf8)
        case .bool(let value): out.append(contentsOf: (value ? "true" : "false").utf8)
        case .int(let value): out.append(contentsOf: String(value).utf8)
        case .double(let value):
            if !value.isFinite {
                out.append(contentsOf: "null".utf8)
            } else if value == value.rounded(), abs(value) < 1e15 {
                out.append(contentsOf: String(Int(value)).utf8)
            } else {
                out.append(contentsOf: "\(value)".utf8)
            }
        case .string(let value): Self.writeString(value, to: &out)
        case .array(let values):
            out.append(UInt8(ascii: "["))
            for (index, value) in values.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                value.write(to: &out)
            }
            out.append(UInt8(ascii: "]"))
        case .object(let object):
            out.append(UInt8(ascii: "{"))
            for (index, key) in object.keys.sorted().enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                Self.writeString(key, to: &out)
                out.append(UInt8(ascii: ":"))
                object[key]!.write(to: &out)
            }
            out.append(UInt8(ascii: "}"))
        }
    }

    fileprivate static func writeString(_ value: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "\""): out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\"")])
            case UInt8(ascii: "\\"): out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
            case 0x0A: out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
            case 0x0D: out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
            case 0x09: out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
            case 0x08: out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "b")])
            case 0x0C: out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "f")])
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), hex[Int(byte >> 4)], hex[Int(byte & 15)]])
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
    }
}
