import Foundation

/// SVG to PNG with `rsvg-convert` (Debian `librsvg2-bin`, Homebrew `librsvg`), found on `PATH`.
enum PNGConverter {
    /// Writes `svg` as a PNG at `zoom` times its size to `path`.
    ///
    /// - Throws: ``UsageError`` when `rsvg-convert` is missing, fails, or the file cannot be written.
    static func convert(_ svg: String, to path: String, zoom: Int = 2) throws(UsageError) {
        guard let tool = executable("rsvg-convert") else {
            throw UsageError("--png needs rsvg-convert on PATH (Debian: apt-get install librsvg2-bin; macOS: brew install librsvg)")
        }
        let process = Process()
        process.executableURL = tool
        process.arguments = ["--zoom", String(zoom), "--format", "png", "--output", path]
        let input = Pipe(), errors = Pipe()
        process.standardInput = input
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw UsageError("cannot run rsvg-convert: \(error.localizedDescription)")
        }
        input.fileHandleForWriting.write(Data(svg.utf8))
        try? input.fileHandleForWriting.close()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw UsageError("rsvg-convert could not write '\(path)': \(String(decoding: message, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))")
        }
    }

    /// The first executable called `name` on `PATH`.
    static func executable(_ name: String) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent(name) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }
}
