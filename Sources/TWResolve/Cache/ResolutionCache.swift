import Foundation
import TWSyntax

/// A bounded cache of resolutions, keyed by classes, context, leniency and theme revision
/// (issue 3, item 6).
///
/// Eviction is CLOCK (second chance): a full cache evicts one entry that has not been used since
/// the hand last passed it, so there is never a "clear everything when full" cliff (unlike
/// swiftcn's expansion cache, reference §2.7). Safe to share between threads.
public final class ResolutionCache: @unchecked Sendable {
    private struct Key: Hashable {
        var classes: String
        var context: ResolutionContext
        var lenient: Bool
        var themeRevision: UInt64

        /// Hashes the classes and the context's scalar settings only: collections in the context
        /// (named classes, group states) rarely tell keys apart, and equality still compares
        /// everything.
        func hash(into hasher: inout Hasher) {
            hasher.combine(classes)
            hasher.combine(themeRevision)
            hasher.combine(lenient)
            hasher.combine(context.platform)
            hasher.combine(context.os.major)
            hasher.combine(context.os.minor)
            hasher.combine(context.target)
            hasher.combine(context.scheme)
            hasher.combine(context.appearance)
            hasher.combine(context.renderer)
            var flags = 0
            if context.requiresCompatibility { flags |= 1 }
            if context.reduceTransparency { flags |= 2 }
            if context.increaseContrast { flags |= 4 }
            if context.reduceMotion { flags |= 8 }
            if context.windowActive { flags |= 16 }
            if context.nativeColorNames { flags |= 32 }
            for state in context.states { flags |= 1 << (8 + state.rawValue) }
            hasher.combine(flags)
        }
    }

    private struct Slot {
        var key: Key
        var value: SharedResolution
        var referenced: Bool
    }

    public let resolver: Resolver
    /// The most entries kept.
    public let capacity: Int

    private let lock = NSLock()
    private var slots: [Slot] = []
    private var index: [Key: Int] = [:]
    private var hand = 0
    private var hitCount = 0
    private var missCount = 0

    /// - Parameter capacity: the most resolutions kept (at least 1).
    public init(resolver: Resolver, capacity: Int = 4096) {
        self.resolver = resolver
        self.capacity = max(1, capacity)
        slots.reserveCapacity(self.capacity)
    }

    /// The resolution of `classes` in `context`, from the cache when it has it.
    public func resolve(_ classes: String, context: ResolutionContext, lenient: Bool = false) -> Resolution {
        shared(classes, context: context, lenient: lenient).value
    }

    /// ``resolve(_:context:lenient:)`` without copying the resolution out: a hit costs one
    /// reference instead of the ~50 that copying a ``Resolution`` value retains.
    public func shared(_ classes: String, context: ResolutionContext, lenient: Bool = false) -> SharedResolution {
        let key = Key(classes: classes, context: context, lenient: lenient, themeRevision: resolver.theme.revision)
        lock.lock()
        if let slot = index[key] {
            slots[slot].referenced = true
            hitCount += 1
            let value = slots[slot].value
            lock.unlock()
            return value
        }
        missCount += 1
        lock.unlock()
        // Resolve outside the lock: resolution is pure, so a racing duplicate is harmless.
        let value = SharedResolution(resolver.resolve(classes, context: context, lenient: lenient))
        lock.lock()
        defer { lock.unlock() }
        if index[key] == nil { insert(key, value) }
        return value
    }

    /// Hits and misses since the cache was made.
    public var statistics: (hits: Int, misses: Int, count: Int) {
        lock.lock()
        defer { lock.unlock() }
        return (hitCount, missCount, slots.count)
    }

    private func insert(_ key: Key, _ value: SharedResolution) {
        if slots.count < capacity {
            index[key] = slots.count
            slots.append(Slot(key: key, value: value, referenced: false))
            return
        }
        // Second chance: clear reference bits until an unreferenced slot comes under the hand.
        while slots[hand].referenced {
            slots[hand].referenced = false
            hand = (hand + 1) % capacity
        }
        index[slots[hand].key] = nil
        slots[hand] = Slot(key: key, value: value, referenced: false)
        index[key] = hand
        hand = (hand + 1) % capacity
    }
}

/// A ``Resolution`` held by reference, as ``ResolutionCache/shared(_:context:lenient:)`` returns it.
public final class SharedResolution: Sendable {
    public let value: Resolution

    public init(_ value: Resolution) {
        self.value = value
    }
}
