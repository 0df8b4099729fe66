#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file as it was when it was read: which file (device and inode), its size, its modification
/// time and a hash of its bytes. ``AtomicWriter`` compares the file on disk with it immediately
/// before replacing the file, so a fix never overwrites an edit saved while twlint ran.
package struct FileSnapshot: Hashable, Sendable {
    package var device: UInt64
    package var inode: UInt64
    /// In bytes.
    package var size: Int64
    /// Seconds and nanoseconds since 1970 (`st_mtim`).
    package var modificationSeconds: Int64
    package var modificationNanoseconds: Int64
    /// ``contentHash(_:)`` of the bytes read.
    package var contentHash: UInt64

    /// The snapshot of `bytes`, read from the file `status` describes (`fstat` of the descriptor
    /// they were read from).
    package init(status: stat, bytes: [UInt8]) {
        self.init(status: status, contentHash: Self.contentHash(bytes))
    }

    init(status: stat, contentHash: UInt64) {
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
        size = Int64(status.st_size)
        #if canImport(Darwin)
            modificationSeconds = Int64(status.st_mtimespec.tv_sec)
            modificationNanoseconds = Int64(status.st_mtimespec.tv_nsec)
        #else
            modificationSeconds = Int64(status.st_mtim.tv_sec)
            modificationNanoseconds = Int64(status.st_mtim.tv_nsec)
        #endif
        self.contentHash = contentHash
    }

    /// True when `status` names the same file with the same size and modification time.
    func sameMetadata(as status: stat) -> Bool {
        let other = FileSnapshot(status: status, contentHash: contentHash)
        return other == self
    }

    /// 64-bit FNV-1a of `bytes`. It tells an edit apart from the original even when the edit
    /// keeps the size and lands within the file system's timestamp granularity; it is not meant
    /// to resist someone crafting a collision (who could as well write the file after the check).
    package static func contentHash(_ bytes: [UInt8]) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        return hash
    }
}
