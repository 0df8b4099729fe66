/// A generated SwiftUI file for `tw-bench lsp`: views whose class strings come from the real and
/// six-token lists, in `.tw("…")`, `.buttonStyle(.tw(…))`, `cn(…)` with a ternary and multi-line
/// literals, as an app writes them.
struct BenchmarkDocument {
    var text: String
    var lineCount: Int
    var classStrings: Int
    /// Where edits go: inside the first class of a one-line `.tw("…")` (0-based line, UTF-16 column).
    var editPoints: [(line: Int, character: Int)]
}

func benchmarkSwiftDocument(lines target: Int) -> BenchmarkDocument {
    let strings = realClassStrings + sixTokenClassStrings
    var lines: [String] = ["import SwiftUI", "import SwiftCN", ""]
    var classStrings = 0
    var editPoints: [(line: Int, character: Int)] = []
    var next = 0
    func classes() -> String {
        defer { next += 1 }
        return strings[next % strings.count]
    }
    func tw(_ indent: String, _ prefix: String = ".tw(\"") {
        let line = indent + prefix + classes() + "\")"
        editPoints.append((lines.count, indent.count + prefix.count + 1))
        lines.append(line)
        classStrings += 1
    }
    var view = 0
    while lines.count < target - 30 {
        view += 1
        lines += [
            "struct Screen\(view): View {",
            "    let title: String",
            "    @State private var isOn = false",
            "",
            "    var body: some View {",
            "        VStack(alignment: .leading, spacing: 8) {",
            "            Text(title)",
        ]
        tw("                ")
        lines.append("            Text(\"Subtitle \\(view)\")")
        tw("                ")
        lines.append("            Button(\"Continue\") { isOn.toggle() }")
        lines.append("                .buttonStyle(.tw(\"glass-prominent px-4 py-2 font-semibold control-lg tint-primary\"))")
        classStrings += 1
        lines += [
            "            HStack {",
            "                Image(systemName: \"star\")",
            "                    .tw(cn(\"w-5 h-5\", isOn ? \"text-primary\" : \"text-mutedForeground\"))",
            "                Text(\"\\(view) items\")",
        ]
        classStrings += 3
        tw("                    ")
        lines += [
            "            }",
            "            .tw(\"\"\"",
            "                p-4 bg-surface text-foreground",
            "                border rounded-lg shadow-md",
            "                \"\"\")",
            "        }",
        ]
        classStrings += 1
        tw("        ")
        lines += ["    }", "}", ""]
    }
    while lines.count < target { lines.append("// end of generated screens") }
    return BenchmarkDocument(text: lines.joined(separator: "\n") + "\n", lineCount: lines.count, classStrings: classStrings, editPoints: editPoints)
}
