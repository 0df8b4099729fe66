import Foundation
import TWSyntax

/// Which class-string constants other files of a run show as text (`Text(Styles.card)`), for
/// `twlint --fix`: a canonical rewrite of such a constant would change what the app shows, so it
/// is left as written, as `tw format` leaves it (``ProjectUses``). Answers are found once per name,
/// from the run's scanned files (a byte search, then a scan of the files that contain the name),
/// and shared by the threads that lint the files.
final class DisplayedConstants: @unchecked Sendable {
    /// The run's files, by index; nil for a file that could not be scanned (not UTF-8, not read),
    /// which counts as a use: nothing is known of it.
    private let files: [ScannedFile?]
    private let lock = NSLock()
    /// Per name, the indices of the files that use it outside class sinks.
    private var uses: [String: Set<Int>] = [:]

    init(files: [ScannedFile?]) {
        self.files = files
    }

    /// True when a file other than the one at `index` uses `name` outside class sinks.
    func isShownElsewhere(_ name: String, outside index: Int) -> Bool {
        lock.lock()
        let known = uses[name]
        lock.unlock()
        let found = known ?? find(name)
        if known == nil {
            lock.lock()
            uses[name] = found
            lock.unlock()
        }
        return found.contains { $0 != index }
    }

    private func find(_ name: String) -> Set<Int> {
        let needle = Array(name.utf8)
        var found: Set<Int> = []
        for (position, file) in files.enumerated() {
            guard let file else {
                found.insert(position)
                continue
            }
            guard file.source.bytes.withUnsafeBufferPointer({ ByteSearch.contains(needle, in: $0) }) else { continue }
            if LiteralUses.use(of: name, in: file, skipping: nil) != nil { found.insert(position) }
        }
        return found
    }

    /// The rules whose fixes rewrite a class string into its canonical form.
    static let canonicalRules: Set<String> = [RuleDescription.shorthand.id, RuleDescription.canonicalValue.id, RuleDescription.classOrder.id]

    /// `result`'s safe fixes without the canonical rewrites of constants another file shows.
    func fixes(of result: Linter.FileResult, in file: ScannedFile, at index: Int) -> [SourceFix] {
        var kept: [SourceFix] = []
        for finding in result.findings {
            guard let fix = finding.fix, fix.isSafe else { continue }
            if Self.canonicalRules.contains(finding.rule) {
                let range = finding.diagnostic.range
                if let occurrence = file.occurrences.first(where: { $0.value.sourceRange.start <= range.start && range.end <= $0.value.sourceRange.end }),
                    let declaration = LiteralUses.declaration(holding: occurrence, in: file), !declaration.isFilePrivate,
                    isShownElsewhere(declaration.name, outside: index)
                {
                    continue
                }
            }
            kept.append(fix)
        }
        return Linter.nonOverlapping(kept)
    }
}
