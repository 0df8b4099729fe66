// libFuzzer harness: the resolver with a fuzzed theme. The first line of the input is the class
// string; the rest is a theme file (JSON merged over the built-in theme). A theme that loads is
// resolved against: strict on iOS, lenient on macOS.
import Foundation
import TWResolve

@_cdecl("LLVMFuzzerTestOneInput")
public func resolverThemeFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let newline = bytes.firstIndex(of: 0x0A) ?? bytes.count
    let classes = String(decoding: bytes[..<newline], as: UTF8.self)
    let themeBytes = newline < bytes.count ? Data(bytes[(newline + 1)...]) : Data()
    guard let theme = try? Theme.decode(themeBytes, source: "fuzz.json") else {
        _ = Resolver().resolve(classes, context: ResolutionContext())
        return 0
    }
    let resolver = Resolver(theme: theme)
    // Strict on iOS, lenient on macOS: both code paths and both platforms' recipes, two passes.
    _ = resolver.resolve(classes, context: ResolutionContext())
    var macOS = ResolutionContext()
    macOS.platform = .macos
    _ = resolver.resolve(classes, context: macOS, lenient: true)
    return 0
}
