import Foundation
import TWSyntax
import TWLint

/// `twlint sinks [--public] [PATH...]`: the functions and initialisers whose class parameters
/// twlint reads as sinks, as Swift declarations: swiftcn's table with no path, else those
/// declared in the Swift files under the paths (`--public`: only `public`/`open` ones, as for a
/// library's API). The built-in table is this command's output on swiftcn's `Sources/SwiftCN`.
enum SinksCommand {
    static func run(_ arguments: [String], io: CommandIO) -> Int32 {
        let publicOnly = arguments.contains("--public")
        let paths = arguments.filter { $0 != "--public" }
        if let option = paths.first(where: { $0.hasPrefix("-") }) {
            io.writeError("twlint: error: unknown option '\(option)' for 'twlint sinks'; usage: twlint sinks [--public] [PATH...]\n")
            return 2
        }
        guard !paths.isEmpty else {
            io.write(SinkSignature.interface(SwiftCNSignatures.table.all))
            return 0
        }
        var files: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                io.writeError("twlint: error: no such file or directory: \(path)\n")
                return 2
            }
            if !isDirectory.boolValue {
                files.append(path)
                continue
            }
            let enumerator = FileManager.default.enumerator(atPath: path)
            while let relative = enumerator?.nextObject() as? String {
                if relative.hasSuffix(".swift") { files.append((path as NSString).appendingPathComponent(relative)) }
            }
        }
        var table = SinkSignatureTable()
        for file in files.sorted() {
            let bytes: [UInt8]
            do {
                bytes = try InputFile.read(file)
            } catch {
                io.writeError("twlint: error: cannot read \(file): \(error.reason)\n")
                return 2
            }
            table.add(SwiftSourceScanner.signatures(in: bytes, publicOnly: publicOnly))
        }
        io.write(EchoedText.terminalLines(SinkSignature.interface(table.all)))
        return 0
    }
}
