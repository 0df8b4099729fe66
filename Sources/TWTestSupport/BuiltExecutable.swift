import Foundation

/// The built executable `name` (`tw`, `twlint`) of this package: next to the test bundle in
/// `.build/<configuration>/`, else in `.build/debug/`.
///
/// - Throws: ``missingTool(_:)`` when it is not built (a failure under `CI=true`).
public func builtExecutable(_ name: String) throws -> URL {
    var candidates: [URL] = []
    for bundle in Bundle.allBundles where bundle.bundleURL.pathExtension == "xctest" {
        candidates.append(bundle.bundleURL.deletingLastPathComponent().appendingPathComponent(name))
    }
    candidates.append(Bundle.main.bundleURL.appendingPathComponent(name))
    candidates.append(packageRoot.appendingPathComponent(".build/debug/\(name)"))
    guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
        throw missingTool("the \(name) executable was not found (run `swift build` first); looked at \(candidates.map(\.path))")
    }
    return found
}
