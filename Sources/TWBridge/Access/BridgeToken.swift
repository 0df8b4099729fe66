/// The secret `tw serve` makes at each launch and prints: a request that carries it in the
/// ``BridgeToken/headerName`` field comes from someone who can read the bridge's output, its user.
///
/// 128 bits from `SystemRandomNumberGenerator` (the system's cryptographic source:
/// `getrandom` on Linux, `arc4random_buf` on Apple platforms), written as 32 lowercase hex digits.
public struct BridgeToken: Sendable, Equatable, CustomStringConvertible {
    /// The request field that carries the token.
    public static let headerName = "X-TWKit-Token"
    /// Bytes of randomness in a token made by ``random()``.
    public static let byteCount = 16

    /// The token as hex digits, as `tw serve` prints it.
    public let text: String

    /// A token with this text (tests; a token the user chose). Nil unless `text` is 32 or more
    /// hex digits, so that a guessable token cannot be set by mistake.
    public init?(_ text: String) {
        guard text.utf8.count >= 2 * Self.byteCount, text.utf8.allSatisfy(Self.isHexDigit) else { return nil }
        self.text = text
    }

    private init(trusted text: String) {
        self.text = text
    }

    /// A fresh token from the system's random source.
    public static func random() -> BridgeToken {
        var generator = SystemRandomNumberGenerator()
        var text = ""
        for _ in 0..<byteCount {
            let byte = UInt8.random(in: .min ... .max, using: &generator)
            text += hexDigits[Int(byte >> 4)] + hexDigits[Int(byte & 0x0f)]
        }
        return BridgeToken(trusted: text)
    }

    /// Whether `candidate` is this token. The time taken depends only on the token's length, never
    /// on where `candidate` first differs, so timing the answer teaches nothing about the token.
    public func matches(_ candidate: String) -> Bool {
        let expected = Array(text.utf8)
        let given = Array(candidate.utf8)
        var difference: UInt8 = expected.count == given.count ? 0 : 1
        for index in expected.indices {
            difference |= expected[index] ^ (index < given.count ? given[index] : 0)
        }
        return difference == 0
    }

    public var description: String { text }

    private static let hexDigits = (0..<16).map { String($0, radix: 16) }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        (48...57).contains(byte) || (97...102).contains(byte) || (65...70).contains(byte)
    }
}
