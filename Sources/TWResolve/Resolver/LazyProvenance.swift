/// ``Resolution/provenance``, made when first read: the reasons are text made of class
/// names and condition lists. Until then the resolution holds the field table the builder decided
/// with and the builder's own notes (`surface.fill`, `button.style`, ...), which are applied over
/// the fields' winners in the order they were written, exactly as an eager map would be filled.
enum LazyProvenance {
    /// One builder note: its key, the class it names and what its reason is made from. Plain
    /// data rather than a closure, so that a note allocates nothing.
    struct Note: Sendable {
        var key: String
        /// The class the entry names; nil names none (`""`).
        var origin: RuleOrigin?
        var reason: Reason
    }

    /// What a note's reason is made from.
    enum Reason: Sendable {
        /// The reason the field table gives for `field`'s winner.
        case winner(Field)
        /// A reason written out.
        case text(String)
        /// `one fill: ` and the fill decision's reason.
        case oneFill(String)
        /// Why `renderer` draws the glass (the seed's "Glass renderer").
        case renderer(GlassRenderer, setting: GlassRendererSetting, platform: Platform)

        func text(in table: FieldTable) -> String {
            switch self {
            case .winner(let field):
                guard let winner = table.winner(field) else { return "" }
                return ResolutionBuilder.reason(winner)
            case .text(let text):
                return text
            case .oneFill(let reason):
                return "one fill: \(reason)"
            case .renderer(let renderer, let setting, let platform):
                return setting == .automatic
                    ? "automatic renderer: \(renderer == .uiKit ? "UIKit's on iOS 27 and later" : platform == .macos ? "SwiftUI's on macOS" : "SwiftUI's before iOS 27")"
                    : "renderer set to \(setting.rawValue)\(platform == .macos && setting == .uiKit ? "; macOS has no UIKit glass, so SwiftUI draws" : "")"
            }
        }
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
        for note in notes { map[note.key] = .init(class: note.origin?.displayName ?? "", rule: note.reason.text(in: table)) }
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
