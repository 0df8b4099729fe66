import Foundation
import TWTestSupport
import XCTest

/// Type-checks Swift source against the UIKit, SwiftUI and UniversalGlass stubs in
/// `Tests/Fixtures/SwiftUIStub`, with the toolchain's `swiftc`.
///
/// The stubs are compiled once per test process into a temporary directory
/// (`swiftc -emit-module -parse-as-library`); each check is `swiftc -typecheck -I DIR FILE`.
final class SwiftTypeChecker: @unchecked Sendable {
    static let shared = Result { try SwiftTypeChecker() }

    let swiftc: URL
    let modules: URL
    /// The SwiftUI and UniversalGlass stubs built where UIKit does not exist (as on macOS).
    let modulesWithoutUIKit: URL

    private init() throws {
        guard let swiftc = Self.findSwiftc() else { throw missingTool("swiftc not found next to the toolchain or on PATH") }
        self.swiftc = swiftc
        modules = FileManager.default.temporaryDirectory.appendingPathComponent("twkit-swiftui-stub-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: modules, withIntermediateDirectories: true)
        modulesWithoutUIKit = modules.appendingPathComponent("without-uikit")
        try FileManager.default.createDirectory(at: modulesWithoutUIKit, withIntermediateDirectories: true)
        let stubs = packageRoot.appendingPathComponent("Tests/Fixtures/SwiftUIStub")
        for (directory, names) in [(modules, ["UIKit", "SwiftUI", "UniversalGlass"]), (modulesWithoutUIKit, ["SwiftUI", "UniversalGlass"])] {
            for module in names {
                let result = try run([
                    "-emit-module", "-module-name", module, "-parse-as-library", "-I", directory.path,
                    stubs.appendingPathComponent("\(module).swift").path,
                    "-emit-module-path", directory.appendingPathComponent("\(module).swiftmodule").path,
                ])
                guard result.status == 0 else { throw StubError(message: "the \(module) stub does not compile:\n\(result.output)") }
            }
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

    /// The status and compiler output of type-checking `source`, with UIKit (as on iOS) or
    /// without it (as on macOS).
    func typeCheck(_ source: String, uiKit: Bool = true) throws -> (status: Int32, output: String) {
        let file = modules.appendingPathComponent("Emitted-\(UUID().uuidString).swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        return try run(["-typecheck", "-I", (uiKit ? modules : modulesWithoutUIKit).path, file.path])
    }

    /// Type-checks several files as one module in one compiler run (each must declare its own
    /// type names, as `tw swift --name` gives them).
    func typeCheck(files sources: [String], uiKit: Bool = true) throws -> (status: Int32, output: String) {
        let directory = modules.appendingPathComponent("Batch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var paths: [String] = []
        for (index, source) in sources.enumerated() {
            let file = directory.appendingPathComponent("Emitted\(index).swift")
            try source.write(to: file, atomically: true, encoding: .utf8)
            paths.append(file.path)
        }
        return try run(["-typecheck", "-I", (uiKit ? modules : modulesWithoutUIKit).path] + paths)
    }

    /// `swiftc -parse` (or `-dump-parse`, whose standard output is the syntax tree) over
    /// `sources` in one run: syntax only, no modules needed.
    func parse(files sources: [String], dump: Bool = false) throws -> (status: Int32, output: String) {
        let directory = modules.appendingPathComponent("Parse-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var paths: [String] = []
        for (index, source) in sources.enumerated() {
            let file = directory.appendingPathComponent("Parsed\(index).swift")
            try Data(source.utf8).write(to: file)
            paths.append(file.path)
        }
        return try run([dump ? "-dump-parse" : "-parse"] + paths)
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
