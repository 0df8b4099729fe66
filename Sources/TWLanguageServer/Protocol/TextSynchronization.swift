public struct DidOpenTextDocumentParams: Hashable, Sendable, Codable {
    public var textDocument: TextDocumentItem
}

/// One change of `didChange`: with a `range`, replace that range (in the negotiated unit, on the
/// text as the earlier changes of the same notification left it); without one, the whole text.
public struct TextDocumentContentChangeEvent: Hashable, Sendable, Codable {
    public var range: LSPRange?
    public var text: String
}

public struct DidChangeTextDocumentParams: Hashable, Sendable, Codable {
    public var textDocument: VersionedTextDocumentIdentifier
    public var contentChanges: [TextDocumentContentChangeEvent]
}

public struct DidCloseTextDocumentParams: Hashable, Sendable, Codable {
    public var textDocument: TextDocumentIdentifier
}

public struct DidSaveTextDocumentParams: Hashable, Sendable, Codable {
    public var textDocument: TextDocumentIdentifier
    public var text: String?
}
