import Foundation

/// The root of the TWKit package (the folder of `Package.swift`), found from this file's path, so
/// tests can read `Docs/`, `Grammar/`, `Themes/` and `Tests/Fixtures/` wherever they run.
public let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // TWTestSupport
    .deletingLastPathComponent()  // Sources
    .deletingLastPathComponent()
