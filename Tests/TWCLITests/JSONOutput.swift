import Foundation
import XCTest

/// Reads command output as a JSON object and walks it by dotted paths (`button.style`).
struct JSONOutput {
    let object: [String: Any]

    init(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws {
        object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], text, file: file, line: line)
    }

    subscript(path: String) -> Any? {
        var current: Any? = object
        for part in path.split(separator: ".") {
            if let index = Int(part), let array = current as? [Any] {
                current = array.indices.contains(index) ? array[index] : nil
            } else {
                current = (current as? [String: Any])?[String(part)]
            }
        }
        return current
    }

    func string(_ path: String) -> String? { self[path] as? String }
    func number(_ path: String) -> Double? { (self[path] as? NSNumber)?.doubleValue }
    func bool(_ path: String) -> Bool? { self[path] as? Bool }
    func array(_ path: String) -> [Any] { self[path] as? [Any] ?? [] }
}

/// Paths of files in the repository, for `--theme`.
enum Repository {
    static let root = packageRoot

    static func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }

    /// Writes `text` to a new temporary file and returns its path.
    static func temporaryFile(_ text: String, name: String = "theme.json") throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("twcli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let url = directory.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }
}
