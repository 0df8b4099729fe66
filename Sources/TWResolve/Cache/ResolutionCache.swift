import Foundation
import TWSyntax

/// A bounded cache of resolutions, keyed by classes, context, leniency and theme revision.
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

        /// Hashes the classes and the context's scalar settings; equality compares everything.
        func hash(into hasher: inout Hasher) {
            hasher.combine(classes)
            hasher.combine(themeRevision)
            hasher.combine(lenient)
            context.hashScalarSettings(into: &hasher)
        }
    }

    public let resolver: Resolver
    /// The most entries kept.
    public let capacity: Int

    private let entries: ClockCache<Key, SharedResolution>

    /// - Parameter capacity: the most resolutions kept (at least 1).
    public init(resolver: Resolver, capacity: Int = 4096) {
        self.resolver = resolver
        self.capacity = max(1, capacity)
        entries = ClockCache(capacity: capacity)
    }

    /// The resolution of `classes` in `context`, from the cache when it has it.
    public func resolve(_ classes: String, context: ResolutionContext, lenient: Bool = false) -> Resolution {
        shared(classes, context: context, lenient: lenient).value
    }

    /// ``resolve(_:context:lenient:)`` without copying the resolution out: a hit costs one
    /// reference instead of the ~50 that copying a ``Resolution`` value retains.
    public func shared(_ classes: String, context: ResolutionContext, lenient: Bool = false) -> SharedResolution {
        let key = Key(classes: classes, context: context, lenient: lenient, themeRevision: resolver.theme.revision)
        // Resolve outside the lock: resolution is pure, so a racing duplicate is harmless.
        return entries.value(for: key) { SharedResolution(resolver.resolve(classes, context: context, lenient: lenient)) }
    }

    /// Hits and misses since the cache was made.
    public var statistics: (hits: Int, misses: Int, count: Int) { entries.statistics }
}

/// A ``Resolution`` held by reference, as ``ResolutionCache/shared(_:context:lenient:)`` returns it.
public final class SharedResolution: Sendable {
    public let value: Resolution

    public init(_ value: Resolution) {
        self.value = value
    }
}
