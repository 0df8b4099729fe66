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

    init(uri: String, version: Int, utf8: [UInt8]) {
        self.uri = uri
        self.version = version
        self.utf8 = utf8
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

    /// The byte offset of a twlint position: a 1-based line and a 1-based column counted in
    /// Unicode scalars, with lines counted after a byte-order mark (as ``TWLint/SourceText`` does).
    /// Columns past the end of a line clamp to its end.
    public func byteOffset(line: Int, scalarColumn: Int) -> Int {
        var start = converter.byteOffset(line: line - 1, column: 0, utf16: false)
        let end = converter.byteOffset(line: line - 1, column: Int.max / 2, utf16: false)
        if line == 1, utf8.starts(with: [0xEF, 0xBB, 0xBF]) { start = min(3, end) }
        var index = start, scalars = 1
        while index < end, scalars < scalarColumn {
            index += Self.sequenceLength(utf8[index])
            scalars += 1
        }
        return min(index, end)
    }

    /// The byte range of a twlint finding.
    public func byteRange(line: Int, column: Int, endLine: Int, endColumn: Int) -> ByteRange {
        let start = byteOffset(line: line, scalarColumn: column)
        return ByteRange(start: start, end: max(start, byteOffset(line: endLine, scalarColumn: endColumn)))
    }

    private static func sequenceLength(_ lead: UInt8) -> Int {
        switch lead {
        case 0xC2...0xDF: 2
        case 0xE0...0xEF: 3
        case 0xF0...0xF4: 4
        default: 1
        }
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
    /// `edited` hears of each: the bytes replaced and the length inserted, or nil for a whole new text.
    ///
    /// - Returns: false when a change's range names a line the text does not have (only the
    ///   position just past the last line, at character 0, may follow it): the editor's text is
    ///   not this one, and the changes from that one on are not applied. A character past the end
    ///   of a line is that line's end, as LSP 3.17 says.
    @discardableResult
    public mutating func apply(
        _ changes: [TextDocumentContentChangeEvent], version: Int, encoding: PositionEncoding,
        edited: (ByteRange?, Int) -> Void = { _, _ in }
    ) -> Bool {
        for change in changes {
            let inserted = Array(change.text.utf8)
            if let range = change.range {
                guard contains(range.start), contains(range.end) else { return false }
                let bytes = byteRange(of: range, encoding: encoding)
                utf8.replaceSubrange(bytes.start..<bytes.end, with: inserted)
                edited(bytes, inserted.count)
            } else {
                utf8 = inserted
                edited(nil, inserted.count)
            }
            converter = SourceLocationConverter(utf8: utf8)
        }
        self.version = version
        return true
    }

    /// Whether `position` is on a line of the text, or just past its last line.
    private func contains(_ position: Position) -> Bool {
        position.line >= 0 && position.character >= 0
            && (position.line < converter.lineCount || (position.line == converter.lineCount && position.character == 0))
    }
}
