import Foundation
import TWSyntax

@_exported import TWTestSupport

/// The byte range of the `occurrence`-th (0-based) occurrence of `needle` in `haystack`,
/// computed independently of the parser from the UTF-8 bytes.
func byteRange(of needle: String, in haystack: String, occurrence: Int = 0) -> ByteRange {
    let h = Array(haystack.utf8), n = Array(needle.utf8)
    var seen = 0
    var i = 0
    while i + n.count <= h.count {
        if Array(h[i..<i + n.count]) == n {
            if seen == occurrence { return ByteRange(start: i, end: i + n.count) }
            seen += 1
        }
        i += 1
    }
    fatalError("\(needle) not found in \(haystack)")
}

/// The 1-based UTF-8 column of a byte offset in a one-line string.
func column(_ offset: Int) -> Int { offset + 1 }

extension ClassList {
    var tokenTexts: [String] { tokens.map { text(of: $0) } }
    var grammaticalIssues: [SyntaxIssue] { tokens.flatMap(\.issues).filter(\.code.isGrammatical) }
}
