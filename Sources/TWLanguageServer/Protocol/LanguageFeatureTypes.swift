import TWJSON
import TWResolve

public struct Hover: Hashable, Sendable, Codable {
    public var contents: MarkupContent
    public var range: LSPRange?
}

/// A completion item. `textEdit` replaces the token being typed; `data` carries what
/// `completionItem/resolve` needs to add documentation.
public struct CompletionItem: Hashable, Sendable, Codable {
    public var label: String
    /// 3 function, 6 variable, 10 property, 12 value, 14 keyword, 15 snippet, 16 color, 21 constant.
    public var kind: Int?
    public var detail: String?
    public var documentation: Documentation?
    public var sortText: String?
    public var filterText: String?
    public var textEdit: TextEdit?
    public var data: JSON?
}

/// `documentation` of a completion item: a plain string or markup (LSP `string | MarkupContent`).
/// Colour items use a plain `#RRGGBB`, which is what VS Code reads to draw a swatch.
public enum Documentation: Hashable, Sendable, Codable {
    case plain(String)
    case markup(MarkupContent)

    public static func markdown(_ value: String) -> Documentation { .markup(.markdown(value)) }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let text = try? container.decode(String.self) {
            self = .plain(text)
        } else {
            self = .markup(try container.decode(MarkupContent.self))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .plain(let text): try container.encode(text)
        case .markup(let markup): try container.encode(markup)
        }
    }
}

public struct CompletionList: Hashable, Sendable, Codable {
    public var isIncomplete: Bool
    public var items: [CompletionItem]
}

/// An RGBA colour with each channel in 0...1.
public struct LSPColor: Hashable, Sendable, Codable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double
}

public struct ColorInformation: Hashable, Sendable, Codable {
    public var range: LSPRange
    public var color: LSPColor
}

public struct ColorPresentationParams: Hashable, Sendable, Codable {
    public var textDocument: TextDocumentIdentifier
    public var color: LSPColor
    public var range: LSPRange
}

public struct ColorPresentation: Hashable, Sendable, Codable {
    public var label: String
    public var textEdit: TextEdit?
}

public struct CodeActionParams: Hashable, Sendable, Codable {
    public struct Context: Hashable, Sendable, Codable {
        /// As the client sent them: other servers' diagnostics may have any shape.
        public var diagnostics: [JSON]
        public var only: [String]?
    }
    public var textDocument: TextDocumentIdentifier
    public var range: LSPRange
    public var context: Context
}

public struct CodeAction: Hashable, Sendable, Codable {
    public var title: String
    public var kind: String
    public var diagnostics: [LSPDiagnostic]?
    public var isPreferred: Bool?
    public var edit: WorkspaceEdit?
    public var command: Command?
    /// Kept by the client between `textDocument/codeAction` and `codeAction/resolve`; here also
    /// the "Copy as SwiftUI" code for clients that cannot run commands.
    public var data: JSON?
}
