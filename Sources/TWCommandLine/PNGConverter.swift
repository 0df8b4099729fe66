import Foundation
import TWLint

/// SVG to PNG with `rsvg-convert` (Debian `librsvg2-bin`, Homebrew `librsvg`), found on `PATH`.
enum PNGConverter {
    /// Writes `svg` as a PNG at `zoom` times its size to `path`, through ``AtomicWriter`` like
    /// every other output of `tw` (atomically, through a symbolic link, never over a file the user
    /// or no one may write): `rsvg-convert` writes the picture to a pipe, never to `path` itself.
    ///
    /// - Throws: ``UsageError`` when `rsvg-convert` is missing or fails, or naming why the file
    ///   was not written.
    static func convert(_ svg: String, to path: String, zoom: Int = 2) throws(UsageError) {
        let png = try render(svg, zoom: zoom)
        do {
            try AtomicWriter.write(png, to: path, activity: "rendering")
        } catch {
            throw UsageError("cannot write '\(path)': \(error.reason)")
        }
    }

    /// The PNG bytes of `svg` at `zoom` times its size, from `rsvg-convert`'s standard output.
    static func render(_ svg: String, zoom: Int = 2) throws(UsageError) -> [UInt8] {
        guard let tool = executable("rsvg-convert") else {
            throw UsageError("--png needs rsvg-convert on PATH (Debian: apt-get install librsvg2-bin; macOS: brew install librsvg)")
        }
        let process = Process()
        process.executableURL = tool
        process.arguments = ["--zoom", String(zoom), "--format", "png"]
        let input = Pipe(), output = Pipe(), errors = Pipe()
        process.standardInput = input
        process.standardError = errors
        process.standardOutput = output
        do {
            try process.run()
        } catch {
            throw UsageError("cannot run rsvg-convert: \(error.localizedDescription)")
        }
        // Each pipe on its own thread, so that none fills while another is waited on.
        let group = DispatchGroup()
        let feed = input.fileHandleForWriting
        DispatchQueue.global().async(group: group) {
            feed.write(Data(svg.utf8))
            try? feed.close()
        }
        let message = Collected()
        let errorHandle = errors.fileHandleForReading
        DispatchQueue.global().async(group: group) { message.data = errorHandle.readDataToEndOfFile() }
        let png = output.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        guard process.terminationStatus == 0, !png.isEmpty else {
            throw UsageError(
                "rsvg-convert could not convert the picture: \(String(decoding: message.data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))")
        }
        return Array(png)
    }

    /// What a reader thread collected; read only after its group is waited on.
    private final class Collected: @unchecked Sendable {
        var data = Data()
    }

    /// The first executable called `name` on `PATH`.
    static func executable(_ name: String) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent(name) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }
}
