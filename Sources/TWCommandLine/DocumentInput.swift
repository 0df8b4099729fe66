import Foundation
import TWSyntax

/// A whole document read by a command (design properties, a group or cluster file, a Swift
/// source, a tokens file): from a file through ``InputFile`` (regular files only, at most
/// ``InputFile/maximumBytes``), or from standard input under the same limit and UTF-8 rule, so
/// that no input is read without a bound.
enum DocumentInput {
    /// Standard input, read no further than one byte past the limit.
    /// - Throws: ``UsageError`` for input over ``InputFile/maximumBytes`` or not UTF-8 (with the
    ///   offset of the first bad byte).
    ///   `requireUTF8` false leaves the bytes to a reader with its own rule (twlint reads Swift
    ///   sources from files and standard input alike).
    static func standardInput(_ io: CommandIO, requireUTF8: Bool = true) throws(UsageError) -> [UInt8] {
        let bytes = io.readInputPrefix(InputFile.maximumBytes + 1)
        if bytes.count > InputFile.maximumBytes {
            throw UsageError("standard input is larger than the limit of \(InputFile.maximumBytes >> 20) MiB")
        }
        if requireUTF8, let offset = InputFile.firstInvalidUTF8Offset(bytes) {
            throw UsageError("standard input is not valid UTF-8 (first bad byte at offset \(offset))")
        }
        return bytes
    }

    /// The file at `path`.
    /// - Throws: ``UsageError`` naming the path and the cause (``InputFile/Failure``).
    static func file(_ path: String) throws(UsageError) -> Data {
        do {
            return Data(try InputFile.read(path))
        } catch {
            throw UsageError("cannot read '\(path)': \(error.reason)")
        }
    }
}
