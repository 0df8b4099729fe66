/// The utility roots that take a keyword value after a `-` (reference §3.4), so that the parser
/// can split `min-h-8` into the root `min-h` and the value `8`. Longest first, so that
/// `glass-tint-primary` is read as `glass-tint` + `primary`, not `glass` + `tint-primary`.
///
/// The list only shapes the AST; whether a value is accepted is the catalog's decision.
enum UtilityRoots {
    static let keywordRoots: [[UInt8]] = [
        "line-spacing", "glass-tint", "line-clamp", "duration", "tracking", "animate", "control",
        "opacity", "rounded", "surface", "shadow", "border", "rotate", "offset", "min-h", "min-w",
        "max-w", "max-h", "bezel", "delay", "scale", "text", "font", "size", "blur", "tint", "bg",
        "px", "py", "pt", "pb", "ps", "pe", "pl", "pr", "p", "w", "h",
    ].map { Array($0.utf8) }

    /// The roots by their first byte, longest first, so that a lookup compares only the few roots
    /// that can match.
    static let rootsByFirstByte: [[[UInt8]]] = {
        var table = Array(repeating: [[UInt8]](), count: 128)
        for root in keywordRoots { table[Int(root[0])].append(root) }
        return table.map { $0.sorted { $0.count > $1.count } }
    }()

    /// The length of the longest root that `name` starts with, followed by `-` and at least one
    /// more byte; 0 when none does.
    static func rootLength(in bytes: UnsafeBufferPointer<UInt8>, start: Int, end: Int) -> Int {
        let length = end - start
        let first = bytes[start]
        guard first < 128 else { return 0 }
        for root in rootsByFirstByte[Int(first)] where root.count + 1 < length {
            guard bytes[start + root.count] == UInt8(ascii: "-") else { continue }
            var matches = true
            for offset in 1..<max(root.count, 1) where bytes[start + offset] != root[offset] {
                matches = false
                break
            }
            if matches { return root.count }
        }
        return 0
    }

    /// A keyword name without its modifier, split into its root and value: `min-h-8` is `min-h`
    /// and `.named(8)`; a name with no known root is all root, with no value.
    static func split(_ base: ByteRange, in bytes: UnsafeBufferPointer<UInt8>) -> (root: ByteRange, value: ClassValue) {
        let rootLength = rootLength(in: bytes, start: base.start, end: base.end)
        guard rootLength > 0 else { return (base, .none) }
        return (ByteRange(start: base.start, end: base.start + rootLength), .named(ByteRange(start: base.start + rootLength + 1, end: base.end)))
    }
}
