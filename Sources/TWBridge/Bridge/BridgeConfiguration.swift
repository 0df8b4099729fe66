import TWResolve

/// How `tw serve` runs: where it listens, whom it answers, its bounds and its starting theme.
public struct BridgeConfiguration: Sendable {
    /// IPv4 address to listen on; loopback unless the user asks otherwise.
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
    public var isLoopback: Bool { host.hasPrefix("127.") }
}
