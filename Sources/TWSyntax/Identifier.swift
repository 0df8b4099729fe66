/// Identifiers of the class language (reference §1.6): group names, shared-element ids and bracket
/// prefixes are one or more ASCII letters, digits, `-`, `_` and `.`.
public enum Identifier {
    @inline(__always)
    public static func isCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."):
            true
        default:
            false
        }
    }

    /// True for a non-empty run of identifier characters.
    public static func isValid<C: Collection>(_ utf8: C) -> Bool where C.Element == UInt8 {
        !utf8.isEmpty && utf8.allSatisfy(isCharacter)
    }
}
