import Foundation
import TWSyntax

/// One open text document: its UTF-8 bytes, version and line table, converting between byte
/// offsets (what the scanner and parser use) and LSP positions (in the negotiated unit).
public struct Document: Sendable {
    public let uri: String
    public private(set) var version: Int
    /// The text as UTF-8 bytes.
    public private(set) var utf8: [UInt8]
    private var converter: SourceLocationConverter

    public init(uri: String, version: Int, text: String) {
        self.uri = uri
        self.version = version
        self.utf8 = Array(text.utf8)
        self.converter = SourceLocationConverter(utf8: utf8)
    }

    public var text: String { String(decoding: utf8, as: UTF8.self) }

    /// The byte offset of a position; characters past the end of a line clamp to its end, lines
    /// past the end to the end of the text.
    public func byteOffset(of position: Position, encoding: PositionEncoding) -> Int {
        converter.byteOffset(line: position.line, column: position.character, utf16: encoding == .utf16)
    }

    /// The position of a byte offset (clamped to the text).
    public func position(ofByte offset: Int, encoding: PositionEncoding) -> Position {
        let location = converter.location(ofByte: offset)
        let column = encoding == .utf16 ? location.utf16Column : location.utf8Column
        return Position(line: location.line - 1, character: column - 1)
    }

    /// The range of a byte range.
    public func range(of bytes: ByteRange, encoding: PositionEncoding) -> LSPRange {
        LSPRange(start: position(ofByte: bytes.start, encoding: encoding), end: position(ofByte: bytes.end, encoding: encoding))
    }

    /// The byte range of a range (an inverted range is made empty at its start).
    public func byteRange(of range: LSPRange, encoding: PositionEncoding) -> ByteRange {
        let start = byteOffset(of: range.start, encoding: encoding)
        return ByteRange(start: start, end: max(start, byteOffset(of: range.end, encoding: encoding)))
    }

    /// Applies the changes of one `didChange`, in order, each on the text the previous one left.
    public mutating func apply(_ changes: [TextDocumentContentChangeEvent], version: Int, encoding: PositionEncoding) {
        for change in changes {
            if let range = change.range {
                let bytes = byteRange(of: range, encoding: encoding)
                utf8.replaceSubrange(bytes.start..<bytes.end, with: Array(change.text.utf8))
            } else {
                utf8 = Array(change.text.utf8)
            }
            converter = SourceLocationConverter(utf8: utf8)
        }
        self.version = version
    }
}
