#if canImport(Glibc)
    import Glibc
    private let systemWrite = Glibc.write
    private let systemRead = Glibc.read
#elseif canImport(Darwin)
    import Darwin
    private let systemWrite = Darwin.write
    private let systemRead = Darwin.read
#endif

import TWSyntax

/// Where a command writes and reads, injectable so that tests run commands in-process.
public struct CommandIO: Sendable {
    /// Writes to standard output (the text includes its newlines).
    public var write: @Sendable (String) -> Void
    /// Writes to standard error.
    public var writeError: @Sendable (String) -> Void
    /// Reads all of standard input.
    public var readInput: @Sendable () -> [UInt8]
    /// Reads standard input up to `limit` bytes and stops there (bounded memory on `/dev/zero`).
    public var readInputPrefix: @Sendable (_ limit: Int) -> [UInt8]

    /// - Parameter readInputPrefix: by default the first `limit` bytes of `readInput`.
    public init(
        write: @escaping @Sendable (String) -> Void,
        writeError: @escaping @Sendable (String) -> Void,
        readInput: @escaping @Sendable () -> [UInt8],
        readInputPrefix: (@Sendable (_ limit: Int) -> [UInt8])? = nil
    ) {
        self.write = write
        self.writeError = writeError
        self.readInput = readInput
        self.readInputPrefix = readInputPrefix ?? { limit in Array(readInput().prefix(limit)) }
    }

    /// The process's standard streams.
    public static let standard = CommandIO(
        write: { text in writeAll(text, to: 1) },
        // Errors quote paths, options and configuration values the user may not have written:
        // an escape sequence among them is shown, not obeyed.
        writeError: { text in writeAll(EchoedText.terminalLines(text), to: 2) },
        readInput: { readAll(from: 0) },
        readInputPrefix: { limit in readAll(from: 0, limit: limit) }
    )

    private static func writeAll(_ text: String, to descriptor: Int32) {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { systemWrite(descriptor, $0.baseAddress! + offset, $0.count - offset) }
            if written <= 0 { return }
            offset += written
        }
    }

    private static func readAll(from descriptor: Int32, limit: Int = .max) -> [UInt8] {
        var result: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while result.count < limit {
            let wanted = min(buffer.count, limit - result.count)
            let count = buffer.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, wanted) }
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { break }
            result.append(contentsOf: buffer[0..<count])
        }
        return result
    }
}
