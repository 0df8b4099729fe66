import Foundation
import TWLint
import TWResolve
import TWEmit

/// `tw render [--for] [--label TEXT] [--output OUT.svg] [--png OUT.png] CLASSES`: a picture of what a
/// class string draws.
public struct RenderCommand: Command {
    public init() {}

    public var name: String { "render" }
    public var summary: String { "Draw a class string as SVG on every system and under each setting" }
    public var help: String {
        """
        Usage: tw render [--for] [--label TEXT] [--output OUT.svg] [--png OUT.png] [CONTEXT FLAGS] CLASSES
               tw render [OPTIONS] [CONTEXT FLAGS] -     (read the classes from standard input)

        Prints an SVG picture of what swiftcn draws for the classes: a sample label with the
        resolved padding, fill, edge, shape, shadow and native button style, over a checkered
        backdrop so that glass and materials show their translucency.

        Without --for: one column per standard system of 'tw matrix' (iOS 18, iOS 26, iOS 27,
        iOS 27 with SwiftUI's renderer, macOS 15, macOS 26) and one row per setting: as given,
        Reduce Transparency, Increase Contrast, UIDesignRequiresCompatibility, the solid policy
        and the dark scheme (and UniversalGlass's material rendering where it changes anything).
        A blue outline marks a cell that differs from the base row.

        Options:
          --for             One cell for the context the flags describe
          --label TEXT      The sample label, one line of up to 40 characters (default "\(RenderSheet.defaultLabel)")
          --output FILE     Write the SVG to FILE instead of standard output ('-': standard output)
          --png FILE        Write a PNG (at twice the size) with rsvg-convert; the SVG then
                            goes to standard output only with --output -
          -h, --help        Show this help

        \(ContextOptions.help)
        Exit status: 0 when swiftcn accepts the classes, 1 when it rejects them (the picture is
        still drawn, undecorated), 2 for a usage error, more than \(RenderSheet.classLimitDescription) classes, or when a
        file cannot be written.

        """
    }

    public func run(_ arguments: [String], io: CommandIO) throws(UsageError) -> Int32 {
        let spec = ArgumentSpec(
            flags: ContextOptions.flags.union(["--for"]),
            options: ContextOptions.options.union(["--label", "--output", "--png"]))
        let parsed = try ArgumentParser.parse(arguments, spec: spec)
        if parsed.has("--help") {
            io.write(help)
            return 0
        }
        if !parsed.has("--for") {
            for flag in ["--platform", "--os", "--renderer"] where parsed.options[flag] != nil {
                throw UsageError("\(flag) goes with --for: without it each column sets platform, OS and renderer")
            }
        }
        let label = parsed.options["--label"] ?? RenderSheet.defaultLabel
        guard !label.isEmpty, label.count <= 40, !label.contains(where: \.isNewline) else {
            throw UsageError("invalid value for --label; expected one line of 1 to 40 characters")
        }
        let options = try ContextOptions.read(parsed)
        let classes = try ClassesInput.readString(parsed, io: io)
        do {
            try RenderSheet.checkClassCount(classes)
        } catch {
            throw UsageError(error.message)
        }
        let resolver = Resolver(theme: options.theme)
        let sheet =
            parsed.has("--for")
            ? RenderSheet(classes: classes, context: options.context, resolver: resolver, lenient: options.lenient, label: label)
            : RenderSheet(classes: classes, base: options.context, resolver: resolver, lenient: options.lenient, label: label)
        let svg = RenderSVG.render(sheet)
        let output = parsed.options["--output"]
        if let path = output, path != "-" {
            do {
                try AtomicWriter.write(Array(svg.utf8), to: path, activity: "rendering")
            } catch {
                throw UsageError("cannot write '\(path)': \(error.reason)")
            }
        } else if output == "-" || parsed.options["--png"] == nil {
            io.write(svg)
        }
        if let png = parsed.options["--png"] {
            try PNGConverter.convert(svg, to: png)
        }
        return sheet.valid ? 0 : 1
    }
}
