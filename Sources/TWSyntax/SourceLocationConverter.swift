/// A 1-based line and column of a position in a text.
public struct SourceLocation: Hashable, Sendable, Codable {
    /// 1-based line number.
    public var line: Int
    /// 1-based column counted in UTF-8 bytes from the start of the line.
    public var utf8Column: Int
    /// 1-based column counted in UTF-16 code units (the unit of LSP's default position encoding).
    public var utf16Column: Int
    /// 1-based column counted in Unicode scalars (the unit twlint reports).
    public var scalarColumn: Int
}

/// Converts UTF-8 byte offsets of a text into UTF-16 offsets and 1-based line/column positions.
///
/// Lines end at `\n`, `\r\n` or a lone `\r`. Offsets beyond the text are clamped to its end, and an
/// offset in the middle of a multi-byte character counts as the start of that character, so no
/// input makes the converter trap.
public struct SourceLocationConverter: Sendable {
    private let utf8: [UInt8]
    /// Byte offset of the first byte of each line.
    private let lineStarts: [Int]
    /// Column counts every ``checkpointStride`` bytes of lines longer than ``longLine`` bytes, so
    /// that a position on a very long line (a huge one-line class string) costs at most one
    /// stride of counting, not the whole line before it. Sorted by offset.
    private let checkpoints: [Checkpoint]

    private struct Checkpoint {
        /// A position the column walk from the line start reaches.
        var offset: Int
        /// UTF-16 code units and scalars from the line start to `offset`.
        var utf16: Int
        var scalars: Int
    }

    private static let checkpointStride = 64
    /// Lines up to this many bytes get no checkpoints: a lookup walks at most this far, and
    /// walking every line over one stride at init (most lines of a Swift file) doubled the
    /// cost of a file's line table.
    private static let longLine = 1024

    public init(utf8: [UInt8]) {
        self.utf8 = utf8
        var starts = [0]
        var index = 0
        while index < utf8.count {
            let byte = utf8[index]
            if byte == 0x0A {
                starts.append(index + 1)
            } else if byte == 0x0D {
                if index + 1 < utf8.count, utf8[index + 1] == 0x0A { index += 1 }
                starts.append(index + 1)
            }
            index += 1
        }
        lineStarts = starts
        // Lines longer than a stride are rare in source files; walk only those, exactly as
        // `location(ofByte:)` walks, and record where the walk passes.
        var checkpoints: [Checkpoint] = []
        for line in starts.indices {
            let start = starts[line]
            let end = line + 1 < starts.count ? starts[line + 1] : utf8.count
            guard end - start > Self.longLine else { continue }
            var utf16 = 0, scalars = 0, index = start, next = start + Self.checkpointStride
            while index < end {
                if index >= next {
                    checkpoints.append(Checkpoint(offset: index, utf16: utf16, scalars: scalars))
                    next = index + Self.checkpointStride
                }
                let width = Self.sequenceLength(utf8[index])
                scalars += 1
                utf16 += width == 4 ? 2 : 1
                index += width
            }
        }
        self.checkpoints = checkpoints
    }

    public init(_ text: String) { self.init(utf8: Array(text.utf8)) }

    /// Number of lines (a text without line breaks has one).
    public var lineCount: Int { lineStarts.count }

    /// The line and columns of a byte offset.
    public func location(ofByte offset: Int) -> SourceLocation {
        let clamped = min(max(offset, 0), utf8.count)
        let lineIndex = self.lineIndex(containing: clamped)
        let start = lineStarts[lineIndex]
        var utf16 = 0, scalars = 0, index = start
        if clamped - start > Self.checkpointStride, !checkpoints.isEmpty {
            // The last checkpoint at or before the offset, if it lies on this line.
            var low = 0, high = checkpoints.count
            while low < high {
                let middle = (low + high) / 2
                if checkpoints[middle].offset <= clamped { low = middle + 1 } else { high = middle }
            }
            if low > 0, checkpoints[low - 1].offset >= start {
                let checkpoint = checkpoints[low - 1]
                (index, utf16, scalars) = (checkpoint.offset, checkpoint.utf16, checkpoint.scalars)
            }
        }
        while index < clamped {
            let width = Self.sequenceLength(utf8[index])
            if index + width > clamped { break }
            scalars += 1
            utf16 += width == 4 ? 2 : 1
            index += width
        }
        return SourceLocation(line: lineIndex + 1, utf8Column: clamped - start + 1, utf16Column: utf16 + 1, scalarColumn: scalars + 1)
    }

    /// The UTF-16 offset from the start of the text of a byte offset.
    public func utf16Offset(ofByte offset: Int) -> Int {
        let clamped = min(max(offset, 0), utf8.count)
        var utf16 = 0, index = 0
        while index < clamped {
            let width = Self.sequenceLength(utf8[index])
            if index + width > clamped { break }
            utf16 += width == 4 ? 2 : 1
            index += width
        }
        return utf16
    }

    /// The byte offset of a 0-based line and a 0-based column counted in UTF-16 code units (or in
    /// UTF-8 bytes when `utf16` is false). Positions past the end of a line clamp to its end, as
    /// the LSP specification asks.
    public func byteOffset(line: Int, column: Int, utf16: Bool = true) -> Int {
        guard line >= 0 else { return 0 }
        guard line < lineStarts.count else { return utf8.count }
        let start = lineStarts[line]
        let lineEnd = line + 1 < lineStarts.count ? lineStarts[line + 1] : utf8.count
        var contentEnd = lineEnd
        while contentEnd > start, utf8[contentEnd - 1] == 0x0A || utf8[contentEnd - 1] == 0x0D { contentEnd -= 1 }
        if !utf16 { return min(start + max(column, 0), contentEnd) }
        var units = 0, index = start
        while index < contentEnd, units < column {
            let width = Self.sequenceLength(utf8[index])
            units += width == 4 ? 2 : 1
            index += width
        }
        return min(index, contentEnd)
    }

    private func lineIndex(containing offset: Int) -> Int {
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// Length of the UTF-8 sequence a lead byte announces; 1 for continuation and invalid bytes,
    /// so that invalid input advances one byte at a time.
    @inline(__always)
    static func sequenceLength(_ lead: UInt8) -> Int {
        switch lead {
        case 0xC2...0xDF: 2
        case 0xE0...0xEF: 3
        case 0xF0...0xF4: 4
        default: 1
        }
    }
}
