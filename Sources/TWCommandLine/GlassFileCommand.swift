import Foundation
import TWJSON
import TWLint
import TWSyntax
import TWResolve
import TWEmit

/// `tw cluster FILE` and `tw group FILE`: what a cluster or group JSON file
/// draws on each system, as text, the `twkit.glass/1` JSON, or an SVG picture.
public struct GlassFileCommand: Command {
    /// `cluster` or `group`.
    public let kind: GlassInputKind

    public init(kind: GlassInputKind) {
        self.kind = kind
    }

    public var name: String { kind.rawValue }
    public var summary: String {
        kind == .cluster ? "Show what a TWGlassCluster file draws on each system" : "Show what a TWSurfaceGroup file draws on each system"
    }

    public var help: String {
        let format =
            kind == .cluster
            ? """
            {"spacing": 12, "pieces": [{"id": "a", "frame": {"x": 0, "y": 0, "width": 80, "height": 36},
              "shape": "capsule" | "rounded(12)" | "edges(24,0)", "tint": "primary", "interactive": true,
              "union": "bar"}]}
            """
            : """
            {"spacing": 12, "surfaces": [{"id": "tools", "classes": "px-4 py-2 surface-floating",
              "frame": {"x": 0, "y": 0, "width": 88, "height": 36}, "union": "bar"}]}
            """
        return """
            Usage: tw \(kind.rawValue) [--json [--compact]] [--svg OUT.svg] [CONTEXT FLAGS] FILE
                   tw \(kind.rawValue) [OPTIONS] -     (read the file from standard input)

            Resolves the \(kind.rawValue) on iOS 18, iOS 26, iOS 27 (automatic and SwiftUI renderers), iOS 27
            with Reduce Transparency, macOS 15 and macOS 26: the container (one UIKit glass container,
            a SwiftUI GlassEffectContainer, or none), and each piece's frame, shape, fill and edge.
            Pieces sharing a "union" merge into one UniversalGlass fallback plate where there is no glass.
            Frames are points, origin top-leading.

            File format (JSON):
            \(format)

            Options:
              --json          Print the twkit.glass/1 document
              --compact       With --json: one line
              --svg OUT.svg   Also write a picture: one group per system, side by side
              -h, --help      Show this help

            \(ContextOptions.help)
            The platform, OS, renderer and Reduce Transparency flags are replaced by each column's.
            Exit status: 0, or 2 for a usage error or an unreadable file.

            """
    }

    public func run(_ arguments: [String], io: CommandIO) throws(UsageError) -> Int32 {
        let spec = ArgumentSpec(flags: ContextOptions.flags.union(["--json", "--compact"]), options: ContextOptions.options.union(["--svg"]))
        let parsed = try ArgumentParser.parse(arguments, spec: spec)
        if parsed.has("--help") {
            io.write(help)
            return 0
        }
        let options = try ContextOptions.read(parsed)
        guard parsed.positionals.count == 1, let path = parsed.positionals.first else { throw UsageError("expected one FILE (or '-' for standard input)") }
        let data: Data
        if path == "-" {
            data = Data(try DocumentInput.standardInput(io))
        } else {
            data = try DocumentInput.file(path)
        }
        let columns = GlassColumns.standard(base: options.context)
        let drawings: [GlassDrawing]
        do {
            if kind == .cluster {
                drawings = GlassClusterResolver(theme: options.theme).resolve(try GlassClusterInput.decode(data), columns: columns)
            } else {
                drawings = GlassGroupResolver(resolver: Resolver(theme: options.theme)).resolve(try GlassGroupInput.decode(data), columns: columns)
            }
        } catch {
            throw UsageError("bad \(kind.rawValue) file '\(path)': \(error)")
        }
        if let svgPath = parsed.options["--svg"] {
            let svg = GlassDrawingSVG.render(drawings, title: "tw \(kind.rawValue) \(path)")
            do {
                try AtomicWriter.write(Array(svg.utf8), to: svgPath, activity: "drawing")
            } catch {
                throw UsageError("cannot write '\(svgPath)': \(error.reason)")
            }
        }
        if parsed.has("--json") {
            io.write(GlassDrawingOutput.json(drawings, kind: kind, compact: parsed.has("--compact")) + "\n")
        } else {
            io.write(GlassDrawingOutput.text(drawings, kind: kind))
        }
        return 0
    }
}
