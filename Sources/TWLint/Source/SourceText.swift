import TWSyntax

/// The bytes of one Swift file and the converter from byte offsets to lines and columns.
///
/// Offsets are offsets into ``bytes``, the file as read, byte-order mark included, so edits can be
/// applied to the file as it is. Lines and columns are counted from the first byte after the mark:
/// a file that starts with `EF BB BF` and then `Text` has `T` at 1:1.
public final class SourceText: Sendable {
    /// The whole file.
    public let bytes: [UInt8]
    /// 3 when the file starts with a UTF-8 byte-order mark, else 0.
    public let contentStart: Int
    private let converter: SourceLocationConverter

    public init(bytes: [UInt8]) {
        self.bytes = bytes
        let hasBOM = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
        contentStart = hasBOM ? 3 : 0
        converter = SourceLocationConverter(utf8: hasBOM ? Array(bytes[3...]) : bytes)
    }

    public convenience init(_ text: String) { self.init(bytes: Array(text.utf8)) }

    /// The 1-based line and columns of a byte offset of the file (columns in UTF-8 bytes, UTF-16
    /// code units and Unicode scalars; twlint reports ``SourceLocation/scalarColumn``). Offsets
    /// inside the byte-order mark count as 1:1; offsets past the end clamp to the end.
    public func location(ofByte offset: Int) -> SourceLocation {
        converter.location(ofByte: max(offset - contentStart, 0))
    }

    /// The text of a range of the file.
    public func text(_ range: ByteRange) -> String {
        let start = min(max(range.start, 0), bytes.count), stop = min(max(range.end, start), bytes.count)
        return String(decoding: bytes[start..<stop], as: UTF8.self)
    }
}
