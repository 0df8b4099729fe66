import TWSyntax

extension SourceMap {
    /// The part of the map for the run-time bytes `range`, starting at run-time offset 0.
    func slice(_ range: ByteRange) -> SourceMap {
        var result = SourceMap()
        for segment in segments where segment.runtimeStart < range.end && range.start < segment.runtimeStart + segment.runtimeLength {
            let from = max(range.start, segment.runtimeStart)
            let to = min(range.end, segment.runtimeStart + segment.runtimeLength)
            if segment.isVerbatim {
                result.appendVerbatim(source: segment.source.start + (from - segment.runtimeStart), length: to - from)
            } else {
                result.appendAtomic(length: to - from, source: segment.source)
            }
        }
        return result
    }
}

extension StringLiteralValue {
    /// The value with its interpolation number `index` (of ``dynamicRanges``) replaced by the
    /// value `known` it is known to have, as `"\(base) p-2"` reads when `let base = "px-4"`. The
    /// inserted bytes map to `known`'s source (the constant's literal), so a finding in them points
    /// there.
    func replacingInterpolation(_ index: Int, with known: StringLiteralValue) -> StringLiteralValue {
        let range = dynamicRanges[index]
        let shift = known.utf8.count - range.count
        var result = self
        result.utf8 = Array(utf8[..<range.start]) + known.utf8 + Array(utf8[range.end...])
        result.dynamicRanges =
            Array(dynamicRanges[..<index])
            + known.dynamicRanges.map { ByteRange(start: $0.start + range.start, end: $0.end + range.start) }
            + dynamicRanges[(index + 1)...].map { ByteRange(start: $0.start + shift, end: $0.end + shift) }
        var map = sourceMap.slice(ByteRange(start: 0, end: range.start))
        map.append(known.sourceMap)
        map.append(sourceMap.slice(ByteRange(start: range.end, end: utf8.count)))
        result.sourceMap = map
        result.isTerminated = isTerminated && known.isTerminated
        return result
    }

    /// The run-time bytes `range` of the value, with their interpolations and source map; the
    /// literal's ``sourceRange`` is kept.
    func slice(_ range: ByteRange) -> StringLiteralValue {
        var result = self
        result.utf8 = Array(utf8[range.start..<range.end])
        result.dynamicRanges = dynamicRanges.filter { $0.start >= range.start && $0.end <= range.end }
            .map { ByteRange(start: $0.start - range.start, end: $0.end - range.start) }
        result.sourceMap = sourceMap.slice(range)
        return result
    }
}
