import Foundation

/// The theme revision as a resolution's theme summary spells it (``ResolutionBuilder/hexadecimal(_:)``),
/// kept for the last revision seen: sixteen hexadecimal digits do not fit in a small string, so
/// otherwise every resolution would allocate its own copy of the same text. Safe to share between
/// threads; a different revision replaces the kept one.
final class RevisionText: @unchecked Sendable {
    /// The one memo the builder uses.
    static let shared = RevisionText()

    private let lock = NSLock()
    private var last: (revision: UInt64, text: String)?

    /// `ResolutionBuilder.hexadecimal(revision)`, from the memo when it is the last one spelt.
    func text(of revision: UInt64) -> String {
        lock.lock()
        if let last, last.revision == revision {
            lock.unlock()
            return last.text
        }
        lock.unlock()
        let text = ResolutionBuilder.hexadecimal(revision)
        lock.lock()
        last = (revision, text)
        lock.unlock()
        return text
    }
}
