/// A request target (RFC 9112 §3.2): origin-form `/path?query`, absolute-form
/// `http://host:port/path?query` (which a server must accept, §3.2.2) or asterisk-form `*`.
struct RequestTarget: Equatable {
    /// The path, `/` for an absolute-form target without one.
    var path: String
    var query: String?
    /// The host and port of an absolute-form target.
    var authority: String?

    /// Nil for anything else (authority-form is only for CONNECT, which the server does not serve).
    init?<S: StringProtocol>(_ text: S) {
        var rest = Substring(text)
        if rest == "*" {
            path = "*"
            return
        }
        if let scheme = ["http://", "https://"].first(where: { rest.lowercased().hasPrefix($0) }) {
            rest = rest.dropFirst(scheme.count)
            let end = rest.firstIndex { $0 == "/" || $0 == "?" } ?? rest.endIndex
            let authority = rest[..<end]
            // userinfo (`user@host`) is deprecated for http and never sent by a client that means well.
            guard !authority.isEmpty, !authority.contains("@") else { return nil }
            self.authority = String(authority)
            rest = rest[end...]
            if !rest.hasPrefix("/") { rest = "/" + rest }
        } else {
            guard rest.hasPrefix("/") else { return nil }
        }
        let question = rest.firstIndex(of: "?")
        path = String(rest[..<(question ?? rest.endIndex)])
        query = question.map { String(rest[rest.index(after: $0)...]) }
    }
}
