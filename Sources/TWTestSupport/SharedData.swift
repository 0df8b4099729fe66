import Foundation

/// The data files that come from the project's shared folder (swiftcn's conformance facts, the
/// SARIF 2.1.0 schema, the language reference), kept as copies in `Tests/Fixtures/Shared` so that
/// `swift test` passes in any clone. `SharedCopiesTests` checks that each copy equals the
/// original whenever a `shared/` folder sits beside the package.
public enum SharedData {
    /// The files copied, as paths relative to `Tests/Fixtures/Shared` (and to `shared/`).
    public static let files = [
        "conformance/README.md",
        "conformance/swiftcn-cases.jsonl",
        "conformance/swiftcn-extended.jsonl",
        "schemas/sarif-schema-2.1.0.json",
        "reference/swiftcn-language.md",
    ]

    /// The folder of the copies.
    public static let folder = packageRoot.appendingPathComponent("Tests/Fixtures/Shared")

    /// The original shared folder beside the package, when there is one.
    public static let original: URL? = {
        let url = packageRoot.deletingLastPathComponent().appendingPathComponent("shared")
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue ? url : nil
    }()

    /// The copy of one shared file, e.g. `SharedData.url("conformance/swiftcn-cases.jsonl")`.
    public static func url(_ relativePath: String) -> URL {
        folder.appendingPathComponent(relativePath)
    }
}
