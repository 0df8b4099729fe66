import Foundation

/// Runs `python3 -c SCRIPT` with arguments, for test harnesses written in Python (jsonschema,
/// pytest-lsp): a skip when python3 or the module is missing, a failure under `CI=true`.
public enum Python {
    /// - Returns: the exit status and the combined standard output and error.
    /// - Throws: ``missingTool(_:)`` when python3 or `module` is missing.
    public static func run(_ script: String, arguments: [String] = [], requiring module: String) throws -> (status: Int32, output: String) {
        let check = try launch(["-c", "import \(module)"])
        guard check.status == 0 else { throw missingTool("python3 with \(module) is not available (.ci/run installs it)") }
        return try launch(["-c", script] + arguments)
    }

    private static func launch(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do {
            try process.run()
        } catch {
            throw missingTool("python3 cannot be started: \(error)")
        }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        if process.terminationStatus == 127 { throw missingTool("python3 is not installed") }
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
