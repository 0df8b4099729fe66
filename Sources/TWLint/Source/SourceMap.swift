import TWSyntax

/// Maps byte offsets of a string's run-time value back to the bytes of the Swift source that
/// produced them.
///
/// ```
/// source:   "a\tb\(x)"        runtime:  a<TAB>b<value>
///            ^                          ^          verbatim: 1 byte -> 1 byte
///             ^^                         ^         atomic:   1 byte -> `\t`
///                ^                        ^        verbatim
///                 ^^^^^                    ^^^^^^^ atomic:   placeholder -> `\(x)`
/// ```
/// A *verbatim* segment maps byte for byte. An *atomic* segment maps all of its run-time bytes to
/// one source range (an escape, a CRLF line break, an interpolation placeholder). Source bytes that
/// produce nothing (multi-line indentation, a line-continuation backslash) appear in no segment.
public struct SourceMap: Sendable, Hashable {
    /// One piece of the map.
    public struct Segment: Sendable, Hashable {
        /// First run-time byte.
        public var runtimeStart: Int
        /// Number of run-time bytes.
        public var runtimeLength: Int
        /// The source bytes these run-time bytes came from.
        public var source: ByteRange
        /// True when run-time byte `runtimeStart + k` came from source byte `source.start + k`.
        public var isVerbatim: Bool
    }

    /// The segments, sorted by ``Segment/runtimeStart``, covering the run-time value without gaps.
    public private(set) var segments: [Segment] = []
    /// Length of the run-time value in bytes.
    public private(set) var runtimeLength = 0

    public init() {}

    /// Appends `length` run-time bytes copied from source bytes starting at `source`.
    public mutating func appendVerbatim(source: Int, length: Int) {
        guard length > 0 else { return }
        if let last = segments.last, last.isVerbatim, last.source.end == source {
            segments[segments.count - 1].runtimeLength += length
            segments[segments.count - 1].source.end += length
        } else {
            segments.append(
                Segment(
                    runtimeStart: runtimeLength, runtimeLength: length,
                    source: ByteRange(start: source, end: source + length), isVerbatim: true))
        }
        runtimeLength += length
    }

    /// Appends `length` run-time bytes that all come from the source range `source`.
    public mutating func appendAtomic(length: Int, source: ByteRange) {
        guard length > 0 else { return }
        segments.append(Segment(runtimeStart: runtimeLength, runtimeLength: length, source: source, isVerbatim: false))
        runtimeLength += length
    }

    /// Appends another map after this one (for `"a" + "b"`).
    public mutating func append(_ other: SourceMap) {
        for segment in other.segments {
            if segment.isVerbatim {
                appendVerbatim(source: segment.source.start, length: segment.runtimeLength)
            } else {
                appendAtomic(length: segment.runtimeLength, source: segment.source)
            }
        }
    }

    /// The source range a run-time range came from: from the source of its first byte to the end
    /// of the source of its last byte. An empty range maps to an empty range. Offsets out of
    /// range clamp.
    public func sourceRange(ofRuntime range: ByteRange) -> ByteRange {
        guard !segments.isEmpty else { return ByteRange(start: 0, end: 0) }
        let start = sourceStart(ofRuntime: range.start)
        guard range.end > range.start else { return ByteRange(start: start, end: start) }
        let lastByte = min(range.end, runtimeLength) - 1
        let segment = segments[segmentIndex(containing: lastByte)]
        let stop = segment.isVerbatim ? segment.source.start + (lastByte - segment.runtimeStart) + 1 : segment.source.end
        return ByteRange(start: start, end: max(stop, start))
    }

    /// The source offset of the run-time byte at `offset` (the end of the source for the end of
    /// the value).
    public func sourceStart(ofRuntime offset: Int) -> Int {
        guard let last = segments.last else { return 0 }
        if offset >= runtimeLength { return last.source.end }
        let segment = segments[segmentIndex(containing: max(offset, 0))]
        return segment.isVerbatim ? segment.source.start + (offset - segment.runtimeStart) : segment.source.start
    }

    private func segmentIndex(containing offset: Int) -> Int {
        var low = 0, high = segments.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if segments[mid].runtimeStart <= offset { low = mid } else { high = mid - 1 }
        }
        return low
    }
}
