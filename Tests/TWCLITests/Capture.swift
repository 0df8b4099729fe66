import Foundation
import TWCommandLine

/// Captures what a command writes, and feeds it standard input.
final class Capture: @unchecked Sendable {
    private let lock = NSLock()
    private var _output = ""
    private var _error = ""
    let input: [UInt8]

    init(input: String = "") { self.input = Array(input.utf8) }
    init(inputBytes: [UInt8]) { input = inputBytes }

    var output: String { lock.withLock { _output } }
    var error: String { lock.withLock { _error } }

    var io: CommandIO {
        CommandIO(
            write: { text in self.lock.withLock { self._output += text } },
            writeError: { text in self.lock.withLock { self._error += text } },
            readInput: { self.input }
        )
    }
}

/// Runs `tw` in-process.
func tw(_ arguments: String..., input: String = "") -> (status: Int32, output: String, error: String) {
    tw(arguments, input: input)
}

/// Runs `tw` in-process with an argument array.
func tw(_ arguments: [String], input: String = "") -> (status: Int32, output: String, error: String) {
    let capture = Capture(input: input)
    let status = TWCommandLine.main(["tw"] + arguments, io: capture.io)
    return (status, capture.output, capture.error)
}
