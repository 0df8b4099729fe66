import Foundation

/// A temporary directory with files, removed when the value is released (at the end of the test
/// that holds it).
public final class TemporaryTree: @unchecked Sendable {
    public let root: URL

    /// - Parameters:
    ///   - prefix: the start of the directory's name, for finding leftovers.
    ///   - files: relative path to UTF-8 contents.
    public init(prefix: String = "twkit", _ files: [String: String] = [:]) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)").standardizedFileURL
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        for (path, text) in files { try write(path, Array(text.utf8)) }
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    /// The absolute path of a relative one.
    public func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }

    /// Writes a file, creating its folders.
    public func write(_ relative: String, _ bytes: [UInt8]) throws {
        let url = root.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }

    /// Writes a UTF-8 file, creating its folders.
    public func write(_ relative: String, _ text: String) throws { try write(relative, Array(text.utf8)) }

    public func bytes(_ relative: String) throws -> [UInt8] { [UInt8](try Data(contentsOf: root.appendingPathComponent(relative))) }
}
