import Foundation
import TWResolve
import TWSyntax

/// A finding of one site in run-time coordinates: which of the site's strings, and a
/// ``Diagnostic`` whose range and fix are bytes of that string's run-time value. It depends only
/// on what ``SiteKey`` holds, so one computed for a site can be replayed for any site with the
/// same key, in any file; ``materialize(_:site:file:into:)`` maps it to source bytes through each
/// string's source map.
struct SiteFinding: Sendable {
    /// Where the finding points.
    enum Place: Sendable {
        /// At the diagnostic's range, a run-time range of the string's value.
        case runtime
        /// At the whole literal (delimiters included).
        case literal
    }

    /// The check that reports it (an index into ``Linter/siteChecks``), to keep report order.
    var check: Int
    /// Index of the string among the site's strings (not the file's).
    var occurrence: Int
    var place: Place = .runtime
    /// Range and fix in run-time bytes of the string; the fix is reported only when its range
    /// maps verbatim to the source (``ClassOccurrence/verbatimSourceRange(ofRuntime:)``).
    var diagnostic: Diagnostic
    /// Non-zero: findings of the site with the same group are reported once per source range.
    var dedupeGroup: Int = 0

    /// Source findings for a site's run-time findings, appended per check in order.
    static func materialize(_ findings: [SiteFinding], site: ClassSite, file: ScannedFile, into output: inout [[Diagnostic]]) {
        guard !findings.isEmpty else { return }
        var reported: [Int: Set<ByteRange>] = [:]
        for finding in findings {
            let occurrence = file.occurrences[site.occurrences.lowerBound + finding.occurrence]
            var diagnostic = finding.diagnostic
            switch finding.place {
            case .runtime: diagnostic.range = occurrence.sourceRange(ofRuntime: diagnostic.range)
            case .literal: diagnostic.range = occurrence.value.sourceRange
            }
            if finding.dedupeGroup != 0, !reported[finding.dedupeGroup, default: []].insert(diagnostic.range).inserted { continue }
            if let proposed = diagnostic.fix {
                // Only the string's own literal is edited: text that comes from a constant
                // interpolated here (`let base = "p-4 …"` in `.tw("\(base) p-2")`) has other uses
                // (`.tw(base)`) that the finding of this string does not speak for.
                let literal = occurrence.value.sourceRange
                diagnostic.fix = occurrence.verbatimSourceRange(ofRuntime: proposed.range).flatMap { range in
                    guard literal.start <= range.start, range.end <= literal.end else { return nil }
                    return Fix(range: range, replacement: proposed.replacement, isSafe: proposed.isSafe)
                }
            }
            output[finding.check].append(diagnostic)
        }
    }
}

/// What a site's run-time findings depend on beyond the linter's configuration and named
/// classes: the sink kind, whether the modifier is applied to `Text` (none, yes, no), and each
/// string's run-time bytes, dynamic ranges and ternary arms (ternaries numbered in order of first
/// appearance in the site). Encoded as one byte string.
struct SiteKey: Hashable, Sendable {
    let bytes: [UInt8]

    init(site: borrowing ClassSite, file: borrowing ScannedFile) {
        var bytes: [UInt8] = []
        var capacity = 2
        for index in site.occurrences {
            let value = file.occurrences[index].value
            capacity += value.utf8.count + 12 + 8 * value.dynamicRanges.count + 5 * file.occurrences[index].branches.count
        }
        bytes.reserveCapacity(capacity)
        bytes.append(UInt8(truncatingIfNeeded: SinkKind.allCases.firstIndex(of: site.kind) ?? 255))
        bytes.append(site.modifier.map { $0.isAppliedToText ? 2 : 1 } ?? 0)
        bytes.append(site.declaredTarget.map { UInt8(truncatingIfNeeded: 1 + (ModifierTarget.allCases.firstIndex(of: $0) ?? 254)) } ?? 0)
        var ternaries: [Int] = []
        @inline(__always) func append(_ value: Int) {
            let value = UInt32(truncatingIfNeeded: value)
            bytes.append(UInt8(truncatingIfNeeded: value))
            bytes.append(UInt8(truncatingIfNeeded: value >> 8))
            bytes.append(UInt8(truncatingIfNeeded: value >> 16))
            bytes.append(UInt8(truncatingIfNeeded: value >> 24))
        }
        for index in site.occurrences {
            let value = file.occurrences[index].value
            append(value.utf8.count)
            bytes.append(contentsOf: value.utf8)
            append(value.dynamicRanges.count)
            for range in value.dynamicRanges {
                append(range.start)
                append(range.end)
            }
            let branches = file.occurrences[index].branches
            append(branches.count)
            for choice in branches {
                let number: Int
                if let known = ternaries.firstIndex(of: choice.ternary) {
                    number = known
                } else {
                    number = ternaries.count
                    ternaries.append(choice.ternary)
                }
                append(number)
                bytes.append(UInt8(truncatingIfNeeded: choice.arm))
            }
        }
        self.bytes = bytes
    }

    static func == (lhs: SiteKey, rhs: SiteKey) -> Bool {
        lhs.bytes.count == rhs.bytes.count
            && lhs.bytes.withUnsafeBytes { a in
                rhs.bytes.withUnsafeBytes { b in a.count == 0 || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0 }
            }
    }

    func hash(into hasher: inout Hasher) {
        bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
    }
}

/// A check whose findings for a site depend only on the site's ``SiteKey`` (and the linter's
/// configuration and named classes), reported in run-time coordinates.
protocol SiteRule: LintRule {
    /// Appends the findings of one site (its sets given), with `check` as their check index.
    func check(site index: Int, sets: [SiteClasses], input: LintInput, check: Int, into findings: inout [SiteFinding])
}

extension SiteRule {
    func check(_ input: LintInput) -> [Diagnostic] {
        var output: [[Diagnostic]] = [[]]
        for (index, site) in input.file.sites.enumerated() {
            var findings: [SiteFinding] = []
            check(site: index, sets: input.sets(ofSite: index), input: input, check: 0, into: &findings)
            SiteFinding.materialize(findings, site: site, file: input.file, into: &output)
        }
        return output[0]
    }
}
