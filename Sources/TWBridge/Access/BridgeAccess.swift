/// What one request may do, from its `Origin` field and its token (``BridgeToken``).
///
/// - ``user``: the token is right and the origin is not `null`: every endpoint, parameters that
///   name files, `POST /theme`, and the theme's file path in answers.
/// - ``readOnly(_:)``: everything else that the origin rules let in (``BridgeOrigins``): the
///   design methods with inline params, `GET /health`, `GET /theme` and the playground, with the
///   theme's source hidden. A request with a wrong token is refused before it gets here.
public enum BridgeAccess: Sendable, Equatable {
    case user
    case readOnly(Reason)

    /// Why a request is read-only, for the message that refuses it more.
    public enum Reason: Sendable, Equatable {
        /// No token in the request.
        case noToken
        /// The `null` origin (Figma plugins, sandboxed iframes): any page can make its requests
        /// come from it, so the token is never enough there.
        case nullOrigin
    }

    /// The access of a request with this `Origin` field and token field.
    public static func of(origin: String?, token: String?, expected: BridgeToken) -> BridgeAccess {
        if origin == "null" { return .readOnly(.nullOrigin) }
        guard let token, expected.matches(token) else { return .readOnly(.noToken) }
        return .user
    }

    /// Whether the request may change the bridge's state or read files.
    public var isUser: Bool { self == .user }

    /// The 403 for a read-only request that asked for `what` ("POST /theme changes the theme of
    /// every later request", "`theme` names a file"); nil for the user, who may.
    func refusal(_ what: String) -> HTTPResponse? {
        switch self {
        case .user:
            return nil
        case .readOnly(.noToken):
            return .error(
                .forbidden, code: "token-required", "\(what); send the \(BridgeToken.headerName) header with the token tw serve printed when it started")
        case .readOnly(.nullOrigin):
            return .error(
                .forbidden, code: "read-only-origin",
                "\(what); requests from the origin 'null' (Figma plugins, sandboxed iframes) are read-only: they cannot change the theme or name files")
        }
    }
}
