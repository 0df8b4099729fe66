/// A half-open range of UTF-8 byte offsets into the text that was parsed.
///
/// Every range in the AST and in diagnostics is a `ByteRange`: `start` is the offset of the first
/// byte, `end` the offset just past the last one, both counted from 0. Convert to UTF-16 offsets or
/// to line and column with ``SourceLocationConverter``.
public struct ByteRange: Hashable, Sendable, Codable, CustomStringConvertible {
    /// Offset of the first byte (0-based, UTF-8 bytes).
    public var start: Int
    /// Offset just past the last byte (UTF-8 bytes); `end >= start`.
    public var end: Int

    public init(start: Int, end: Int) {
        self.start = start
        self.end = max(start, end)
    }

    public init(_ range: Range<Int>) {
        self.init(start: range.lowerBound, end: range.upperBound)
    }

    /// Length in UTF-8 bytes.
    public var count: Int { end - start }
    public var isEmpty: Bool { start == end }
    public var range: Range<Int> { start..<end }

    /// True when `offset` lies inside the range, or on its end (a cursor just after the text).
    public func touches(_ offset: Int) -> Bool { offset >= start && offset <= end }

    /// The smallest range covering both.
    public func union(_ other: ByteRange) -> ByteRange {
        ByteRange(start: min(start, other.start), end: max(end, other.end))
    }

    public var description: String { "\(start)..<\(end)" }
}
