import Foundation

/// What one decode produced, for comparing two decoders: the value (compared with `==` where it
/// is `Equatable`, else as `dump` writes it), or the error with everything a caller can see of
/// it (case, type, key, each coding key's string and integer value, debug description, whether
/// there is an underlying error).
///
/// ```swift
/// #expect(DecodingOutcome { try decoderA.decode(T.self, …) } == DecodingOutcome { try decoderB.decode(T.self, …) })
/// ```
public struct DecodingOutcome: Equatable, CustomStringConvertible {
    public var description: String
    private var value: (any Equatable)?

    public init<T>(_ decode: () throws -> T) {
        do {
            let result = try decode()
            var text = ""
            dump(result, to: &text)
            description = "value " + text
            value = result as? any Equatable
        } catch let error as DecodingError {
            description = Self.describe(error)
        } catch {
            description = "other error \(type(of: error)): \(error)"
        }
    }

    public static func == (left: DecodingOutcome, right: DecodingOutcome) -> Bool {
        func equal<Value: Equatable>(_ value: Value, _ other: Any) -> Bool { value == other as? Value }
        if let value = left.value, let other = right.value { return equal(value, other) }
        return left.description == right.description
    }

    private static func describe(_ error: DecodingError) -> String {
        func context(_ context: DecodingError.Context) -> String {
            let path = context.codingPath.map { "\($0.stringValue)|\($0.intValue.map(String.init) ?? "-")" }.joined(separator: " / ")
            return "at [\(path)]: \(context.debugDescription)" + (context.underlyingError == nil ? "" : " (underlying)")
        }
        switch error {
        case .typeMismatch(let type, let details): return "typeMismatch \(type) \(context(details))"
        case .valueNotFound(let type, let details): return "valueNotFound \(type) \(context(details))"
        case .keyNotFound(let key, let details): return "keyNotFound \(key.stringValue)|\(key.intValue.map(String.init) ?? "-") \(context(details))"
        case .dataCorrupted(let details): return "dataCorrupted \(context(details))"
        @unknown default: return "\(error)"
        }
    }
}
