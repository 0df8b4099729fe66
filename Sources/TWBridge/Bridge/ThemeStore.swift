import Foundation
import TWResolve

/// The bridge's current theme, shared by every request: what `POST /theme` sets (like the language
/// server's `tw/setTheme`) and `GET /theme` reports.
final class ThemeStore: @unchecked Sendable {
    private let lock = NSLock()
    private let configured: Theme
    private var session: Theme?

    init(_ configured: Theme) {
        self.configured = configured
    }

    var current: Theme {
        lock.lock()
        defer { lock.unlock() }
        return session ?? configured
    }

    /// Replaces the theme; nil restores the one `tw serve` started with.
    func set(_ theme: Theme?) -> Theme {
        lock.lock()
        defer { lock.unlock() }
        session = theme
        return theme ?? configured
    }
}
