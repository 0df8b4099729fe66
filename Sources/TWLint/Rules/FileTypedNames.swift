import Foundation
import TWResolve

/// A file's typed `let`/`var` names (``InterpolationTypes/names(in:)``), read at most once per
/// file and only when an interpolation asks: every interpolated site used to read the whole file
/// again. Shared by the copies of one ``LintInput``; sites of a file may be checked on several
/// threads, hence the lock.
final class FileTypedNames: @unchecked Sendable {
    private let lock = NSLock()
    private var names: [String: InterpolatedValue]?

    /// The names of `source`, computed on first use.
    func names(in source: [UInt8]) -> [String: InterpolatedValue] {
        lock.lock()
        defer { lock.unlock() }
        if let names { return names }
        let computed = InterpolationTypes.names(in: source)
        names = computed
        return computed
    }
}
