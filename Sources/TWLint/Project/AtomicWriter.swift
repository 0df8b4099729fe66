#if canImport(Glibc)
    import Glibc
    private let systemWrite = Glibc.write
#elseif canImport(Darwin)
    import Darwin
    private let systemWrite = Darwin.write
#endif
import TWSyntax

/// Writes a file by writing a temporary file in the same directory and renaming it over the
/// original: a reader sees the old file or the new one, never half of one.
///
/// Replacing a file through its directory needs permission on the directory only, so the file's
/// own permission is checked first: a file the user may not write (`faccessat(W_OK)` with the
/// effective ids) is refused, and so is a file no one may write (no write bit in its mode), even
/// for root. A symbolic link is written through: the temporary file goes next to the link's
/// target and replaces the target, so the link stays a link. The target's owner, group and
/// permission bits carry over; when they cannot (a file owned by someone else, whose owner the
/// process may not give away), the file is refused rather than taken over. A file with more than
/// one hard link is refused: renaming over one name would split it from the others.
///
/// With a ``FileSnapshot`` the file must still be the one that was read: immediately before the
/// rename it is compared again (device, inode, size, modification time, content hash), and a
/// file that changed or was deleted meanwhile is left as it is. What remains is the moment
/// between that comparison and the rename, which no rename-based writer can close.
package enum AtomicWriter {
    /// Why a file was not written, in words without the path ("changed while linting", …).
    package struct Refusal: Error, Hashable, Sendable, CustomStringConvertible {
        package var reason: String
        package var description: String { reason }
        package init(_ reason: String) { self.reason = reason }
    }

    /// Writes `bytes` to `path`.
    /// - Parameters:
    ///   - expected: the file as it was read; nil for an output that may be created (a stamp
    ///     file, `tw theme import --output`).
    ///   - activity: what the caller was doing, for the refusals ("changed while linting").
    ///   - beforeReplace: called once the temporary file is complete, before the last comparison
    ///     and the rename (tests use it to change or delete the file at the worst moment).
    /// - Throws: ``Refusal``; the file is then unchanged and no temporary file is left.
    package static func write(
        _ bytes: [UInt8], to path: String, expected: FileSnapshot? = nil, activity: String = "linting",
        beforeReplace: (() -> Void)? = nil
    ) throws(Refusal) {
        let target: String
        var info = stat()
        var existing = false
        if let resolved = realpath(path, nil) {
            target = String(cString: resolved)
            free(resolved)
            guard stat(target, &info) == 0 else { throw Refusal(InputFile.failure(errno: errno, path: target).reason) }
            existing = true
        } else {
            let code = errno
            var link = stat()
            guard code == ENOENT, lstat(path, &link) != 0 else { throw Refusal(InputFile.failure(errno: code, path: path).reason) }
            // Nothing is at the path. A file that was read and is gone now was deleted meanwhile,
            // and stays deleted; only an output may be created.
            if expected != nil { throw Refusal("deleted while \(activity)") }
            target = path
        }
        if existing {
            do { try InputFile.requireRegularFile(info) } catch { throw Refusal(error.reason) }
            if info.st_nlink > 1 {
                throw Refusal("it has \(info.st_nlink) hard links, and replacing it would split them (break the links, or make the change by hand)")
            }
            if faccessat(AT_FDCWD, target, W_OK, AT_EACCESS) != 0 {
                throw Refusal(
                    errno == EROFS
                        ? "it is on a read-only file system" : "permission denied: you may not write this file (mode \(octal(info.st_mode & 0o7777)))")
            }
            if info.st_mode & 0o222 == 0 {
                throw Refusal("the file is read-only (mode \(octal(info.st_mode & 0o7777)))")
            }
            if let expected, !expected.sameMetadata(as: info) { throw Refusal("changed while \(activity)") }
        }
        let directory = target.lastIndex(of: "/").map { String(target[...$0]) } ?? ""
        let name = target.lastIndex(of: "/").map { String(target[target.index(after: $0)...]) } ?? target
        let temporary = "\(directory).\(name).tw-\(UInt32.random(in: 0...UInt32.max))"
        // An existing file's replacement starts private and gets the file's mode once its owner
        // is set; a new file gets the usual mode (0666 less the umask).
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, existing ? 0o600 : 0o666)
        guard descriptor >= 0 else { throw Refusal(creationFailure(errno, directory: directory)) }
        var done = false
        defer {
            if !done { unlink(temporary) }
        }
        do {
            defer { close(descriptor) }
            try writeAll(bytes, to: descriptor)
            if existing {
                if fchown(descriptor, info.st_uid, info.st_gid) != 0, info.st_uid != geteuid() || info.st_gid != getegid() {
                    throw Refusal(
                        info.st_uid != geteuid()
                            ? "the file belongs to another user (uid \(info.st_uid)), and its replacement would belong to you"
                            : "the file's group (gid \(info.st_gid)) cannot be kept")
                }
                guard fchmod(descriptor, info.st_mode & 0o7777) == 0 else { throw Refusal("cannot keep its mode: \(String(cString: strerror(errno)))") }
            }
            guard fsync(descriptor) == 0 else { throw Refusal(String(cString: strerror(errno))) }
        }
        beforeReplace?()
        if let expected {
            try requireUnchanged(target, expected: expected, activity: activity)
        }
        guard rename(temporary, target) == 0 else { throw Refusal(String(cString: strerror(errno))) }
        done = true
    }

    /// Throws unless the file at `target` is still the one `expected` describes.
    private static func requireUnchanged(_ target: String, expected: FileSnapshot, activity: String) throws(Refusal) {
        let current: (bytes: [UInt8], status: stat)
        do {
            current = try InputFile.readWithStatus(target)
        } catch {
            throw Refusal(error.isMissing ? "deleted while \(activity)" : "changed while \(activity) (\(error.reason))")
        }
        guard expected.sameMetadata(as: current.status), FileSnapshot.contentHash(current.bytes) == expected.contentHash else {
            throw Refusal("changed while \(activity)")
        }
    }

    /// Why no file could be created in `directory` (the path up to and with its last `/`).
    private static func creationFailure(_ code: Int32, directory: String) -> String {
        let folder = directory.isEmpty ? "." : String(directory.dropLast(directory.count > 1 ? 1 : 0))
        switch code {
        case ENOENT: return "the folder '\(folder)' does not exist"
        case ENOTDIR: return "'\(folder)' is not a folder"
        case EACCES, EPERM: return "permission denied: you may not create files in '\(folder)'"
        case EROFS: return "'\(folder)' is on a read-only file system"
        default: return "cannot create a file in '\(folder)': \(String(cString: strerror(code)))"
        }
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) throws(Refusal) {
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeBytes { systemWrite(descriptor, $0.baseAddress! + offset, $0.count - offset) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { throw Refusal(String(cString: strerror(errno))) }
            offset += count
        }
    }

    private static func octal(_ mode: mode_t) -> String {
        let digits = String(mode, radix: 8)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
