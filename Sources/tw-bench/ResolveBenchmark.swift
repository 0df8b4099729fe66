import Foundation
import TWResolve

/// Six-token class strings of the kind apps write on surfaces and buttons.
let sixTokenClassStrings: [String] = [
    "px-4 py-2 surface-floating glass-tint-primary rounded-lg font-semibold",
    "p-4 bg-surface text-foreground border rounded-lg shadow-md",
    "glass-prominent px-4 py-2 font-semibold control-lg tint-primary",
    "px-3 py-2 text-sm hover:bg-accent focus:bg-accent rounded-md",
    "surface-solid p-6 rounded-xl border-2 border-primary text-lg",
    "w-[240] min-h-[44] px-4 text-sm text-mutedForeground line-clamp-2",
    "glass glass-interactive px-4 py-2 rounded-full offset-[0,-2]",
    "opacity-90 hover:opacity-100 animate-spring duration-200 scale-[1.02] delay-50",
    "group/hero p-4 bg-muted rounded-lg group-hover/hero:opacity-80 shadow-sm",
    "text-[18] font-bold tracking-[-0.5] line-spacing-[4] text-center text-foreground",
    "card p-8 rounded-[20] hover:shadow-lg focus:border-ring focus:border-2",
    "button-primary px-6 py-3 text-base disabled:opacity-45 control-motion",
]

/// The five contexts the resolver benchmark resolves in: iOS 18, 26, 27, macOS 15, 26.
let benchmarkContexts: [ResolutionContext] = [NamedContext.iOSBeforeLiquidGlass, .iOSLiquidGlass, .iOSUIKitGlass, .macOSBeforeLiquidGlass, .macOSLiquidGlass]
    .map(\.context)

/// Exactly `passes` uncached resolutions of every (string, context) pair and nothing else, so
/// that the instructions of one resolution are the difference of two runs' counts (callgrind)
/// divided by the difference of their resolutions, without one-time costs or a clock.
func countResolve(passes: Int) {
    let resolver = Resolver()
    var checksum = 0
    for _ in 0..<passes {
        for context in benchmarkContexts {
            for classes in sixTokenClassStrings {
                let resolution = resolver.resolve(classes, context: context)
                checksum &+= Int(resolution.padding.leading) &+ resolution.diagnostics.count
            }
        }
    }
    print("uncached: \(passes * benchmarkContexts.count * sixTokenClassStrings.count) resolutions  [checksum \(checksum)]")
}

/// Measures `Resolver.resolve` (uncached) and `ResolutionCache` (cached: `shared`, which returns the
/// cached resolution by reference, and `resolve`, which copies the value out), single core.
func measureResolve(seconds: Double) {
    let resolver = Resolver()
    let contexts = benchmarkContexts
    var checksum = 0
    @discardableResult
    func runCounting(_ name: String, _ resolve: (String, ResolutionContext) -> Int) -> Double {
        let clock = ContinuousClock()
        var count = 0
        let start = clock.now
        let deadline = start.advanced(by: .milliseconds(Int(seconds * 1000)))
        repeat {
            for context in contexts {
                for classes in sixTokenClassStrings {
                    checksum &+= resolve(classes, context)
                    count += 1
                }
            }
        } while clock.now < deadline
        let elapsed = clock.now - start
        let time = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        print(
            String(
                format: "%@: %d resolutions of six-token strings in %.2f s: %.0f strings/s  [checksum %d]",
                name, count, time, Double(count) / time, checksum))
        return Double(count) / time
    }
    func run(_ name: String, _ resolve: (String, ResolutionContext) -> Resolution) -> Double {
        runCounting(name) { classes, context in
            let resolution = resolve(classes, context)
            return Int(resolution.padding.leading) &+ resolution.diagnostics.count
        }
    }
    let uncached = run("uncached", { resolver.resolve($0, context: $1) })
    // The peer, right after ours on the same strings.
    if let peer = tailwindMergeStringsPerSecond(sixTokenClassStrings, seconds: seconds) {
        print(
            String(
                format:
                    "peer: Python tailwind-merge (PyPI tailwind-merge, uncached merge): %.0f strings/s; uncached resolver / peer: %.2f (aim: at least 200,000 strings/s, about ten times the peer)",
                peer, uncached / peer))
    } else {
        print("peer: Python tailwind-merge not installed (pip install tailwind-merge); skipped")
    }
    let cache = ResolutionCache(resolver: resolver, capacity: 4096)
    runCounting(
        "cached (shared)",
        { classes, context in
            let shared = cache.shared(classes, context: context)
            return Int(shared.value.padding.leading) &+ shared.value.diagnostics.count
        })
    _ = run("cached (value) ", { cache.resolve($0, context: $1) })
    let statistics = cache.statistics
    print("cache: \(statistics.hits) hits, \(statistics.misses) misses, \(statistics.count) entries")
}
