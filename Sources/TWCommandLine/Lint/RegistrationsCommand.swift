import Foundation
import TWLint
import TWResolve
import TWSyntax

/// `twlint registrations [PATH ...]` lists what twlint reads from a package's Swift files before
/// linting: named classes, utilities, native modifiers, animation presets,
/// theme tokens, component scopes and subtree rules, each with where it is written and where it
/// applies.
enum RegistrationsCommand {
    static func run(_ arguments: [String], io: CommandIO) -> Int32 {
        if arguments.contains("--help") || arguments.contains("-h") {
            io.write(
                "usage: twlint registrations [PATH ...]\n\nLists the registrations twlint finds in the Swift files below PATH (default: .):\nnamed classes, utilities, native modifiers, animation presets, theme tokens, component scopes\nand .twRules subtrees, with the file and line of each and the scope it applies in.\n"
            )
            return 0
        }
        let (files, problems) = SourceDiscovery.files(for: arguments, configuration: LintConfiguration())
        var failed = false
        for problem in problems {
            if problem.isSkippedEntry {
                io.writeError("twlint: warning: skipped \(problem.path): \(problem.failure.reason)\n")
            } else {
                io.writeError("twlint: error: cannot read \(problem.path): \(problem.failure.reason)\n")
                failed = true
            }
        }
        let linter = Linter(configuration: LintConfiguration(), theme: .builtIn)
        var lines: [String] = []
        for path in files {
            let bytes: [UInt8]
            do {
                bytes = try InputFile.read(path)
            } catch {
                io.writeError("twlint: error: cannot read \(path): \(error.reason)\n")
                failed = true
                continue
            }
            guard case .success(let file) = linter.scan(bytes) else { continue }
            let found = ProjectRegistrations.discover(in: file, path: path, theme: .builtIn)
            lines += describe(found)
        }
        io.write(lines.isEmpty ? "no registrations\n" : EchoedText.terminalLines(lines.joined(separator: "\n")) + "\n")
        return failed ? 2 : 0
    }

    static func describe(_ found: DiscoveredRegistrations) -> [String] {
        var lines: [String] = []
        // swift-format-ignore: AlwaysUseLowerCamelCase
        func where_(_ origin: RegistrationOrigin?, _ scope: RegistrationScope) -> String {
            "\(origin?.description ?? "?")  \(describe(scope))"
        }
        for (name, recipe) in found.named.sorted(by: { $0.key < $1.key }) {
            lines.append(
                "named      \(name)  \(where_(recipe.origin, recipe.scope))  classes: \(recipe.classes.isEmpty ? "—" : recipe.classes)\(recipe.isPartial ? " (partly read)" : "")"
            )
        }
        for (name, utility) in found.utilities.sorted(by: { $0.key < $1.key }) {
            lines.append("utility    \(name)-[…]  \(where_(utility.origin, utility.scope))  argument: \(utility.argument.summary)")
        }
        for (name, modifier) in found.modifiers.sorted(by: { $0.key < $1.key }) {
            let form = modifier.argument.kind == .none ? name : modifier.argument.kind == .any ? "\(name) or \(name)-[…]" : "\(name)-[…]"
            lines.append(
                "modifier   \(form)  \(where_(modifier.origin, modifier.scope))  argument: \(modifier.argument.summary), target \(modifier.target.rawValue), phase \(modifier.phase.rawValue), order \(modifier.order)"
            )
        }
        for (name, animation) in found.animations.sorted(by: { $0.key < $1.key }) {
            lines.append("animation  animate-\(name)  \(where_(animation.origin, animation.scope))  \(animation.kind.rawValue)")
        }
        for (kind, names) in [("color", found.colors), ("radius", found.radii), ("shadow", found.shadows), ("text", found.typography)] {
            for name in names.sorted() { lines.append("\(kind.padding(toLength: 10, withPad: " ", startingAt: 0)) \(name)  global") }
        }
        for install in found.scopeInstalls {
            lines.append("scope      .\(install.scope)()  \(install.span.file)  reaches bytes \(install.span.start)..<\(install.span.end)")
        }
        for (span, additions) in found.subtrees.sorted(by: { $0.key.start < $1.key.start }) {
            let names =
                additions.named.keys.sorted() + additions.utilities.keys.sorted().map { "\($0)-[…]" } + additions.modifiers.keys.sorted()
                + additions.animations.sorted().map { "animate-\($0)" }
            lines.append("subtree    \(span.file) bytes \(span.start)..<\(span.end)  \(names.joined(separator: ", "))")
        }
        return lines
    }

    static func describe(_ scope: RegistrationScope) -> String {
        switch scope {
        case .global: "global"
        case .subtree(let span): "subtree (bytes \(span.start)..<\(span.end))"
        case .component(let name, _): "inside .\(name)()"
        case .unknown: "scope unknown"
        }
    }
}
