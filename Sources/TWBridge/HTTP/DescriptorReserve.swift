#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One file descriptor held back (open on `/dev/null`) for the moment the process has none
/// left. When `accept` fails with `EMFILE`, the pending connection stays queued and the
/// listener stays readable, so `poll` would return at once forever; with the reserve freed the
/// server can take that connection, answer it 503 and close it, then hold the reserve again
/// (the way nginx and libuv survive descriptor exhaustion).
final class DescriptorReserve {
    private var fd: Int32

    init() {
        fd = open("/dev/null", O_RDONLY | O_CLOEXEC)
    }

    deinit {
        if fd >= 0 { close(fd) }
    }

    /// Frees the reserved descriptor for `body`, then takes one again. False, without running
    /// `body`, when no descriptor was held (the last attempt to take it back failed too).
    func whileReleased(_ body: () -> Void) -> Bool {
        if fd < 0 { fd = open("/dev/null", O_RDONLY | O_CLOEXEC) }
        guard fd >= 0 else { return false }
        close(fd)
        fd = -1
        body()
        fd = open("/dev/null", O_RDONLY | O_CLOEXEC)
        return true
    }
}
