import Foundation
import TWKit

// What a design tool does with a class string from its inspector: show what it becomes on each
// device it previews, as data it can store, and as a table for people.
//
//     swift run DesignToolExample "px-4 surface-floating glass-tint-[red]"
//     swift run DesignToolExample --json "glass p-4"
//
// Exits 1 when swiftcn rejects the string on some device, as a design tool would flag it.

var arguments = Array(CommandLine.arguments.dropFirst())
let wantsJSON = arguments.first == "--json"
if wantsJSON { arguments.removeFirst() }
let classes = arguments.first ?? "px-4 surface-floating glass-tint-[red]"

// The devices this tool previews: presets plus one with an accessibility setting.
let devices: [NamedContext] = [
    .iOS(18),
    .iOS(26),
    NamedContext("iOS 26, Reduce Transparency", .iOS(26).with { $0.reduceTransparency = true }),
    .macOS(15),
    .macOS(26),
]

let analysis = TWKit.analyze(classes, in: devices)
let encoder = JSONEncoder()
encoder.outputFormatting = [.prettyPrinted, .sortedKeys]

if wantsJSON {
    print(String(decoding: try encoder.encode(analysis), as: UTF8.self))
} else {
    print("\(classes)\n")
    print(MatrixRenderer.text(TWKit.matrix(classes, columns: devices)))
    for diagnostic in analysis.results.first?.resolution.diagnostics ?? [] {
        print("\(diagnostic.code): \(diagnostic.message)")
    }
}
exit(analysis.valid ? 0 : 1)
