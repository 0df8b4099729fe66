/// Which browser origins may call the bridge (CORS, and a guard against web pages the user
/// happens to visit): a request with an `Origin` field not allowed here is answered 403.
///
/// Allowed by default: `null` (the origin of a Figma plugin's sandboxed iframe and of its main
/// thread's `fetch`), `https://www.figma.com`, and pages served from loopback (`http://localhost:*`,
/// `http://127.0.0.1:*`, `http://[::1]:*`, the playground included). `--allow-origin` adds more;
/// `*` allows every origin.
public struct BridgeOrigins: Sendable {
    public var extra: [String]

    public static let defaults = ["null", "https://www.figma.com"]

    public init(extra: [String] = []) {
        self.extra = extra
    }

    public func allows(_ origin: String) -> Bool {
        if extra.contains("*") || Self.defaults.contains(origin) || extra.contains(origin) { return true }
        for prefix in ["http://localhost", "http://127.0.0.1", "http://[::1]"] where origin.hasPrefix(prefix) {
            let rest = origin.dropFirst(prefix.count)
            if rest.isEmpty || (rest.first == ":" && rest.dropFirst().allSatisfy(\.isNumber)) { return true }
        }
        return false
    }

    /// Whether `origin` has the form of a serialized origin (RFC 6454 §6.2): `null`, or a scheme,
    /// `://`, a host of letters, digits, `-`, `.`, `_`, `~`, `%` (or an IPv6 literal in brackets)
    /// and an optional port. Anything else is never echoed, even with `--allow-origin '*'`.
    public static func isSerializedOrigin(_ origin: String) -> Bool {
        if origin == "null" { return true }
        guard let separator = origin.range(of: "://") else { return false }
        let scheme = origin[..<separator.lowerBound]
        guard let first = scheme.first, first.isASCII, first.isLetter,
            scheme.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) })
        else { return false }
        var rest = origin[separator.upperBound...]
        if rest.hasPrefix("[") {
            guard let close = rest.firstIndex(of: "]") else { return false }
            let literal = rest[rest.index(after: rest.startIndex)..<close]
            guard !literal.isEmpty, literal.allSatisfy({ $0.isHexDigit || $0 == ":" || $0 == "." }) else { return false }
            rest = rest[rest.index(after: close)...]
        } else {
            let end = rest.firstIndex(of: ":") ?? rest.endIndex
            let host = rest[..<end]
            guard !host.isEmpty, host.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "-._~%".contains($0)) }) else { return false }
            rest = rest[end...]
        }
        if rest.isEmpty { return true }
        let port = rest.dropFirst()
        return rest.first == ":" && !port.isEmpty && port.count <= 5 && port.allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// Whether a `Host` field names this machine: a server on loopback answers only those, so a
    /// DNS name rebound to 127.0.0.1 cannot read it from a web page.
    public static func isLoopbackHost(_ host: String) -> Bool {
        var name = Substring(host)
        if name.hasPrefix("[") {
            guard let close = name.firstIndex(of: "]") else { return false }
            name = name[name.index(after: name.startIndex)..<close]
            return name == "::1"
        }
        if let colon = name.lastIndex(of: ":") { name = name[..<colon] }
        if name == "localhost" { return true }
        let octets = name.split(separator: ".", omittingEmptySubsequences: false)
        return octets.count == 4 && octets[0] == "127" && octets.allSatisfy { !$0.isEmpty && $0.count <= 3 && $0.allSatisfy(\.isNumber) }
    }
}
