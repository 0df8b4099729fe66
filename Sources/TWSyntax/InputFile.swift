import TWJSON

#if canImport(Glibc)
    import Glibc
    private let systemRead = Glibc.read
#elseif canImport(Darwin)
    import Darwin
    private let systemRead = Darwin.read
#endif

/// Reads a file given by a user (a theme, a configuration, a Swift source) and says what is wrong
/// in words that name the real cause: a missing file, a symbolic link loop, a directory, a FIFO
/// or device (never read: a FIFO may block forever and `/dev/zero` never ends), a permission
/// problem, or a file over the size limit.
public enum InputFile {
    /// The largest file read, in bytes: 64 MiB, far above any real theme or Swift source.
    public static let maximumBytes = 64 << 20

    /// Why a file could not be read.
    public struct Failure: Error, Hashable, Sendable, CustomStringConvertible {
        /// What went wrong, in words, without the path ("a symbolic link loop", …).
        public var reason: String
        /// True when nothing exists at the path (no file, or a dangling link).
        public var isMissing: Bool

        public var description: String { reason }
    }

    /// The whole file at `path`, following symbolic links.
    /// - Throws: ``Failure`` for anything but a readable regular file of at most `limit` bytes.
    public static func read(_ path: String, limit: Int = maximumBytes) throws(Failure) -> [UInt8] {
        try readWithStatus(path, limit: limit).bytes
    }

    /// The whole file at `path`, following symbolic links, and its `stat` taken from the open
    /// descriptor once every byte was read: the identity (device, inode), size and modification
    /// time of the file those bytes came from, for a writer that must later tell whether the file
    /// changed since.
    /// - Throws: ``Failure`` for anything but a readable regular file of at most `limit` bytes.
    public static func readWithStatus(_ path: String, limit: Int = maximumBytes) throws(Failure) -> (bytes: [UInt8], status: stat) {
        var info = stat()
        guard stat(path, &info) == 0 else { throw failure(errno, path: path) }
        try requireRegularFile(info)
        guard Int(info.st_size) <= limit else { throw Failure(reason: "the file is larger than the limit of \(limit >> 20) MiB", isMissing: false) }
        let descriptor = open(path, O_RDONLY | O_NONBLOCK)
        guard descriptor >= 0 else { throw failure(errno, path: path) }
        defer { close(descriptor) }
        // What was opened may not be what was looked at a moment ago.
        guard fstat(descriptor, &info) == 0 else { throw failure(errno, path: path) }
        try requireRegularFile(info)
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { throw failure(errno, path: path) }
            if count == 0 { break }
            bytes.append(contentsOf: buffer[0..<count])
            if bytes.count > limit { throw Failure(reason: "the file is larger than the limit of \(limit >> 20) MiB", isMissing: false) }
        }
        guard fstat(descriptor, &info) == 0 else { throw failure(errno, path: path) }
        return (bytes, info)
    }

    /// Throws unless `info` describes a regular file, naming what it is instead.
    public static func requireRegularFile(_ info: stat) throws(Failure) {
        let kind = info.st_mode & S_IFMT
        guard kind != S_IFREG else { return }
        let what: String
        switch kind {
        case S_IFDIR: what = "a directory"
        case S_IFIFO: what = "a FIFO (named pipe)"
        case S_IFCHR: what = "a character device"
        case S_IFBLK: what = "a block device"
        case S_IFSOCK: what = "a socket"
        default: what = "not a regular file"
        }
        throw Failure(reason: "is \(what), not a regular file", isMissing: false)
    }

    /// The failure for `code`, with the common causes in plain words.
    static func failure(_ code: Int32, path: String) -> Failure {
        switch code {
        case ENOENT:
            var link = stat()
            if lstat(path, &link) == 0, link.st_mode & S_IFMT == S_IFLNK {
                return Failure(reason: "a dangling symbolic link" + (linkTarget(path).map { " (its target '\($0)' does not exist)" } ?? ""), isMissing: true)
            }
            return Failure(reason: "no such file or directory", isMissing: true)
        case ELOOP: return Failure(reason: "a symbolic link loop (too many levels of symbolic links)", isMissing: false)
        case EACCES, EPERM: return Failure(reason: "permission denied", isMissing: false)
        case ENOTDIR: return Failure(reason: "a component of the path is not a directory", isMissing: false)
        default: return Failure(reason: String(cString: strerror(code)), isMissing: false)
        }
    }

    /// What the symbolic link at `path` points to, as written in the link.
    static func linkTarget(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: 4097)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count >= 0 else { return nil }
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The failure for the current `errno`, for callers that ran a system call themselves.
    public static func failure(errno code: Int32, path: String) -> Failure { failure(code, path: path) }

    /// The offset of the first byte that does not belong to a well-formed UTF-8 sequence, or nil
    /// for valid UTF-8: one policy for every input TWKit reads as text (``UTF8Validation``,
    /// which JSON documents use too).
    public static func firstInvalidUTF8Offset(_ bytes: some Sequence<UInt8>) -> Int? {
        UTF8Validation.firstInvalidOffset(bytes)
    }
}
