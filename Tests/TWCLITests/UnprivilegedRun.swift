import Foundation
import XCTest

/// Runs the built `twlint` as an unprivileged user (nobody, 65534) through `setpriv` when the
/// tests run as root (as in CI's container), else in-process: root reads and writes any file,
/// so the permission cases need another user.
func twlintWithoutPrivileges(_ arguments: [String]) throws -> (status: Int32, output: String, error: String) {
    guard getuid() == 0 else { return twlint(arguments) }
    let setpriv = "/usr/bin/setpriv"
    guard FileManager.default.isExecutableFile(atPath: setpriv) else {
        throw missingTool("running as root without setpriv (util-linux)")
    }
    let binary = try builtExecutable("twlint")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: setpriv)
    process.arguments = ["--reuid=65534", "--regid=65534", "--clear-groups", binary.path] + arguments
    let stdout = Pipe(), stderr = Pipe()
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    let output = stdout.fileHandleForReading.readDataToEndOfFile()
    let error = stderr.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: output, as: UTF8.self), String(decoding: error, as: UTF8.self))
}
