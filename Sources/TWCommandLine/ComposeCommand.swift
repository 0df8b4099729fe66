import Foundation
import TWJSON
import TWSyntax
import TWResolve
import TWEmit

/// `tw compose FRAGMENT…`: what swiftcn's `cn(…)` composes from its arguments.
public struct ComposeCommand: Command {
    public init() {}

    public var name: String { "compose" }
    public var summary: String { "Show what cn(…) composes from class fragments" }
    public var help: String {
        """
        Usage: tw compose [--json] [--value NAME=Type:VALUE]... FRAGMENT...
               tw compose [--json] --fragments JSON
               tw compose [--json] -        (read a JSON array of fragments from standard input)

        Composes the fragments exactly as swiftcn's cn(…) does: nil and empty fragments are
        dropped, each fragment is trimmed, the rest are joined with one space in their order, and
        no conflict or duplicate is removed. A JSON array holds strings, null (a nil fragment) and
        nested arrays (array fragments, as the result-builder form gives). A fragment that is
        exactly {NAME} takes the class text of a String, String? or [String] value.

        Example: tw compose ' card ' '' 'tilt-[8]' 'hover:tilt-[12]' 'p-3'
                 → card tilt-[8] hover:tilt-[12] p-3

        Options:
          --json            Print {"schema": "twkit.compose/1", "composed": …, "tokens": […]}
          --fragments JSON  The fragments as a JSON array
          --value NAME=Type:VALUE
                            A typed value for a {NAME} fragment (see tw help resolve)
          -h, --help        Show this help

        Exit status: 0, or 2 for a usage error.

        """
    }

    public func run(_ arguments: [String], io: CommandIO) throws(UsageError) -> Int32 {
        let parsed = try ArgumentParser.parse(arguments, spec: ArgumentSpec(flags: ["--json"], options: ["--fragments", "--value"]))
        if parsed.has("--help") {
            io.write(help)
            return 0
        }
        var values: [String: InterpolatedValue] = [:]
        for text in parsed.repeatedOptions["--value"] ?? [] {
            do {
                let (name, value) = try InterpolatedValue.assignment(text)
                values[name] = value
            } catch {
                throw UsageError("invalid value for --value: \(error.message)")
            }
        }
        let fragments: [ClassFragment]
        if let json = parsed.options["--fragments"] {
            guard parsed.positionals.isEmpty else { throw UsageError("--fragments cannot be combined with FRAGMENT arguments") }
            fragments = try Self.fragments(Array(json.utf8), from: "--fragments")
        } else if parsed.positionals == ["-"] {
            fragments = try Self.fragments(io.readInputPrefix(InputLimits.classStringBytes + 1), from: "standard input")
        } else {
            guard !parsed.positionals.isEmpty else { throw UsageError("missing FRAGMENT (or --fragments JSON, or '-' for a JSON array on standard input)") }
            fragments = parsed.positionals.map { .classes($0) }
        }
        let composed = ClassComposition.compose(fragments, values: values)
        if parsed.has("--json") {
            let data = (try? JSONEncoder.sorted.encode(ComposeDocumentV1(composed: composed))) ?? Data("{}".utf8)
            io.write(String(decoding: data, as: UTF8.self) + "\n")
        } else {
            io.write(composed + "\n")
        }
        return 0
    }

    static func fragments(_ bytes: [UInt8], from source: String) throws(UsageError) -> [ClassFragment] {
        guard bytes.count <= InputLimits.classStringBytes else {
            throw UsageError("\(source) is larger than the limit of \(InputLimits.classStringDescription)")
        }
        let value: JSON
        do {
            value = try JSON.parse(Data(bytes))
        } catch {
            throw UsageError("\(source) is not JSON: \(error)")
        }
        guard let list = value.arrayValue else { throw UsageError("\(source): expected a JSON array of fragments (strings, null, arrays)") }
        var fragments: [ClassFragment] = []
        for (index, item) in list.enumerated() {
            do {
                fragments.append(try ClassFragment(json: item, path: "$[\(index)]"))
            } catch {
                throw UsageError("\(source): \(error.message)")
            }
        }
        return fragments
    }
}

extension JSONEncoder {
    fileprivate static var sorted: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }
}
