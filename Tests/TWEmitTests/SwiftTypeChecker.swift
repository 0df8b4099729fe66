import Foundation
import XCTest

/// Type-checks Swift source against the SwiftUI and UniversalGlass stubs in
/// `Tests/Fixtures/SwiftUIStub` (issue 6 item 3), with the toolchain's `swiftc`.
///
/// The stubs are compiled once per test process into a temporary directory
/// (`swiftc -emit-module -parse-as-library`); each check is `swiftc -typecheck -I DIR FILE`.
final class SwiftTypeChecker: @unchecked Sendable {
    static let shared = Result { try SwiftTypeChecker() }

    let swiftc: URL
    let modules: URL

    private init() throws {
        guard let swiftc = Self.findSwiftc() else { throw XCTSkip("swiftc not found next to the toolchain or on PATH") }
        self.swiftc = swiftc
        modules = FileManager.default.temporaryDirectory.appendingPathComponent("twkit-swiftui-stub-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: modules, withIntermediateDirectories: true)
        let stubs = packageRoot.appendingPathComponent("Tests/Fixtures/SwiftUIStub")
        for module in ["SwiftUI", "UniversalGlass"] {
            let result = try run(["-emit-module", "-module-name", module, "-parse-as-library", "-I", modules.path,
                                  stubs.appendingPathComponent("\(module).swift").path,
                                  "-emit-module-path", modules.appendingPathComponent("\(module).swiftmodule").path])
            guard result.status == 0 else { throw StubError(message: "the \(module) stub does not compile:\n\(result.output)") }
        }
    }

    struct StubError: Error { var message: String }

    /// `swiftc` beside the running toolchain (`/opt/swift/usr/bin`), else the first on PATH.
    static func findSwiftc() -> URL? {
        var candidates: [String] = []
        if let explicit = ProcessInfo.processInfo.environment["SWIFTC"] { candidates.append(explicit) }
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            candidates.append("\(directory)/swiftc")
        }
        candidates += ["/opt/swift/usr/bin/swiftc", "/usr/bin/swiftc"]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }.map(URL.init(fileURLWithPath:))
    }

    /// The status and compiler output of type-checking `source`.
    func typeCheck(_ source: String) throws -> (status: Int32, output: String) {
        let file = modules.appendingPathComponent("Emitted-\(UUID().uuidString).swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        return try run(["-typecheck", "-I", modules.path, file.path])
    }

    private func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = swiftc
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}

/// The package root, from this file's path.
private let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
