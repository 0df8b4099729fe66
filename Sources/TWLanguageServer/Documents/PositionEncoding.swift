/// The unit of `Position.character`, negotiated in `initialize` (LSP 3.17 `positionEncoding`).
public enum PositionEncoding: String, Hashable, Sendable {
    /// UTF-16 code units: the default, which every client understands.
    case utf16 = "utf-16"
    /// UTF-8 bytes, used when the client offers `utf-8` in `general.positionEncodings`.
    case utf8 = "utf-8"

    /// The encoding for a client's offered list: UTF-8 when offered, otherwise UTF-16.
    static func negotiate(_ offered: [String]?) -> PositionEncoding {
        offered?.contains(PositionEncoding.utf8.rawValue) == true ? .utf8 : .utf16
    }
}
