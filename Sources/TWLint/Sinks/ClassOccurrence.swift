import TWSyntax

/// One arm of one choice: `cond ? a : b` has arm 0 (`a`) and arm 1 (`b`); `x ?? "p-4"` arms 0
/// and 1; the results of a computed `TWClasses` property and the elements of an array a loop
/// runs over are arms 0, 1, 2, … of one choice.
public struct BranchChoice: Sendable, Hashable {
    /// Identifies the choice (a ternary, mostly) within its file.
    public var ternary: Int
    /// 0 for the `?` arm, 1 for the `:` arm; the position of a result or element.
    public var arm: Int
}

/// One class string found in a sink: its run-time value, its parsed classes, where each byte came
/// from, and the branches under which it is present.
///
/// ```
/// Text("a").tw(cn("px-4", isOn ? "rounded-[14]" : nil))
///                 ^^^^^^         ^^^^^^^^^^^^^^          two occurrences of one site
/// ```
public struct ClassOccurrence: Sendable {
    /// The sink of the site.
    public var kind: SinkKind
    /// Index of its ``ClassSite`` in ``ScannedFile/sites``.
    public var siteIndex: Int
    /// The run-time value, its source map and its dynamic ranges.
    public var value: StringLiteralValue
    /// The value parsed by ``ClassParser`` with the interpolations as dynamic ranges.
    public var classList: ClassList
    /// The ternary arms that must be taken for this string to be present, outermost first. Empty
    /// when it is always present.
    public var branches: [BranchChoice]
    /// The file it was found in.
    public var source: SourceText

    /// True when the string may be absent: it sits in a ternary arm (`c ? "a" : nil`), so a `cn`
    /// or `.tw` may run without it.
    public var isOptional: Bool { !branches.isEmpty }

    /// Whether this string and `other` can be present together in one evaluation: they belong to
    /// the same site and take no different arms of the same ternary. For `cn(a, c ? b : d, e)`,
    /// `b` and `d` never co-occur; every other pair does.
    public func canCoOccur(with other: ClassOccurrence) -> Bool {
        guard siteIndex == other.siteIndex else { return false }
        for choice in branches {
            if other.branches.contains(where: { $0.ternary == choice.ternary && $0.arm != choice.arm }) { return false }
        }
        return true
    }

    /// The source range (bytes of the file) of a run-time range of ``value``.
    public func sourceRange(ofRuntime range: ByteRange) -> ByteRange { value.sourceRange(ofRuntime: range) }

    /// The 1-based line and columns in the file where a run-time range starts.
    public func location(ofRuntime range: ByteRange) -> SourceLocation {
        source.location(ofByte: sourceRange(ofRuntime: range).start)
    }

    /// The source range of a token of ``classList``.
    public func sourceRange(of token: ClassToken) -> ByteRange { sourceRange(ofRuntime: token.range) }

    /// Where a token of ``classList`` starts in the file (report ``SourceLocation/scalarColumn``).
    public func location(of token: ClassToken) -> SourceLocation { location(ofRuntime: token.range) }
}
