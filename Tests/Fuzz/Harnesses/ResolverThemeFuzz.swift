// libFuzzer harness: the resolver with a fuzzed theme. The first line of the input is the class
// string; the rest is a theme file (JSON merged over the built-in theme). A theme that loads is
// resolved against on every platform, strict and lenient.
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
    for platform in Platform.allCases {
        var context = ResolutionContext()
        context.platform = platform
        _ = resolver.resolve(classes, context: context)
        _ = resolver.resolve(classes, context: context, lenient: true)
    }
    return 0
}
