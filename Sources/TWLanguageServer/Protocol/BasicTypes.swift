import TWJSON
import TWResolve

/// A position in a document: a 0-based line and a 0-based character offset counted in the
/// negotiated unit (UTF-16 code units by default, UTF-8 bytes when `utf-8` was negotiated).
public struct Position: Hashable, Sendable, Codable, Comparable, CustomStringConvertible {
    public var line: Int
    public var character: Int
    public init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }
    public static func < (lhs: Position, rhs: Position) -> Bool { (lhs.line, lhs.character) < (rhs.line, rhs.character) }
    public var description: String { "\(line):\(character)" }
}

/// A half-open range of positions, in the negotiated unit.
public struct LSPRange: Hashable, Sendable, Codable, CustomStringConvertible {
    public var start: Position
    public var end: Position
    public init(start: Position, end: Position) {
        self.start = start
        self.end = end
    }
    public var description: String { "\(start)-\(end)" }
}

public struct TextDocumentIdentifier: Hashable, Sendable, Codable {
    public var uri: String
    public init(uri: String) { self.uri = uri }
}

public struct VersionedTextDocumentIdentifier: Hashable, Sendable, Codable {
    public var uri: String
    public var version: Int
}

public struct TextDocumentItem: Hashable, Sendable, Codable {
    public var uri: String
    public var languageId: String?
    public var version: Int
    public var text: String
}

/// Parameters of every request that points at one position of a document.
public struct TextDocumentPositionParams: Hashable, Sendable, Codable {
    public var textDocument: TextDocumentIdentifier
    public var position: Position
}

public struct TextEdit: Hashable, Sendable, Codable {
    public var range: LSPRange
    public var newText: String
}

/// `{"changes": {uri: [TextEdit]}}`.
public struct WorkspaceEdit: Hashable, Sendable, Codable {
    public var changes: [String: [TextEdit]]
}

/// Markdown or plain text shown by the client.
public struct MarkupContent: Hashable, Sendable, Codable {
    public var kind: String
    public var value: String
    public static func markdown(_ value: String) -> MarkupContent { MarkupContent(kind: "markdown", value: value) }
}

public struct Command: Hashable, Sendable, Codable {
    public var title: String
    public var command: String
    public var arguments: [JSON]?
}
