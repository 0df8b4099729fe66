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

    /// The length of the longest root that `name` starts with, followed by `-` and at least one
    /// more byte; 0 when none does. A switch on the first byte over ``keywordRoots`` (longest
    /// first in each case), so that a lookup reads no table; `UtilityRootsTests` keeps the two equal.
    static func rootLength(in bytes: UnsafeBufferPointer<UInt8>, start: Int, end: Int) -> Int {
        let length = end - start
        @inline(__always)
        func has(_ root: StaticString) -> Bool {
            let count = root.utf8CodeUnitCount
            guard count + 1 < length, bytes[start + count] == UInt8(ascii: "-") else { return false }
            let pointer = root.utf8Start
            for offset in 1..<count where bytes[start + offset] != pointer[offset] { return false }
            return true
        }
        switch bytes[start] {
        case UInt8(ascii: "a"): return has("animate") ? 7 : 0
        case UInt8(ascii: "b"): return has("border") ? 6 : has("bezel") ? 5 : has("blur") ? 4 : has("bg") ? 2 : 0
        case UInt8(ascii: "c"): return has("control") ? 7 : 0
        case UInt8(ascii: "d"): return has("duration") ? 8 : has("delay") ? 5 : 0
        case UInt8(ascii: "f"): return has("font") ? 4 : 0
        case UInt8(ascii: "g"): return has("glass-tint") ? 10 : 0
        case UInt8(ascii: "h"), UInt8(ascii: "w"): return length > 2 && bytes[start + 1] == UInt8(ascii: "-") ? 1 : 0
        case UInt8(ascii: "l"): return has("line-spacing") ? 12 : has("line-clamp") ? 10 : 0
        case UInt8(ascii: "m"): return has("min-h") || has("min-w") || has("max-w") || has("max-h") ? 5 : 0
        case UInt8(ascii: "o"): return has("opacity") ? 7 : has("offset") ? 6 : 0
        case UInt8(ascii: "p"):
            // px, py, pt, pb, ps, pe, pl, pr, then p.
            if length > 3, bytes[start + 2] == UInt8(ascii: "-") {
                switch bytes[start + 1] {
                case UInt8(ascii: "x"), UInt8(ascii: "y"), UInt8(ascii: "t"), UInt8(ascii: "b"), UInt8(ascii: "s"), UInt8(ascii: "e"),
                    UInt8(ascii: "l"), UInt8(ascii: "r"):
                    return 2
                default: break
                }
            }
            return length > 2 && bytes[start + 1] == UInt8(ascii: "-") ? 1 : 0
        case UInt8(ascii: "r"): return has("rounded") ? 7 : has("rotate") ? 6 : 0
        case UInt8(ascii: "s"): return has("surface") ? 7 : has("shadow") ? 6 : has("scale") ? 5 : has("size") ? 4 : 0
        case UInt8(ascii: "t"): return has("tracking") ? 8 : has("text") ? 4 : has("tint") ? 4 : 0
        default: return 0
        }
    }

    /// A keyword name without its modifier, split into its root and value: `min-h-8` is `min-h`
    /// and `.named(8)`; a name with no known root is all root, with no value.
    static func split(_ base: ByteRange, in bytes: UnsafeBufferPointer<UInt8>) -> (root: ByteRange, value: ClassValue) {
        let rootLength = rootLength(in: bytes, start: base.start, end: base.end)
        guard rootLength > 0 else { return (base, .none) }
        return (ByteRange(start: base.start, end: base.start + rootLength), .named(ByteRange(start: base.start + rootLength + 1, end: base.end)))
    }
}
