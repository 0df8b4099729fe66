import Foundation

/// What a process that ran to its end printed, and its exit status.
public struct ProcessResult: Sendable {
    public var status: Int32
    /// Standard output, decoded as UTF-8.
    public var output: String
    /// Standard error, decoded as UTF-8.
    public var error: String
}

/// Runs `executable` with `arguments`, writes `input` to its standard input and waits for it to
/// exit. Standard error is read on another thread, so a process that fills one pipe cannot block.
///
/// - Throws: the error of `Process.run()` when the executable cannot be started.
public func runProcess(
    _ executable: URL, _ arguments: [String], input: [UInt8] = [],
    environment: [String: String]? = nil, currentDirectory: URL? = nil
) throws -> ProcessResult {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let environment { process.environment = environment }
    if let currentDirectory { process.currentDirectoryURL = currentDirectory }
    let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    let errorData = ErrorData()
    let reader = Thread { errorData.set(stderr.fileHandleForReading.readDataToEndOfFile()) }
    reader.start()
    stdin.fileHandleForWriting.write(Data(input))
    try? stdin.fileHandleForWriting.close()
    let output = stdout.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return ProcessResult(
        status: process.terminationStatus, output: String(decoding: output, as: UTF8.self),
        error: String(decoding: errorData.wait(), as: UTF8.self))
}

/// Standard error's bytes, handed from the reading thread.
private final class ErrorData: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var data = Data()
    func set(_ value: Data) {
        data = value
        done.signal()
    }
    func wait() -> Data {
        done.wait()
        return data
    }
}
