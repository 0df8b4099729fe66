import Foundation
import TWJSON
import TWResolve

/// A JSON-RPC request id: a number or a string.
public enum RequestID: Hashable, Sendable, Codable, CustomStringConvertible {
    case number(Int)
    case string(String)

    init?(_ json: JSON) {
        switch json {
        case .int(let value): self = .number(value)
        case .string(let value): self = .string(value)
        default:
            guard let value = json.intValue else { return nil }
            self = .number(value)
        }
    }

    var json: JSON {
        switch self {
        case .number(let value): .int(value)
        case .string(let value): .string(value)
        }
    }

    public init(from decoder: Decoder) throws {
        guard let id = RequestID(try JSON(from: decoder)) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "expected a number or a string"))
        }
        self = id
    }

    public func encode(to encoder: Encoder) throws { try json.encode(to: encoder) }

    public var description: String {
        switch self {
        case .number(let value): "\(value)"
        case .string(let value): "\"\(value)\""
        }
    }
}

/// One JSON-RPC 2.0 message.
public enum Message: Hashable, Sendable {
    case request(id: RequestID, method: String, params: JSON?)
    case notification(method: String, params: JSON?)
    case response(id: RequestID?, result: Result<JSON, ResponseError>)

    /// Why a body is not a JSON-RPC message: not JSON at all (-32700) or JSON of the wrong shape
    /// (-32600), with the request id when one could be read.
    public struct DecodingFailure: Error, Hashable, Sendable {
        public var error: ResponseError
        public var id: RequestID?
    }

    /// Reads one message body (UTF-8 JSON).
    public static func decode(_ body: Data) throws(DecodingFailure) -> Message {
        let json: JSON
        do {
            json = try JSON.parse(body)
        } catch {
            throw DecodingFailure(error: ResponseError(.parseError, "the message is not valid JSON"))
        }
        guard let object = json.objectValue else {
            throw DecodingFailure(error: ResponseError(.invalidRequest, "a message must be a JSON object, got \(json.kindName)"))
        }
        let id = object["id"].flatMap(RequestID.init)
        if let method = object["method"] {
            guard let name = method.stringValue else {
                throw DecodingFailure(error: ResponseError(.invalidRequest, "`method` must be a string"), id: id)
            }
            if let rawID = object["id"], !rawID.isNull {
                guard let id else { throw DecodingFailure(error: ResponseError(.invalidRequest, "`id` must be a number or a string")) }
                return .request(id: id, method: name, params: object["params"])
            }
            return .notification(method: name, params: object["params"])
        }
        if let error = object["error"] {
            guard let decoded = try? error.decode(ResponseError.self) else {
                throw DecodingFailure(error: ResponseError(.invalidRequest, "malformed `error` member"), id: id)
            }
            return .response(id: id, result: .failure(decoded))
        }
        if object.keys.contains("result") {
            return .response(id: id, result: .success(object["result"] ?? .null))
        }
        throw DecodingFailure(error: ResponseError(.invalidRequest, "a message needs `method`, `result` or `error`"), id: id)
    }

    /// The message as JSON, with `"jsonrpc": "2.0"`.
    public var json: JSON {
        var object: [String: JSON] = ["jsonrpc": "2.0"]
        switch self {
        case .request(let id, let method, let params):
            object["id"] = id.json
            object["method"] = .string(method)
            if let params { object["params"] = params }
        case .notification(let method, let params):
            object["method"] = .string(method)
            if let params { object["params"] = params }
        case .response(let id, let result):
            object["id"] = id?.json ?? .null
            switch result {
            case .success(let value): object["result"] = value
            case .failure(let error): object["error"] = (try? JSON(encoding: error)) ?? .null
            }
        }
        return .object(object)
    }

    /// The UTF-8 body to send.
    public func encoded() -> Data { json.serialized() }
}
