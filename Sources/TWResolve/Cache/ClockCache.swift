import Foundation
import TWSyntax

/// A bounded, thread-safe map with CLOCK (second chance) eviction: a full cache replaces one
/// entry not used since the hand last passed it, so there is no clear-all cliff when there are
/// more distinct keys than the capacity (unlike swiftcn's expansion cache, reference §2.7).
/// ``ResolutionCache`` and twlint's memos use it.
package final class ClockCache<Key: Hashable, Value>: @unchecked Sendable {
    private struct Slot {
        var key: Key
        var value: Value
        var referenced: Bool
    }

    /// The most entries kept (at least 1).
    package let capacity: Int
    private let lock = NSLock()
    private var slots: [Slot] = []
    private var index: [Key: Int] = [:]
    private var hand = 0
    private var hitCount = 0
    private var missCount = 0

    package init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    /// The value for `key`, marking it used.
    package func value(for key: Key) -> Value? {
        lock.lock()
        defer { lock.unlock() }
        guard let slot = index[key] else {
            missCount += 1
            return nil
        }
        hitCount += 1
        slots[slot].referenced = true
        return slots[slot].value
    }

    /// Stores a value (keeps the existing one when another thread stored it first: values are
    /// pure functions of their keys).
    /// A value computed while ``Cancellation/isRequested`` may be incomplete and is not kept, nor
    /// one computed after the bound ``SuggestionBudget`` withheld a suggestion.
    package func insert(_ value: Value, for key: Key) {
        guard !Cancellation.isRequested, !SuggestionBudget.isWithholding else { return }
        lock.lock()
        defer { lock.unlock() }
        guard index[key] == nil else { return }
        if slots.count < capacity {
            index[key] = slots.count
            slots.append(Slot(key: key, value: value, referenced: false))
            return
        }
        while slots[hand].referenced {
            slots[hand].referenced = false
            hand = (hand + 1) % capacity
        }
        index[slots[hand].key] = nil
        slots[hand] = Slot(key: key, value: value, referenced: false)
        index[key] = hand
        hand = (hand + 1) % capacity
    }

    /// The value for `key`, computing it outside the lock on a miss.
    package func value(for key: Key, compute: () -> Value) -> Value {
        if let hit = value(for: key) { return hit }
        let value = compute()
        insert(value, for: key)
        return value
    }

    /// Lookups that found a value, lookups that did not, and the entries kept.
    package var statistics: (hits: Int, misses: Int, count: Int) {
        lock.withLock { (hitCount, missCount, slots.count) }
    }

    package var count: Int { lock.withLock { slots.count } }
}
