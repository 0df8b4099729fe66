import Foundation

/// The inputs of a resolver's last resolution (its theme and the context, in the box that the
/// catalog and the builder share), reused while the context repeats: making the box copies the
/// theme and the context, retaining every table of both, and releasing it releases them again.
/// A resolver whose theme is set starts a new memo, so the box never holds an old
/// theme; the context is compared whole. Safe to share between threads (copies of a resolver
/// share it).
final class LastInputs: @unchecked Sendable {
    private let lock = NSLock()
    private var last: Catalog.Storage?

    /// The box of `theme` and `context`: the last one when its context equals `context`.
    /// `theme` must be the theme of the resolver this memo belongs to.
    func inputs(theme: Theme, context: ResolutionContext) -> Catalog.Storage {
        lock.lock()
        if let last, last.holds(context) {
            lock.unlock()
            return last
        }
        lock.unlock()
        let made = Catalog.Storage(theme: theme, context: context)
        lock.lock()
        last = made
        lock.unlock()
        return made
    }
}
