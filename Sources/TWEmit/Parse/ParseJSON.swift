import Foundation
import TWSyntax

/// The `{"tokens":[...],"diagnostics":[...]}` document of `tw parse --json` (``ParseDocumentV1``)
/// as text, for callers outside the command line (the language server's `tw/parse`). Same shape
/// and bytes as the command's output: sorted keys, ranges in UTF-8 bytes of the class string.
public enum ParseJSON {
    /// The document as one line of JSON text with sorted keys (the bytes `JSONEncoder` gives for
    /// ``ParseDocumentV1`` with `.sortedKeys` and `.withoutEscapingSlashes`).
    public static func encode(_ list: ClassList, _ diagnostics: [Diagnostic]) -> String {
        var text = ""
        write(list, diagnostics) { text += String(decoding: $0, as: UTF8.self) }
        return text
    }

    /// Streams the document as in ``encode(_:_:)``, in chunks of about 64 KiB that each end
    /// after a whole token or diagnostic (so never inside a UTF-8 sequence).
    public static func write(_ list: ClassList, _ diagnostics: [Diagnostic], to output: ([UInt8]) -> Void) {
        withoutActuallyEscaping(output) { output in
            var writer = ParseJSONWriter(flush: output)
            writer.write(list, diagnostics)
        }
    }
}
