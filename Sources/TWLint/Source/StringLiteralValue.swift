import TWSyntax

/// The run-time value of a string literal (or of adjacent literals joined by `+`), as UTF-8
/// bytes, with a ``SourceMap`` back to the Swift source and the run-time ranges of its
/// interpolations.
///
/// ```
/// .tw("px-4 rounded-[14]\(extra)")   runtime: px-4 rounded-[14]<value>
///                       ^^^^^^^^              dynamic range  ^^^^^^^
/// ```
/// Each interpolation becomes the 7 bytes ``placeholder`` (`<value>`), recorded in
/// ``dynamicRanges`` and mapped to the whole `\(…)` in the source; ``ClassParser`` treats those
/// bytes as opaque.
public struct StringLiteralValue: Sendable, Hashable {
    /// The bytes that stand for one interpolation.
    public static let placeholder: [UInt8] = Array("<value>".utf8)

    /// The run-time value, UTF-8.
    public var utf8: [UInt8]
    /// The run-time ranges of interpolation placeholders, sorted.
    public var dynamicRanges: [ByteRange]
    /// From run-time bytes to source bytes.
    public var sourceMap: SourceMap
    /// The literal(s) in the source, delimiters included.
    public var sourceRange: ByteRange
    /// False when a literal is unterminated (the value then runs to where the lexer stopped).
    public var isTerminated: Bool

    /// The value of one literal of a file.
    ///
    /// - Parameters:
    ///   - literal: a literal from ``SwiftLexer``.
    ///   - source: the bytes of the file the literal was read from.
    public init(literal: SwiftStringLiteral, source: [UInt8]) {
        var decoder = StringLiteralDecoder(source: source, hashes: literal.hashCount)
        decoder.decode(literal)
        utf8 = decoder.output
        dynamicRanges = decoder.dynamicRanges
        sourceMap = decoder.map
        sourceRange = literal.range
        isTerminated = literal.isTerminated
    }

    /// A value that is not written at the call: a parameter's default (`"input"` of
    /// `.textFieldStyle(.tw())`), mapped as a whole to `range`, the call that leaves it out.
    public init(defaultClasses text: String, of range: ByteRange) {
        utf8 = Array(text.utf8)
        dynamicRanges = []
        sourceMap = SourceMap()
        sourceMap.appendAtomic(length: utf8.count, source: range)
        sourceRange = range
        isTerminated = true
    }

    /// Appends the value of another literal, as `self + other` does at run time.
    public mutating func append(_ other: StringLiteralValue) {
        let shift = utf8.count
        utf8.append(contentsOf: other.utf8)
        dynamicRanges.append(contentsOf: other.dynamicRanges.map { ByteRange(start: $0.start + shift, end: $0.end + shift) })
        sourceMap.append(other.sourceMap)
        sourceRange = sourceRange.union(other.sourceRange)
        isTerminated = isTerminated && other.isTerminated
    }

    /// The value as a string (placeholders included).
    public var string: String { String(decoding: utf8, as: UTF8.self) }

    /// The source range of a run-time range.
    public func sourceRange(ofRuntime range: ByteRange) -> ByteRange { sourceMap.sourceRange(ofRuntime: range) }
}
