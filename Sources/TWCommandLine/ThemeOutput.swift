import Foundation
import TWLint

/// Where `tw theme import --output` writes: atomically, through a symbolic link (the link stays
/// and its target is replaced, keeping its owner and mode), never over a file the user may not
/// write, and never over the tokens file being imported.
enum ThemeOutput {
    /// True when `output` names the file `input` describes (the same device and inode, through
    /// any links or hard links).
    static func isSameFile(_ output: String, as input: stat) -> Bool {
        var info = stat()
        guard stat(output, &info) == 0 else { return false }
        return info.st_dev == input.st_dev && info.st_ino == input.st_ino
    }

    /// - Throws: ``AtomicWriter/Refusal`` naming why nothing was written.
    static func write(_ json: String, to output: String) throws(AtomicWriter.Refusal) {
        try AtomicWriter.write(Array(json.utf8), to: output, activity: "importing")
    }
}
