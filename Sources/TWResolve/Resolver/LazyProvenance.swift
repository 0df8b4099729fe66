import Foundation

/// ``Resolution/provenance``, built when first read (issue 14): the reasons are text made of
/// class names and condition lists, and most readers of a resolution (lint rules, caches,
/// renderers) never look at them. Until then it holds the field table the builder decided with
/// and the builder's own notes (`surface.fill`, `button.style`, ...), which are applied over the
/// fields' winners in the order they were written, exactly as the eager map was filled.
///
/// A value type: copies share one memo, and equality and hashing are those of the map.
struct LazyProvenance: Hashable, Sendable {
    /// One builder note: its key and how to make its entry from the field table.
    struct Note: Sendable {
        var key: String
        var make: @Sendable (FieldTable) -> Resolution.Provenance
    }

    private let storage: Storage

    /// A map already built (also what setting ``Resolution/provenance`` stores).
    init(_ map: [String: Resolution.Provenance]) {
        storage = map.isEmpty ? Self.empty : Storage(map: map)
    }

    /// The provenance of `table`'s winners with `notes` over them, built on first read.
    init(table: FieldTable, notes: [Note]) {
        storage = Storage(table: table, notes: notes)
    }

    private static let empty = Storage(map: [:])

    /// The map: for each resolved field key, the class that decided it and why.
    var value: [String: Resolution.Provenance] { storage.value }

    static func == (lhs: LazyProvenance, rhs: LazyProvenance) -> Bool {
        lhs.storage === rhs.storage || lhs.value == rhs.value
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(value)
    }

    /// The memo. Its inputs are immutable values; `built` is written once, under ``lock``.
    private final class Storage: @unchecked Sendable {
        /// One lock for every memo: it is held only to read or store a finished map.
        private static let lock = NSLock()
        private var built: [String: Resolution.Provenance]?
        private let table: FieldTable?
        private let notes: [Note]

        init(map: [String: Resolution.Provenance]) {
            built = map
            table = nil
            notes = []
        }

        init(table: FieldTable, notes: [Note]) {
            self.table = table
            self.notes = notes
        }

        var value: [String: Resolution.Provenance] {
            Self.lock.lock()
            let known = built
            Self.lock.unlock()
            if let known { return known }
            // Built outside the lock: two threads reading at once build equal maps.
            let map = build()
            Self.lock.lock()
            if built == nil { built = map }
            Self.lock.unlock()
            return map
        }

        private func build() -> [String: Resolution.Provenance] {
            guard let table else { return [:] }
            var map: [String: Resolution.Provenance] = [:]
            map.reserveCapacity(16)
            // The "(via named class ...)" suffix of the last chain, reused while the chain
            // repeats: a recipe writes many fields through the same chain.
            var via: (chain: [String], suffix: String) = ([], "")
            table.forEachWinner { field, winner in
                map[field.name] = Resolution.Provenance(class: winner.rule.origin.displayName, rule: ResolutionBuilder.reason(winner, via: &via))
            }
            for note in notes { map[note.key] = note.make(table) }
            return map
        }
    }
}
