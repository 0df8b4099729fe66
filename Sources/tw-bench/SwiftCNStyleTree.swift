import Foundation

/// A tree of files written the way swiftcn's own examples and apps are (its `Examples/` and
/// `Sources/`): components with a first positional `classes` and `classes:` labels, `.tw` chains,
/// `cn(…)` ternaries, `.buttonStyle(.tw(…))` and `.toggleStyle(.tw(base:))`, constants and
/// computed `TWClasses` with `switch` arms, scope modifiers, `TWGlobalRules` registrations in one
/// file, and ordinary Swift (state, models, async loading) between them, about 5 KB a file as in
/// swiftcn's repository. The repository cannot hold swiftcn's files; pass them with `--tree`.
func swiftCNStyleTree(files: Int, in directory: URL) throws -> (files: Int, bytes: Int) {
    var rng = SeededGenerator(state: 9)
    let paddings = ["p-4", "px-4 py-2", "p-6", "px-3 py-1.5", "px-5 py-3", "p-[13]"]
    let texts = ["text-sm text-mutedForeground", "text-lg font-semibold", "font-medium", "text-xs tracking-[0.5]", "text-foreground"]
    let surfaces = [
        "surface-floating rounded-xl", "glass rounded-lg", "bg-card border rounded-lg shadow-sm", "surface-solid rounded-md",
        "glass-prominent glass-tint-primary",
    ]
    let components = ["CNCard", "CNCardHeader", "CNInputGroup"]
    var total = 0
    try FileManager.default.createDirectory(at: directory.appendingPathComponent("Sources/App"), withIntermediateDirectories: true)
    let rules = """
        import SwiftUI
        import SwiftCN

        let brand = TWColor("brand")

        extension TWGlobalRules {
            static let app = TWGlobalRules(
                named: ["hero-card": "p-6 rounded-xl surface-floating", "brand-button": TWStyle(.primaryButton, "w-full")],
                utilities: ["tilt": TWUtility { argument, _ in argument.degrees.map { .rotation($0) } }]
            )
        }

        """
    try Data(rules.utf8).write(to: directory.appendingPathComponent("Sources/App/Rules.swift"))
    total += rules.utf8.count
    for index in 1..<max(files, 2) {
        let folder = directory.appendingPathComponent("Sources/App/Feature\(index % 24)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        func pick(_ list: [String]) -> String { list.randomElement(using: &rng)! }
        let opener = "\(pick(components))(classes: \"\(pick(surfaces)) \(pick(paddings))\")"
        let text = """
            import SwiftUI
            import SwiftCN

            /// Screen \(index): a list of items with a header, a filter and actions.
            struct Feature\(index)View: View {
                enum Size { case sm, md, lg }
                @State private var isOn = false
                @State private var query = ""
                @State private var items: [Item\(index)] = []
                let size: Size
                private static let rowClasses: TWClasses = "\(pick(paddings)) \(pick(texts))"
                private let headerClasses = "\(pick(texts)) \(pick(paddings))"

                var classes: TWClasses {
                    switch size {
                    case .sm: "px-3 py-1 text-sm"
                    case .md: "\(pick(paddings)) rounded-md"
                    case .lg: "px-6 py-3 text-lg font-semibold"
                    }
                }

                var body: some View {
                    VStack(alignment: .leading, spacing: 12) {
                        Text("Items \\(items.count)").tw(headerClasses)
                        \(opener) {
                            TextField("Search", text: $query)
                                .textFieldStyle(.tw())
                            Toggle("Only open", isOn: $isOn)
                                .toggleStyle(.tw(base: .switch))
                        }
                        ForEach(items) { item in
                            HStack {
                                Text(item.title).tw(Self.rowClasses)
                                Spacer()
                                Text(item.detail)
                                    .tw(cn("\(pick(texts))", item.isDone ? "opacity-50" : nil, "line-clamp-1"))
                            }
                            .tw("\(pick(paddings)) \(pick(surfaces))")
                        }
                        CNBadge("\\(items.count) open", classes: "font-medium \(pick(["text-xs", "text-mutedForeground", "px-2"]))")
                        Button("Refresh") { Task { await load() } }
                            .buttonStyle(.tw("control-lg \(pick(paddings)) glass"))
                        Text("Updated").tw("cn-tint-[primary] \(pick(texts))").cnControlUtilities()
                    }
                    .tw(classes)
                    .task { await load() }
                }

                private func load() async {
                    var loaded: [Item\(index)] = []
                    for id in 0..<\(Int.random(in: 5...40, using: &rng)) where id % 3 != 1 {
                        let title = "Item \\(id)"
                        loaded.append(Item\(index)(id: id, title: title, detail: String(repeating: "·", count: id % 7), isDone: id.isMultiple(of: 2)))
                    }
                    items = loaded.sorted { $0.title < $1.title }
                }
            }

            struct Item\(index): Identifiable, Hashable {
                let id: Int
                var title: String
                var detail: String
                var isDone: Bool
            }

            #Preview {
                Feature\(index)View(size: .md).tw("\(pick(surfaces))")
            }

            """
        try Data(text.utf8).write(to: folder.appendingPathComponent("Feature\(index)View.swift"))
        total += text.utf8.count
    }
    return (max(files, 2), total)
}
