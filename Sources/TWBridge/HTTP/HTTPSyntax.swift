/// The byte classes of HTTP/1.1's grammar that the server checks (RFC 9110 §5.1, §5.5, §5.6.2;
/// RFC 9112 §2.2): what a field name, a field value and a line ending may be.
enum HTTPSyntax {
    /// `tchar`: the characters of a token (a method, a field name, an element of a list such as
    /// `Access-Control-Request-Headers`).
    static func isTokenCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        default:
            return Array("!#$%&'*+-.^_`|~".utf8).contains(byte)
        }
    }

    /// Whether `text` is a token: one or more `tchar`.
    static func isToken<S: StringProtocol>(_ text: S) -> Bool {
        !text.isEmpty && text.utf8.allSatisfy(isTokenCharacter)
    }

    /// Whether `text` is a comma-separated list of tokens with optional spaces and tabs around
    /// each (`content-type, x-twkit-token`), empty elements allowed as RFC 9110 §5.6.1 allows.
    static func isTokenList(_ text: String) -> Bool {
        let elements = text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: [" ", "\t"]) }
        return elements.contains { !$0.isEmpty } && elements.allSatisfy { $0.isEmpty || isToken($0) }
    }

    /// Whether `byte` may appear in a request head outside a line ending: any byte but the
    /// controls (NUL, CR and LF among them) and DEL; horizontal tab is allowed (it is whitespace
    /// in a field value). Bytes from 0x80 are `obs-text`, kept as they are.
    static func isHeadByte(_ byte: UInt8) -> Bool {
        byte == 9 || (byte >= 0x20 && byte != 0x7f)
    }
}
