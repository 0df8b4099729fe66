import Foundation
import TWSyntax

/// Parsed class strings of named classes and recipes, by their text: every expansion of `card`
/// reads the same recipe, so it is parsed once per process rather than once per resolution (issue
/// 14). Keyed by the text itself, not by a theme, so an edited theme can never see a stale parse.
///
/// Bounded: texts longer than ``longestText`` bytes are parsed every time, and when ``capacity``
/// texts are held it starts again from empty (recipes are few and short; a theme with more
/// only loses the memo), so it holds at most about 4 MB of text. Safe to share between threads.
/// A parse made while cancellation is requested is not kept (it may be cut short).
final class RecipeParseCache: @unchecked Sendable {
    /// The one cache the expander uses.
    static let shared = RecipeParseCache(capacity: 4096)

    /// The most texts held.
    let capacity: Int
    /// The longest text, in UTF-8 bytes, that is kept.
    static let longestText = 1024
    private let lock = NSLock()
    private var lists: [String: ClassList] = [:]

    init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    /// `ClassParser.parse(text)`, from the memo when it has it.
    func parse(_ text: String) -> ClassList {
        guard text.utf8.count <= Self.longestText else { return ClassParser.parse(text) }
        lock.lock()
        if let known = lists[text] {
            lock.unlock()
            return known
        }
        lock.unlock()
        let list = ClassParser.parse(text)
        // A parse cut short by a cancelled request is incomplete: use it, never keep it
        // (``Cancellation``; `ClockCache` refuses such values the same way).
        guard !Cancellation.isRequested else { return list }
        lock.lock()
        if lists.count >= capacity { lists.removeAll(keepingCapacity: true) }
        lists[text] = list
        lock.unlock()
        return list
    }

    /// The number of texts held (for tests).
    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return lists.count
    }
}
