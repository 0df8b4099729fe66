import Foundation
import TWJSON
import TWLanguageServer
import TWResolve

/// What `tw serve` answers: the playground at `/`, `GET /health`, `GET`/`POST /theme`, and
/// `POST /METHOD` for every method of ``DesignToolService`` (see ``BridgeEndpoints``).
///
/// Errors are JSON, `{"error": {"status", "code", "message"}}`: 400 `malformed-json` for a body
/// that is not JSON, 400 `invalid-params` for params the method rejects (the message names the
/// key), 403 for a foreign `Origin` or `Host` and for what the request's ``BridgeAccess`` does not
/// allow (`token-required`, `token-mismatch`, `read-only-origin`), 404 and 405 for unknown paths
/// and methods, 413 `over-budget` for classes over ``RequestBudget``; the server itself answers 400, 408, 411, 413, 431, 503 and 505 (``HTTPServer``),
/// with the CORS fields of ``corsHeaders(origin:)``.
public final class Bridge: Sendable {
    public let configuration: BridgeConfiguration
    let themes: ThemeStore

    public init(configuration: BridgeConfiguration) {
        self.configuration = configuration
        self.themes = ThemeStore(configuration.theme)
    }

    /// Starts an ``HTTPServer`` answering with this bridge; returns once it listens (on `[::1]`
    /// too for the default `127.0.0.1`, where the system has IPv6 loopback).
    /// - Throws: ``HTTPServerError`` when the address cannot be bound.
    public func start() throws(HTTPServerError) -> HTTPServer {
        let server = try HTTPServer(
            host: configuration.host, alsoOn: configuration.alsoOn, port: configuration.port, limits: configuration.limits,
            errorFields: { [self] fields in corsHeaders(origin: fields.first { $0.name == "origin" }?.value) },
            classify: { Self.lane(of: $0) }, handler: { [self] in handle($0) })
        server.start()
        return server
    }

    /// Where a request runs: the page, `GET /health`, `GET /theme` and preflights are light and
    /// never wait behind design requests; the rest (design methods, `POST /theme`) are heavy.
    public static func lane(of request: HTTPRequest) -> HTTPServer.Lane {
        if request.method == "OPTIONS" { return .light }
        guard request.method == "GET" || request.method == "HEAD" else { return .heavy }
        return ["/", "/health", "/theme"].contains(request.path) ? .light : .heavy
    }

    /// Answers one request.
    public func handle(_ request: HTTPRequest) -> HTTPResponse {
        let origin = request.header("origin")
        if let origin, !BridgeOrigins.isSerializedOrigin(origin) {
            return .error(.forbidden, code: "origin-not-allowed", "the Origin field is not an origin (scheme://host[:port] or null)")
        }
        if let origin, !configuration.origins.allows(origin) {
            return .error(.forbidden, code: "origin-not-allowed", "origin '\(origin)' may not call this bridge; start it with --allow-origin '\(origin)'")
        }
        var response = answer(request, origin: origin)
        response.headers += corsHeaders(origin: origin)
        return response
    }

    /// The CORS fields of every answer to a request from `origin` (the server's own errors
    /// included): the origin itself when it is allowed, and `Vary: Origin`.
    public func corsHeaders(origin: String?) -> [(name: String, value: String)] {
        guard let origin, BridgeOrigins.isSerializedOrigin(origin), configuration.origins.allows(origin) else { return [] }
        return [("Access-Control-Allow-Origin", origin), ("Vary", "Origin")]
    }

    private func answer(_ request: HTTPRequest, origin: String?) -> HTTPResponse {
        if configuration.isLoopback, let host = request.host, !BridgeOrigins.isLoopbackHost(host) {
            return .error(.forbidden, code: "host-not-allowed", "the bridge listens on loopback and answers only localhost, 127.0.0.1 and [::1], not '\(host)'")
        }
        // A wrong token is refused at once, so that a stale playground or plugin says why.
        let token = request.header(BridgeToken.headerName)
        if let token, !configuration.token.matches(token) {
            return .error(
                .forbidden, code: "token-mismatch",
                "the \(BridgeToken.headerName) header is not this bridge's token; use the one tw serve printed when it started")
        }
        return route(request, access: .of(origin: origin, token: token, expected: configuration.token))
    }

    private func route(_ request: HTTPRequest, access: BridgeAccess) -> HTTPResponse {
        let method = request.method == "HEAD" ? "GET" : request.method
        if method == "OPTIONS" { return preflight(request) }
        switch request.path {
        case "/":
            guard method == "GET" else { return notAllowed(request, allow: "GET, HEAD") }
            return HTTPResponse(status: .ok, headers: [("Content-Type", "text/html; charset=utf-8"), ("Cache-Control", "no-store")], body: Playground.html)
        case "/health":
            guard method == "GET" else { return notAllowed(request, allow: "GET, HEAD") }
            let theme = themes.current(for: access)
            let health: JSON = [
                "status": "ok", "methods": .array(BridgeEndpoints.designMethods.map(JSON.string)), "theme": DesignToolService.summary(of: theme),
            ]
            return .json(.ok, String(decoding: health.serialized(), as: UTF8.self))
        case "/theme":
            return theme(request, method: method, access: access)
        default:
            let name = String(request.path.dropFirst())
            guard BridgeEndpoints.designMethods.contains(name) else {
                return .error(.notFound, code: "not-found", "no endpoint \(request.path); known: \(BridgeEndpoints.paths.joined(separator: ", "))")
            }
            guard method == "POST" else { return notAllowed(request, allow: "POST, OPTIONS") }
            return call(name, request, access: access)
        }
    }

    /// The 403 for params that name a file in a request that may not read files, or nil.
    private func fileRefusal(_ params: JSON, access: BridgeAccess) -> HTTPResponse? {
        guard let key = FileParameters.named(in: params).first else { return nil }
        return access.refusal("`\(key)` names a file, which only the bridge's user may do (give the \(key == "theme" ? "theme" : "input") inline as an object)")
    }

    private func call(_ name: String, _ request: HTTPRequest, access: BridgeAccess) -> HTTPResponse {
        let params: JSON
        switch Self.body(request) {
        case .failure(let error): return error.response
        case .success(let value): params = value
        }
        if let refusal = fileRefusal(params, access: access) { return refusal }
        if let refusal = RequestBudget.refusal(name, params) { return refusal }
        do {
            let document = try DesignToolService(defaultTheme: themes.current(for: access)).document(name, params)
            // A final newline, as the `tw` command prints it.
            return .json(.ok, document.text + "\n")
        } catch {
            return Self.response(for: error)
        }
    }

    /// `GET /theme`: the current theme's name, source and revision. `POST /theme` with
    /// `{"theme": path | object | null}` replaces it for every later request (null: the theme
    /// `tw serve` started with) and answers the same summary; only the user may (``BridgeAccess``).
    private func theme(_ request: HTTPRequest, method: String, access: BridgeAccess) -> HTTPResponse {
        switch method {
        case "GET":
            return .json(.ok, String(decoding: DesignToolService.summary(of: themes.current(for: access)).serialized(), as: UTF8.self))
        case "POST":
            if let refusal = access.refusal("POST /theme changes the theme of every later request") { return refusal }
            let params: JSON
            switch Self.body(request) {
            case .failure(let error): return error.response
            case .success(let value): params = value
            }
            guard let object = params.objectValue, object.keys.contains("theme") else {
                return .error(.badRequest, code: "invalid-params", "expected {\"theme\": path | object | null}")
            }
            do {
                let theme = themes.set(try DesignParams.theme(object["theme"]))
                return .json(.ok, String(decoding: DesignToolService.summary(of: theme).serialized(), as: UTF8.self))
            } catch {
                return Self.response(for: error)
            }
        default:
            return notAllowed(request, allow: "GET, HEAD, POST, OPTIONS")
        }
    }

    /// A CORS preflight (Fetch standard §3.2): the methods and the fields asked for (when they are
    /// a plain list of field names; `Content-Type` and the token field otherwise), cached for ten
    /// minutes; Chrome's Private Network Access question is answered yes (this is loopback).
    private func preflight(_ request: HTTPRequest) -> HTTPResponse {
        let asked = request.header("access-control-request-headers").flatMap { HTTPSyntax.isTokenList($0) ? $0 : nil }
        var headers = [
            ("Access-Control-Allow-Methods", "GET, POST, OPTIONS"),
            ("Access-Control-Allow-Headers", asked ?? "Content-Type, \(BridgeToken.headerName)"),
            ("Access-Control-Max-Age", "600"),
        ]
        if request.header("access-control-request-private-network") == "true" {
            headers.append(("Access-Control-Allow-Private-Network", "true"))
        }
        return HTTPResponse(status: .noContent, headers: headers)
    }

    private func notAllowed(_ request: HTTPRequest, allow: String) -> HTTPResponse {
        var response = HTTPResponse.error(.methodNotAllowed, code: "method-not-allowed", "\(request.method) \(request.path) is not supported; use \(allow)")
        response.headers.append(("Allow", allow))
        return response
    }

    /// The body as JSON, or the 400 that says why it is not.
    static func body(_ request: HTTPRequest) -> Result<JSON, BodyError> {
        guard !request.body.isEmpty else {
            return .failure(
                BodyError(.error(.badRequest, code: "malformed-json", "the body is empty; send a JSON object such as {\"classes\": \"p-4 glass\"}")))
        }
        do {
            return .success(try JSON.parse(Data(request.body)))
        } catch {
            return .failure(BodyError(.error(.badRequest, code: "malformed-json", "the body is not JSON: \(describe(error))")))
        }
    }

    struct BodyError: Error {
        var response: HTTPResponse
        init(_ response: HTTPResponse) { self.response = response }
    }

    static func response(for error: ResponseError) -> HTTPResponse {
        switch error.code {
        // Params over a documented limit (`data.limit`: the classes `render` draws at most).
        case .invalidParams where error.data?["limit"] != nil: return .error(.contentTooLarge, code: "too-large", error.message)
        case .invalidParams: return .error(.badRequest, code: "invalid-params", error.message)
        case .methodNotFound: return .error(.notFound, code: "not-found", error.message)
        default: return .error(.internalServerError, code: "internal-error", error.message)
        }
    }

    /// Why the body is not JSON, as the one JSON reader that read it says (its line, column and
    /// byte offset; the body is never read a second time).
    static func describe(_ error: JSON.ParseError) -> String {
        "\(error.description) (byte offset \(error.location.offset))"
    }
}
