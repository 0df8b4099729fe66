import Foundation
import TWCommandLine
@_exported import TWTestSupport
import XCTest

/// Runs `twlint` in-process (standard input from `input`).
func twlint(_ arguments: [String], input: [UInt8] = [], currentDirectory: String? = nil) -> (status: Int32, output: String, error: String) {
    let output = LockedText(), error = LockedText()
    let io = CommandIO(write: { output.append($0) }, writeError: { error.append($0) }, readInput: { input })
    let status = TWCommandLine.lintMain(["twlint"] + arguments, io: io, currentDirectory: currentDirectory)
    return (status, output.text, error.text)
}

/// Text that threads append to.
final class LockedText: @unchecked Sendable {
    private let lock = NSLock()
    private var value = ""
    var text: String { lock.withLock { value } }
    func append(_ more: String) { lock.withLock { value += more } }
}

/// The `rule@relative/path:line:column` of each line of xcode output, with `root` stripped.
func xcodeFindings(_ output: String, root: URL) -> [String] {
    output.split(separator: "\n").map { line -> String in
        var text = String(line)
        if text.hasPrefix(root.path + "/") { text.removeFirst(root.path.count + 1) }
        let location = text.split(separator: ":").prefix(3).joined(separator: ":")
        let rule = text[text.index(after: text.lastIndex(of: "[")!)..<text.lastIndex(of: "]")!]
        return "\(rule)@\(location)"
    }
}
