import Foundation
import TWJSON
import TWSyntax
import TWResolve
import TWEmit

/// `tw suggest JSON`: design properties -> the nearest valid class string.
public struct SuggestCommand: Command {
    public init() {}

    public var name: String { "suggest" }
    public var summary: String { "Suggest the nearest valid class string for design properties (JSON)" }
    public var help: String {
        """
        Usage: tw suggest [--json [--compact]] [--theme PATH] [--platform ios|macos] JSON
               tw suggest [OPTIONS] FILE | -     (a file, or standard input)

        Reads design properties and prints the nearest class string swiftcn accepts in the theme,
        then which values were snapped (to spacing steps, radius, colour, shadow and type tokens)
        and which properties no class expresses. Lengths are points.

          {"padding": 16 | {"top", "right", "bottom", "left"}, "radius": 12 | "full",
           "fill": "#ffffff" | {"light": "#…", "dark": "#…"} | "glass" | "material",
           "tint": "#…", "stroke": {"width": 1, "color": "#e6e6e9"},
           "shadow": {"x": 0, "y": 1, "radius": 3} | "sm", "fontSize": 17,
           "fontWeight": 600 | "semibold", "textColor": "#…", "opacity": 0.9,
           "width": 240, "height": 44}

        Example:
          tw suggest '{"padding":16,"radius":12,"fill":"#ffffff","stroke":{"width":1,"color":"#e6e6e9"}}'
          p-4 rounded-lg bg-surface border surface-solid

        Options:
          --json                 Print the twkit.suggestion/1 document
          --compact              With --json: one line
          --theme PATH           Theme JSON (merged over the built-in default)
          --platform ios|macos   Platform of the recipes to match (default ios)
          -h, --help             Show this help

        Exit status: 0, or 2 for a usage error or design properties that do not read.

        """
    }

    public func run(_ arguments: [String], io: CommandIO) throws(UsageError) -> Int32 {
        let spec = ArgumentSpec(flags: ["--json", "--compact"], options: ["--theme", "--platform"])
        let parsed = try ArgumentParser.parse(arguments, spec: spec)
        if parsed.has("--help") {
            io.write(help)
            return 0
        }
        if parsed.has("--compact") && !parsed.has("--json") { throw UsageError("--compact goes with --json") }
        guard parsed.positionals.count == 1, let argument = parsed.positionals.first else {
            throw UsageError("expected one JSON object of design properties (or a FILE, or '-' for standard input)")
        }
        let data: Data
        if argument == "-" {
            data = Data(try DocumentInput.standardInput(io))
        } else if argument.trimmingCharacters(in: .whitespaces).hasPrefix("{") {
            data = Data(argument.utf8)
        } else {
            do { data = Data(try InputFile.read(argument)) } catch {
                throw UsageError("cannot read '\(argument)': \(error.reason) (pass the JSON object itself, a file, or '-')")
            }
        }
        var context = ResolutionContext()
        if let value = parsed.options["--platform"] { context.platform = try ContextOptions.choice("--platform", value, Platform.self) }
        let theme = try parsed.options["--theme"].map { (path: String) throws(UsageError) in try ContextOptions.loadTheme(path) } ?? .builtIn
        let design: DesignProperties
        do {
            design = try DesignProperties.decode(data)
        } catch {
            throw UsageError("bad design properties: \(error.description)")
        }
        let suggestion = DesignSuggester(theme: theme, context: context).suggest(design)
        io.write(parsed.has("--json") ? suggestion.json(compact: parsed.has("--compact")) + "\n" : suggestion.text)
        return 0
    }
}
