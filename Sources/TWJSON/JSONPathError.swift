/// A JSON document that does not decode as expected: the JSON path of the value at fault and
/// what is wrong with it. Every `Decodable` input of TWKit (contexts, themes, lint
/// configurations) reports its errors this way, so that a message always says where.
///
/// ```swift
/// JSONPathError(decodingError, root: "context").description  // "context.os: expected an OS version such as 18 or 26.1"
/// ```
public struct JSONPathError: Error, CustomStringConvertible, Sendable, Equatable {
    /// Where: `$.colors.brand[0]`, or under another root such as `context.os`.
    public var path: String
    /// What is wrong, as a phrase that reads after the path (`expected true or false, got a string`).
    public var message: String

    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    /// The path and problem of a `DecodingError`; `root` names the decoded value (`$` for a
    /// whole document).
    public init(_ error: DecodingError, root: String = "$") {
        switch error {
        case .dataCorrupted(let context):
            self.init(path: Self.path(context.codingPath, root: root), message: context.debugDescription)
        case .typeMismatch(let type, let context):
            self.init(path: Self.path(context.codingPath, root: root), message: "expected \(Self.name(of: type))")
        case .valueNotFound(let type, let context):
            self.init(path: Self.path(context.codingPath, root: root), message: "expected \(Self.name(of: type)), got null")
        case .keyNotFound(let key, let context):
            self.init(path: Self.path(context.codingPath + [key], root: root), message: "is required")
        @unknown default:
            self.init(path: root, message: "\(error)")
        }
    }

    public var description: String { "\(path): \(message)" }

    /// `$.colors.brand[0]` for a coding path under `root`; a quoted ``JSONKey`` is written
    /// `$.named["hover-card"]`.
    public static func path(_ codingPath: [any CodingKey], root: String = "$") -> String {
        var text = root
        for key in codingPath {
            if let index = key.intValue {
                text += "[\(index)]"
            } else if (key as? JSONKey)?.isQuoted == true {
                text += "[\"\(key.stringValue)\"]"
            } else {
                text += ".\(key.stringValue)"
            }
        }
        return text
    }

    private static func name(of type: Any.Type) -> String {
        switch type {
        case is Bool.Type: "true or false"
        case is String.Type: "a string"
        case is Double.Type, is Int.Type: "a number"
        default: "a value of type \(type)"
        }
    }
}
