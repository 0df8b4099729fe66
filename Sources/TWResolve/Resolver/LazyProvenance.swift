/// ``Resolution/provenance``, made when first read (issue 14): the reasons are text made of class
/// names and condition lists. Until then the resolution holds the field table the builder decided
/// with and the builder's own notes (`surface.fill`, `button.style`, ...), which are applied over
/// the fields' winners in the order they were written, exactly as the eager map was filled.
enum LazyProvenance {
    /// One builder note: its key and how to make its entry from the field table.
    struct Note: Sendable {
        var key: String
        var make: @Sendable (FieldTable) -> Resolution.Provenance
    }

    /// The provenance of `table`'s winners with `notes` over them, made on first read.
    static func of(_ table: FieldTable, notes: [Note]) -> Lazy<[String: Resolution.Provenance]> {
        let table = UncheckedSendable(table)
        return Lazy { map(table.value, notes: notes) }
    }

    static func map(_ table: FieldTable, notes: [Note]) -> [String: Resolution.Provenance] {
        var map: [String: Resolution.Provenance] = [:]
        map.reserveCapacity(16)
        // The "(via named class ...)" suffix of the last chain, reused while the chain repeats:
        // a recipe writes many fields through the same chain.
        var via: (chain: [String], suffix: String) = ([], "")
        table.forEachWinner { field, winner in
            map[field.name] = Resolution.Provenance(class: winner.rule.origin.displayName, rule: ResolutionBuilder.reason(winner, via: &via))
        }
        for note in notes { map[note.key] = note.make(table) }
        return map
    }
}

/// A value of immutable parts that Swift cannot prove `Sendable` (the field table's tuple
/// dictionary), carried into a `@Sendable` maker.
struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}
