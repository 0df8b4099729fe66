import Foundation

/// A table of text cells rendered with aligned columns or as Markdown.
///
/// ```text
///        iOS 18            iOS 26
/// fill   material regular  glass, tint red
/// ```
public struct TextTable: Sendable {
    public var headers: [String]
    public var rows: [[String]]

    public init(headers: [String], rows: [[String]]) {
        self.headers = headers
        self.rows = rows
    }

    /// Columns padded to their widest cell (in characters), two spaces apart, no trailing spaces.
    public func aligned() -> String {
        let all = [headers] + rows
        let count = all.map(\.count).max() ?? 0
        let widths = (0..<count).map { column in all.map { $0.count > column ? $0[column].count : 0 }.max() ?? 0 }
        return all.map { row in
            var line = ""
            for (column, cell) in row.enumerated() {
                line += column == row.count - 1 ? cell : cell.padding(toLength: widths[column] + 2, withPad: " ", startingAt: 0)
            }
            while line.hasSuffix(" ") { line.removeLast() }
            return line + "\n"
        }.joined()
    }

    /// A GitHub-flavoured Markdown table; `|` in cells is escaped and newlines become spaces.
    public func markdown() -> String {
        func escape(_ cell: String) -> String {
            cell.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
        }
        func line(_ cells: [String]) -> String { "| " + cells.map(escape).joined(separator: " | ") + " |\n" }
        return line(headers) + line(headers.map { _ in "---" }) + rows.map(line).joined()
    }
}
