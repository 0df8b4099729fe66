import Foundation

/// Text the server shows the user (the code of "Copy as SwiftUI", a matrix): a temporary file
/// opened with `window/showDocument`, or `window/showMessage` for clients that cannot.
extension LanguageServer {
    /// Shows generated code (see ``show(_:named:extension:)``).
    func showCode(_ code: String) { show(code, named: "SwiftUI", extension: "swift") }

    /// Shows generated text: written to a temporary file that `window/showDocument` opens, when
    /// the client supports it; otherwise the text goes out in `window/showMessage`.
    func show(_ text: String, named name: String, extension suffix: String) {
        if client.showDocument, let url = Self.writeTemporary(text, named: name, extension: suffix) {
            request("window/showDocument", ["uri": .string(url.absoluteString), "takeFocus": true])
        } else {
            sender.send(.notification(method: "window/showMessage", params: ["type": 3, "message": .string(text)]))
        }
    }

    /// Where shown files go: `$TMPDIR/tw-lsp-PID`, removed when the server exits.
    static let temporaryFolder = FileManager.default.temporaryDirectory.appendingPathComponent("tw-lsp-\(ProcessInfo.processInfo.processIdentifier)")

    /// `$TMPDIR/tw-lsp-PID/NAME-N.EXT`, written atomically; nil when it cannot be written.
    static func writeTemporary(_ text: String, named name: String, extension suffix: String) -> URL? {
        let folder = temporaryFolder
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let count = (try? FileManager.default.contentsOfDirectory(atPath: folder.path).count) ?? 0
            let file = folder.appendingPathComponent("\(name)-\(count + 1).\(suffix)")
            try Data(text.utf8).write(to: file, options: .atomic)
            return file
        } catch {
            return nil
        }
    }
}
