import TWResolve
import TWBridge
import TWEmit

/// `tw swift [--for | --availability | --universal-glass] CLASSES`: SwiftUI code equivalent to what
/// swiftcn draws for a class string.
public struct SwiftCommand: Command {
    public init() {}

    public var name: String { "swift" }
    public var summary: String { "Print SwiftUI code equivalent to a class string" }
    public var help: String {
        """
        Usage: tw swift [--for | --availability | --universal-glass] [CONTEXT FLAGS] CLASSES
               tw swift [STYLE] [CONTEXT FLAGS] -     (read the classes from standard input)

        Prints one Swift file: import SwiftUI and a ViewModifier (GeneratedTWStyle) whose body draws what
        swiftcn draws for the classes; with --target button a PrimitiveButtonStyle whose classes
        style the label. Colours are the context scheme's sRGB values. On iOS 27 and later with the
        automatic renderer, glass is drawn as swiftcn draws it there: a UIKit UIVisualEffectView
        with UIGlassEffect (a UIViewRepresentable), never SwiftUI's glassEffect.

        Styles (one; --for is the default):
          --for               One system, no branches: the context flags choose it
          --availability      if #available(iOS 27, *) (iOS): UIKit glass; then
                              if #available(iOS 26, macOS 26, *): glassEffect and
                              .buttonStyle(.glass); else materials, the fallback edge and
                              bordered styles; Reduce Transparency branches written out
          --universal-glass   The same through UniversalGlass (universalGlassEffect)
          --name NAME         The type's name (default GeneratedTWStyle): a Swift
                              identifier that is not a keyword, nor TWStyle (swiftcn's
                              own type) or a type the file uses (View, Color, ...)
          -h, --help          Show this help

        \(ContextOptions.help)
        Exit status: 0 when swiftcn accepts the classes, 1 when it rejects them (the code is still
        printed), 2 for a usage error.

        """
    }

    public func run(_ arguments: [String], io: CommandIO) throws(UsageError) -> Int32 {
        let styles = ["--for": SwiftEmitter.Style.system, "--availability": .availability, "--universal-glass": .universalGlass]
        let spec = ArgumentSpec(flags: ContextOptions.flags.union(styles.keys), options: ContextOptions.options.union(["--name"]))
        let parsed = try ArgumentParser.parse(arguments, spec: spec)
        if parsed.has("--help") {
            io.write(help)
            return 0
        }
        let chosen = styles.keys.sorted().filter { parsed.has($0) }
        guard chosen.count <= 1 else { throw UsageError("choose one of --for, --availability and --universal-glass") }
        let options = try ContextOptions.read(parsed)
        let classes = try ClassesInput.readString(parsed, io: io)
        // The bridge's cost budget, counted before anything is resolved.
        if let excess = RequestBudget.excess("swift", classes) { throw UsageError("the class string has \(excess); split it") }
        var name = SwiftTypeName.generated
        if let text = parsed.options["--name"] {
            do {
                name = try SwiftTypeName(text)
            } catch {
                throw UsageError("invalid value for --name: \(error.message)")
            }
        }
        let emitter = SwiftEmitter(resolver: Resolver(theme: options.theme), name: name)
        let code = emitter.emit(classes, style: chosen.first.flatMap { styles[$0] } ?? .system, context: options.context)
        io.write(code.text)
        return code.valid ? 0 : 1
    }
}
