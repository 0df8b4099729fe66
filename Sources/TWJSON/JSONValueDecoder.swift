import Foundation

/// Decodes a `Decodable` straight from a ``JSON`` value, without writing text and reading it
/// back: the counterpart of ``JSONValueEncoder``.
///
/// The result, and every error (its case, coding path and debug description), equal what
/// Foundation's `JSONDecoder` (default strategies) gives for the value's JSON text, because
/// clients read those paths and phrases in `invalidParams` messages: an index key is
/// `Index 0`, a missing key reads `No value associated with key …`, and a number the target type
/// cannot hold (`3.5` or `300` as `Int8`, `1e300` as `Float`) ends the whole decode with
/// `dataCorrupted` at the root, "The given data was not valid JSON.", as Foundation reports a
/// number it read lazily. `JSONValueDecoderTests` holds the two decoders equal.
///
/// ```swift
/// let context = try JSONValueDecoder().decode(ResolutionContext.self, from: ["os": 26])
/// ```
package struct JSONValueDecoder {
    /// Passed to every `init(from:)` as the decoder's `userInfo`.
    package var userInfo: [CodingUserInfoKey: Any] = [:]

    package init(userInfo: [CodingUserInfoKey: Any] = [:]) {
        self.userInfo = userInfo
    }

    /// - Throws: `DecodingError`, as `JSONDecoder` throws it for the same value.
    package func decode<T: Decodable>(_ type: T.Type, from value: JSON) throws -> T {
        do {
            return try JSONValueReader(value: value, codingPath: [], userInfo: userInfo).unwrap(value, as: T.self, at: [])
        } catch is UnrepresentableNumber {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "The given data was not valid JSON."))
        }
    }
}

/// A number the requested type cannot hold. Like Foundation's own parse error, it passes through
/// `init(from:)`s that catch only `DecodingError`, and becomes `dataCorrupted` at the root.
struct UnrepresentableNumber: Error {}

/// A coding key of an array element: `Index 3`, with the index as its integer value, as
/// Foundation names it in coding paths.
struct JSONIndexKey: CodingKey {
    var intValue: Int?
    var stringValue: String { "Index \(intValue ?? 0)" }
    init(_ index: Int) { intValue = index }
    init?(intValue: Int) { self.intValue = intValue }
    init?(stringValue: String) { nil }
}

/// The key `super`, which `superDecoder()` reads.
struct JSONSuperKey: CodingKey {
    var stringValue: String { "super" }
    var intValue: Int? { nil }
    init() {}
    init?(intValue: Int) { nil }
    init?(stringValue: String) { nil }
}
