import Foundation
import TWResolve

/// Encodes a ``Resolution`` as the `twkit.resolution/1` JSON document (``ResolutionDocumentV1``).
///
/// Keys are sorted so that output is stable; whole numbers print without a fraction (`16`, not
/// `16.0`); members the classes leave unset are absent. The document's shape is
/// `Themes/resolution.schema.json` (``ResolutionSchema``).
///
/// ```swift
/// let text = ResolutionJSON.encode(resolution)          // pretty, for people and diffs
/// let line = ResolutionJSON.encode(resolution, compact: true)  // one line, for tools
/// ```
public enum ResolutionJSON {
    /// The document as text.
    ///
    /// - Parameters:
    ///   - compact: one line without spaces instead of pretty printing.
    /// - Returns: UTF-8 JSON text without a trailing newline.
    public static func encode(_ resolution: Resolution, compact: Bool = false) -> String {
        String(decoding: data(resolution, compact: compact), as: UTF8.self)
    }

    /// The document as UTF-8 bytes.
    public static func data(_ resolution: Resolution, compact: Bool = false) -> Data {
        encode(ResolutionDocumentV1(resolution), with: encoder(compact: compact))
    }

    /// Any TWEmit document as text, with the settings every `tw … --json` output uses.
    public static func text(_ document: some Encodable, compact: Bool) -> String {
        String(decoding: encode(document, with: encoder(compact: compact)), as: UTF8.self)
    }

    /// A value as JSON with the same settings as a resolution (sorted keys, no escaped slashes).
    /// Non-finite numbers, which no resolution contains, are written as strings rather than
    /// failing.
    static func encode<Value: Encodable>(_ value: Value, with encoder: JSONEncoder) -> Data {
        if let data = try? encoder.encode(value) { return data }
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "Infinity", negativeInfinity: "-Infinity", nan: "NaN")
        return (try? encoder.encode(value)) ?? Data("{}".utf8)
    }

    /// The encoder every TWEmit JSON document uses.
    static func encoder(compact: Bool) -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = compact ? [.sortedKeys, .withoutEscapingSlashes] : [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        return encoder
    }
}
