import TWResolve

/// Renders a ``Matrix`` for people: an aligned text table (`tw matrix`) or Markdown (hover in the
/// language server). Variation cells equal to the base show `·`.
public enum MatrixRenderer {
    /// The base table, the variation table and notes, as aligned text.
    public static func text(_ matrix: Matrix) -> String {
        var out = header(matrix)
        out += baseTable(matrix).aligned()
        out += "\nUnder each setting (only what changes; · = same as above):\n"
        out += variationTable(matrix).aligned()
        for note in matrix.notes { out += "note: \(note)\n" }
        return out
    }

    /// The same content as Markdown tables.
    public static func markdown(_ matrix: Matrix) -> String {
        var out = "`\(matrix.classes)`"
        if let line = status(matrix) { out += " — **\(line)**" }
        out += "\n\n" + baseTable(matrix).markdown()
        out += "\nUnder each setting (only what changes; · = same as above):\n\n" + variationTable(matrix).markdown()
        if !matrix.notes.isEmpty { out += "\n" + matrix.notes.map { "- \($0)\n" }.joined() }
        return out
    }

    static func header(_ matrix: Matrix) -> String {
        var out = ""
        if matrix.lenient { out += "LENIENT: rejected tokens are skipped; swiftcn would draw \(matrix.valid ? "the same" : "every surface undecorated")\n" }
        out += "classes: \(VisibleText.classesLine(matrix.classes))\n"
        if let first = matrix.resolutions.first {
            var context = first.context.summary
            if let comma = context.firstIndex(of: ",") { context = String(context[context.index(after: comma)...]).trimmingLeadingSpace() }
            out += "context: \(context) (each column sets platform, OS and renderer)\n"
        }
        if let line = status(matrix), !matrix.lenient { out += line + "\n" }
        return out + "\n"
    }

    static func status(_ matrix: Matrix) -> String? {
        guard !matrix.valid else { return nil }
        let messages = matrix.resolutions.first?.diagnostics.map(\.message) ?? []
        return "INVALID: swiftcn rejects these classes and draws them undecorated: " + messages.joined(separator: "; ")
    }

    static func baseTable(_ matrix: Matrix) -> TextTable {
        TextTable(headers: [""] + matrix.columns.map(\.name), rows: matrix.rows.map { [$0.row.label] + $0.cells })
    }

    static func variationTable(_ matrix: Matrix) -> TextTable {
        var rows: [[String]] = []
        for result in matrix.variations {
            guard result.changed else {
                rows.append([result.variation.name, "no change"] + matrix.columns.map { _ in "" })
                continue
            }
            for (index, entry) in result.rows.enumerated() {
                rows.append([index == 0 ? result.variation.name : "", entry.row.label] + entry.cells.map { $0 ?? "·" })
            }
        }
        return TextTable(headers: ["setting", ""] + matrix.columns.map(\.name), rows: rows)
    }
}

extension String {
    fileprivate func trimmingLeadingSpace() -> String { String(drop { $0 == " " }) }
}
