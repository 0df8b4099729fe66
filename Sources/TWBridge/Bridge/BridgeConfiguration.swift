import TWResolve

/// How `tw serve` runs: where it listens, whom it answers, its bounds and its starting theme.
public struct BridgeConfiguration: Sendable {
    /// Address to listen on (IPv4, or IPv6 without brackets); loopback unless the user asks otherwise.
    public var host = "127.0.0.1"
    /// 0: any free port (the server reports the one it got).
    public var port: UInt16 = 7447
    public var origins = BridgeOrigins()
    public var limits = HTTPServerLimits()
    /// The secret a request must carry to change the theme or name files (``BridgeAccess``);
    /// fresh for every configuration, so for every launch of `tw serve`.
    public var token = BridgeToken.random()
    /// The theme of requests that name none, until `POST /theme` replaces it.
    public var theme = Theme.builtIn

    public init() {}

    /// Whether `host` is a loopback address (then only loopback `Host` fields are answered).
    public var isLoopback: Bool { host.hasPrefix("127.") || host == "::1" }

    /// The addresses served beside `host` where the system has them: IPv6 loopback `::1` beside
    /// the default `127.0.0.1`, since `localhost` may resolve to either.
    public var alsoOn: [String] { host == "127.0.0.1" ? ["::1"] : [] }
}
