import Foundation
import TWJSON
import TWLanguageServer

/// `tw lsp`: the language server over standard input and output.
public struct LSPCommand: Command {
    public init() {}

    public var name: String { "lsp" }
    public var summary: String { "Run the language server (LSP 3.17) on standard input and output" }
    public var help: String {
        """
        Usage: tw lsp

        Speaks the Language Server Protocol 3.17 (JSON-RPC 2.0, Content-Length framing) on
        standard input and output: twlint diagnostics, hover, completion, colours and code actions
        for swiftcn class strings, plus the design-tool methods tw/parse, tw/resolve, tw/matrix,
        tw/explain, tw/swift, tw/group, tw/cluster and tw/setTheme (`tw serve` answers the same
        over HTTP). Logs go to standard error. See Docs/language-server.md.

        Options:
          -h, --help  Show this help

        Exit status: 0 after `shutdown` then `exit`, 1 on `exit` or end of input without `shutdown`.

        """
    }

    public func run(_ arguments: [String], io: CommandIO) throws(UsageError) -> Int32 {
        let parsed = try ArgumentParser.parse(arguments, spec: ArgumentSpec(flags: []))
        if parsed.has("--help") {
            io.write(help)
            return 0
        }
        guard parsed.positionals.isEmpty else { throw UsageError("`tw lsp` takes no arguments") }
        let output = FileDescriptorTransport.takeOverStandardOutput()
        let log: @Sendable (String) -> Void = { io.writeError($0 + "\n") }
        let transport = FileDescriptorTransport(input: 0, output: output, log: log)
        let done = DispatchSemaphore(value: 0)
        let status = ExitStatus()
        var environment = LanguageServer.Environment()
        environment.log = log
        environment.exit = { code in
            status.set(code)
            done.signal()
        }
        let server = LanguageServer(sender: transport, environment: environment)
        transport.start(receiver: server)
        done.wait()
        return status.value
    }
}

/// The status `exit` chose, handed from the server's queue to the waiting command.
private final class ExitStatus: @unchecked Sendable {
    private let lock = NSLock()
    private var code: Int32 = 1
    func set(_ value: Int32) { lock.withLock { code = value } }
    var value: Int32 { lock.withLock { code } }
}
