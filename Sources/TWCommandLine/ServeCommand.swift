import Foundation
import TWJSON
import TWBridge
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `tw serve [--port N]`: the design-tool bridge, HTTP/1.1 on loopback.
public struct ServeCommand: Command {
    public init() {}

    public var name: String { "serve" }
    public var summary: String { "Serve the design-tool methods over HTTP on loopback, with a playground" }
    public var help: String {
        """
        Usage: tw serve [--port N] [--host ADDRESS] [--allow-origin ORIGINS] [--theme PATH]

        Answers HTTP/1.1 on 127.0.0.1 and [::1] until interrupted. POST a JSON body to:
          /parse /resolve /matrix /render /explain /swift /group /cluster /codegen /suggest
        with the params of the language server's tw/* request of the same name, e.g.
          curl -s localhost:7447/resolve -d '{"classes":"p-4 glass","context":{"platform":"ios","os":"18"}}'
        and get the JSON of the matching tw command (tw resolve --json ...). GET / is a playground
        page; GET /health lists the methods; GET /theme names the theme, POST /theme
        {"theme": PATH | OBJECT | null} replaces it.
        Each launch prints a new random token. POST /theme, and any request whose params name a
        file ("theme": PATH, "path"), must carry it as the X-TWKit-Token header; without it a
        request is read-only and answers hide the theme file's path. Requests from the origin
        null (Figma plugins, sandboxed iframes) are always read-only.
        Errors are JSON {"error": {"status", "code", "message"}}: 400 for a body that is not JSON
        or bad params, 403 for an origin not allowed or a missing or wrong token, 413 for a body
        over 1 MiB, 408 for a request slower than 10 seconds.

        Options:
          --port N                 Port (default 7447; 0 picks a free one)
          --host ADDRESS           IPv4 or IPv6 address to listen on (default 127.0.0.1, with
                                   ::1 beside it; anything else exposes the bridge to the network)
          --allow-origin ORIGINS   Comma-separated browser origins allowed besides null (Figma
                                   plugins), https://www.figma.com and loopback pages; * for any
          --theme PATH             Theme of requests that name none (merged over the built-in default)
          -h, --help               Show this help

        Prints "tw serve: listening on http://HOST:PORT/", the token, and the playground's address
        with the token in its fragment (http://HOST:PORT/#token=TOKEN) once it listens.
        Exit status: 0 after SIGINT or SIGTERM, 2 for a usage error or a port that cannot be bound.

        """
    }

    public func run(_ arguments: [String], io: CommandIO) throws(UsageError) -> Int32 {
        let spec = ArgumentSpec(options: ["--port", "--host", "--allow-origin", "--theme"])
        let parsed = try ArgumentParser.parse(arguments, spec: spec)
        if parsed.has("--help") {
            io.write(help)
            return 0
        }
        guard parsed.positionals.isEmpty else { throw UsageError("`tw serve` takes no arguments; got '\(parsed.positionals[0])'") }
        var configuration = try Self.configuration(parsed)
        if let path = parsed.options["--theme"] { configuration.theme = try ContextOptions.loadTheme(path) }
        let server: HTTPServer
        do {
            server = try Bridge(configuration: configuration).start()
        } catch {
            throw UsageError("cannot listen on \(configuration.host) port \(configuration.port): \(error.description)")
        }
        let urls = server.addresses.map { "http://\($0.contains(":") ? "[\($0)]" : $0):\(server.port)/" }
        let base = urls[0]
        io.write(
            """
            tw serve: listening on \(urls.joined(separator: " and ")) (playground at /; Ctrl-C stops)
            tw serve: token \(configuration.token) (send it as \(BridgeToken.headerName) to change the theme or name files)
            tw serve: playground \(base)#token=\(configuration.token)

            """)
        let stop = DispatchSemaphore(value: 0)
        var sources: [any DispatchSourceSignal] = []
        for signalNumber in [SIGINT, SIGTERM] {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler { stop.signal() }
            source.resume()
            sources.append(source)
        }
        stop.wait()
        server.stop()
        io.writeError("tw serve: stopped\n")
        return 0
    }

    /// The listening address and origins of `parsed`.
    static func configuration(_ parsed: ParsedArguments) throws(UsageError) -> BridgeConfiguration {
        var configuration = BridgeConfiguration()
        if let value = parsed.options["--port"] {
            guard let port = UInt16(value) else { throw UsageError("invalid value '\(value)' for --port; expected 0 to 65535") }
            configuration.port = port
        }
        if let host = parsed.options["--host"] {
            var address4 = in_addr()
            var address6 = in6_addr()
            guard inet_pton(AF_INET, host, &address4) == 1 || inet_pton(AF_INET6, host, &address6) == 1 else {
                throw UsageError("invalid value '\(host)' for --host; expected an IPv4 address such as 127.0.0.1 or an IPv6 one such as ::1")
            }
            configuration.host = host
        }
        if let origins = parsed.options["--allow-origin"] {
            configuration.origins.extra = origins.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        }
        return configuration
    }
}
