/// A half-open range of UTF-8 byte offsets into the text that was parsed.
///
/// Every range in the AST and in diagnostics is a `ByteRange`: `start` is the offset of the first
/// byte, `end` the offset just past the last one, both counted from 0. Convert to UTF-16 offsets or
/// to line and column with ``SourceLocationConverter``.
///
/// Offsets are stored in 32 bits, which keeps tokens small (class strings and Swift files are far
/// below 2 GiB); larger offsets clamp.
public struct ByteRange: Hashable, Sendable, Codable, CustomStringConvertible {
    private var storedStart: Int32
    private var storedEnd: Int32

    /// Offset of the first byte (0-based, UTF-8 bytes).
    public var start: Int {
        get { Int(storedStart) }
        set { storedStart = Self.clamp(newValue) }
    }

    /// Offset just past the last byte (UTF-8 bytes); `end >= start`.
    public var end: Int {
        get { Int(storedEnd) }
        set { storedEnd = Self.clamp(newValue) }
    }

    public init(start: Int, end: Int) {
        storedStart = Self.clamp(start)
        storedEnd = Self.clamp(max(start, end))
    }

    /// A range the caller knows lies in `0...Int32.max` with `start <= end` (the plain-token
    /// parser's, over an input no longer than that), without the clamping of
    /// ``init(start:end:)``, which gives the same range for such offsets.
    @inline(__always)
    init(inBounds start: Int, end: Int) {
        assert(start >= 0 && start <= end && end <= Int(Int32.max), "ByteRange(inBounds:) out of bounds")
        storedStart = Int32(truncatingIfNeeded: start)
        storedEnd = Int32(truncatingIfNeeded: end)
    }

    @inline(__always)
    private static func clamp(_ value: Int) -> Int32 {
        Int32(truncatingIfNeeded: min(max(value, 0), Int(Int32.max)))
    }

    private enum CodingKeys: String, CodingKey { case start, end }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(start: try container.decode(Int.self, forKey: .start), end: try container.decode(Int.self, forKey: .end))
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(start, forKey: .start)
        try container.encode(end, forKey: .end)
    }

    public init(_ range: Range<Int>) {
        self.init(start: range.lowerBound, end: range.upperBound)
    }

    /// Length in UTF-8 bytes.
    public var count: Int { end - start }
    public var isEmpty: Bool { start == end }
    public var range: Range<Int> { start..<end }

    /// The smallest range covering both.
    public func union(_ other: ByteRange) -> ByteRange {
        ByteRange(start: min(start, other.start), end: max(end, other.end))
    }

    public var description: String { "\(start)..<\(end)" }
}
