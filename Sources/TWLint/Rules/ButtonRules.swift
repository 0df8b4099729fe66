import TWResolve
import TWSyntax

/// Native buttons (`.buttonStyle(.tw(…))` whose classes choose a native style): decoration that
/// never shows, and tints that apply only in some states (reference §6.4, §6.6; seed "Native
/// buttons").
struct ButtonRules: SiteRule {
    static let descriptions: [RuleDescription] = [.ignoredOnNativeButton, .stateOnlyButtonTint]

    static let ignoredReasonPrefix = "native buttons ignore"

    func check(site siteIndex: Int, sets: [SiteClasses], input: LintInput, check: Int, into findings: inout [SiteFinding]) {
        let site = input.file.sites[siteIndex]
        guard site.kind == .buttonStyle else { return }
        // Findings of both rules are reported once per source range (group 1).
        for set in sets {
            let resolution = input.resolve(set.text, context: input.context(for: site), lenient: true, dynamicRanges: set.dynamicRanges)
            guard let button = resolution.button, button.bezel != nil else { continue }
            for entry in resolution.ignored where entry.source == .local && entry.reason.hasPrefix(Self.ignoredReasonPrefix) {
                guard let range = entry.range, let (index, local) = set.locate(range) else { continue }
                let occurrence = input.file.occurrences[index]
                let text = occurrence.value.string.utf8Slice(local)
                findings.append(
                    SiteFinding(
                        check: check, occurrence: index - site.occurrences.lowerBound,
                        diagnostic: .ignoredOnNativeButton(text, bezel: button.bezel ?? .bordered, at: local), dedupeGroup: 1))
            }
            guard !button.defaultTintStates.isEmpty else { continue }
            let list = set.classList
            for token in list.tokens where !token.variants.isEmpty && ["tint", "glass-tint"].contains(list.root(of: token)) {
                guard let (index, local) = set.locate(token.range) else { continue }
                let states = button.defaultTintStates.joined(separator: ", ")
                findings.append(
                    SiteFinding(
                        check: check, occurrence: index - site.occurrences.lowerBound,
                        diagnostic: .stateOnlyButtonTint(list.text(of: token), defaultTintStates: states, at: local), dedupeGroup: 1))
            }
        }
    }
}

extension String {
    /// The text of a UTF-8 byte range.
    func utf8Slice(_ range: ByteRange) -> String {
        let bytes = Array(utf8)
        let start = min(max(range.start, 0), bytes.count), end = min(max(range.end, start), bytes.count)
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
