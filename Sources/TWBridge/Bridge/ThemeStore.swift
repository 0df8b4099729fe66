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

    /// The current theme as a request with `access` may see it: for a read-only request, a theme
    /// from a file names no path (its source reads ``hiddenSource``); name and revision stay.
    func current(for access: BridgeAccess) -> Theme {
        var theme = current
        if !access.isUser && theme.source != Theme.builtIn.source { theme.source = Self.hiddenSource }
        return theme
    }

    /// The source a read-only request sees for any theme but the built-in one.
    static let hiddenSource = "the theme of tw serve (its source is shown with the token)"

    /// Replaces the theme; nil restores the one `tw serve` started with.
    func set(_ theme: Theme?) -> Theme {
        lock.lock()
        defer { lock.unlock() }
        session = theme
        return theme ?? configured
    }
}
