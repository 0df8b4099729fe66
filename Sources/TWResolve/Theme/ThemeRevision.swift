import Foundation

/// The revision of one theme content, kept by ``Theme`` itself: ``Theme`` replaces it whenever a
/// stored field is set, so no writer recomputes a revision and an edited theme never carries the
/// revision of the content it was made from (which would let a revision-keyed cache, such as the
/// process-wide suggestion memo, answer from the old theme).
///
/// A theme read from JSON text has the fingerprint of that text, chained to its base theme's
/// revision (``ThemeLoader``): cheap, and stable between runs. An edited theme's revision is a
/// fingerprint of its whole content (``ThemeContentFingerprint``), made on first read and then
/// kept; copies of a theme share one. Safe to share between threads.
final class ThemeRevision: @unchecked Sendable, CustomReflectable {
    /// The revision of the text the content was decoded from; nil once the content was edited.
    private let loaded: UInt64?
    /// One lock for every revision: it is held only to read or store a finished fingerprint.
    private static let lock = NSLock()
    private var computed: UInt64?

    /// The revision of content edited after it was read: a fingerprint of it, on first read.
    init() { loaded = nil }

    /// The revision of content exactly as decoded from text whose fingerprint is `loaded`.
    init(loaded: UInt64) { self.loaded = loaded }

    /// The revision of `theme`, whose revision memo this is.
    func value(for theme: Theme) -> UInt64 {
        if let loaded { return loaded }
        Self.lock.lock()
        let known = computed
        Self.lock.unlock()
        if let known { return known }
        // Made outside the lock: two threads at once make equal fingerprints.
        let made = ThemeContentFingerprint.of(theme)
        Self.lock.lock()
        if computed == nil { computed = made }
        Self.lock.unlock()
        return made
    }

    /// A memo, not content: equal themes reflect (and `dump`) alike, however their revisions
    /// were reached.
    var customMirror: Mirror { Mirror(self, children: [:]) }
}
