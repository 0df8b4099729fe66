import TWResolve
import TWSyntax

/// Classes that draw nothing because another class present at the same time replaces them:
/// `overridden-class` and `duplicate-class`. Only classes that can be present
/// together are compared: the arms of a ternary never override each other.
struct ConflictRules: SiteRule {
    static let descriptions: [RuleDescription] = [.overriddenClass, .duplicateClass]

    /// A token of the file: its occurrence and token index.
    private struct TokenID: Hashable {
        var occurrence: Int
        var token: Int
    }

    /// How often a token was duplicated or overridden, out of the sets that contain it.
    private struct Tally {
        var sets = 0
        var duplicated = 0
        var overridden = 0
        var by = ""
    }

    func check(site siteIndex: Int, sets: [SiteClasses], input: LintInput, check: Int, into findings: inout [SiteFinding]) {
        let site = input.file.sites[siteIndex]
        guard site.kind != .globalNamed else { return }
        // A token is reported only when it is duplicated (or overridden) in every set that
        // contains it. Tallies are arrays per occurrence, indexed by token: a string of n tokens
        // costs n array updates, not n dictionary lookups and a sort.
        var tallies: [Int: [Tally]] = [:]
        for occurrence in Set(sets.flatMap(\.members)) {
            tallies[occurrence] = Array(repeating: Tally(), count: input.file.occurrences[occurrence].classList.tokens.count)
        }
        for set in sets {
            let tokens = tokenIDs(in: set, input.file)
            var laterTexts: Set<String> = []
            laterTexts.reserveCapacity(tokens.count)
            var duplicateHere = [Bool](repeating: false, count: tokens.count)
            for position in tokens.indices.reversed() where !laterTexts.insert(tokens[position].1).inserted {
                duplicateHere[position] = true
            }
            // Overriding takes two classes of the string.
            let overriddenHere = tokens.count < 2 ? [:] : overriddenTokens(in: set, input: input, site: site)
            for (position, (id, _)) in tokens.enumerated() {
                tallies[id.occurrence]![id.token].sets += 1
                if duplicateHere[position] { tallies[id.occurrence]![id.token].duplicated += 1 }
                if let by = overriddenHere[id] {
                    tallies[id.occurrence]![id.token].overridden += 1
                    tallies[id.occurrence]![id.token].by = by
                }
            }
        }
        // Duplicates first, then overridden classes that are not duplicates, each in token order.
        let ordered = tallies.keys.sorted()
        for duplicates in [true, false] {
            for occurrenceIndex in ordered {
                let occurrence = input.file.occurrences[occurrenceIndex]
                for (position, tally) in tallies[occurrenceIndex]!.enumerated() where tally.sets > 0 {
                    let isDuplicate = tally.duplicated == tally.sets
                    guard duplicates ? isDuplicate : (!isDuplicate && tally.overridden == tally.sets) else { continue }
                    let token = occurrence.classList.tokens[position]
                    let text = occurrence.classList.text(of: token)
                    let fix = Fix(range: occurrence.removalRange(of: token), replacement: "")
                    if duplicates {
                        findings.append(
                            SiteFinding(
                                check: check, occurrence: occurrenceIndex - site.occurrences.lowerBound,
                                diagnostic: .duplicateClass(text, at: token.range, fix: fix)))
                    } else {
                        findings.append(
                            SiteFinding(
                                check: check, occurrence: occurrenceIndex - site.occurrences.lowerBound,
                                diagnostic: .overriddenClass(text, by: tally.by, at: token.range, fix: fix)))
                    }
                }
            }
        }
    }

    /// The checkable tokens of a set with their texts, in order.
    private func tokenIDs(in set: SiteClasses, _ file: ScannedFile) -> [(TokenID, String)] {
        set.members.flatMap { index -> [(TokenID, String)] in
            let occurrence = file.occurrences[index]
            return occurrence.classList.tokens.enumerated().compactMap { position, token in
                token.isDynamic || !token.issues.isEmpty ? nil : (TokenID(occurrence: index, token: position), occurrence.classList.text(of: token))
            }
        }
    }

    /// The tokens of a set that a later token replaces entirely, in any state, with the winner's text.
    private func overriddenTokens(in set: SiteClasses, input: LintInput, site: ClassSite) -> [TokenID: String] {
        let list = set.classList
        // Resolve once per distinct set of conditions, so each class is compared in its own state.
        var conditionSets: Set<[String]> = [[]]
        for token in list.tokens where !token.variants.isEmpty {
            conditionSets.insert(token.variants.map { ($0.isGroup ? "group-" : "") + $0.state.name + ($0.groupName.map { "/" + $0 } ?? "") }.sorted())
        }
        // The expansion does not depend on states, so one expansion serves every condition set
        // (shared with the surface rules, which expand the same string in the same context); a
        // lenient resolution per set gave the same list at several times the cost.
        let rules = input.expand(set.text, context: input.context(for: site), dynamicRanges: set.dynamicRanges).rules
        var result: [TokenID: String] = [:]
        for conditions in conditionSets {
            var states: Set<InteractionState> = []
            var groupStates: [String: Set<InteractionState>] = [:]
            for condition in conditions {
                if condition.hasPrefix("group-") {
                    let rest = condition.dropFirst("group-".count)
                    let parts = rest.split(separator: "/", maxSplits: 1)
                    if let state = InteractionState(name: String(parts[0])) {
                        groupStates[parts.count > 1 ? String(parts[1]) : "", default: []].insert(state)
                    }
                } else if let state = InteractionState(name: condition) {
                    states.insert(state)
                }
            }
            for entry in Resolver.overridden(in: rules, states: states, groupStates: groupStates) where entry.source == .local {
                guard let (occurrence, range) = set.locate(entry.range),
                    let position = input.file.occurrences[occurrence].classList.tokenIndex(exactly: range)
                else { continue }
                result[TokenID(occurrence: occurrence, token: position)] = entry.by
            }
        }
        return result
    }
}

extension ClassList {
    /// The position of the token with exactly `range`, by binary search: tokens are in source
    /// order, so a string of n tokens costs log n per lookup, not n.
    func tokenIndex(exactly range: ByteRange) -> Int? {
        var low = 0, high = tokens.count
        while low < high {
            let middle = (low + high) / 2
            if tokens[middle].range.start < range.start { low = middle + 1 } else { high = middle }
        }
        return low < tokens.count && tokens[low].range == range ? low : nil
    }
}
