import Foundation

/// The latest release named in `CHANGELOG.md`: the version of its first `## [X.Y.Z]` heading
/// (Keep a Changelog's form; `[Unreleased]` is not a release), or nil when there is none.
public func latestChangelogRelease() throws -> String? {
    let text = try String(contentsOf: packageRoot.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
    for line in text.split(separator: "\n") where line.hasPrefix("## [") {
        let name = line.dropFirst(4).prefix { $0 != "]" }
        if name.first?.isNumber == true { return String(name) }
    }
    return nil
}
