import Foundation
import TWSyntax

/// SplitMix64, so the generated set is the same on every run.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

func generatedClassStrings(count: Int) -> [String] {
    var rng = SeededGenerator(state: 2024)
    let keywords = [
        "p-4", "px-2", "py-1.5", "bg-primary", "text-sm", "text-foreground", "rounded-lg", "border",
        "shadow-md", "glass", "glass-tint-accent", "surface-floating", "font-semibold", "w-full",
        "min-h-8", "opacity-50", "animate-spring", "duration-200", "control-lg", "button-primary", "card",
    ]
    let variants = [
        "hover:", "focus:", "active:", "pressed:", "disabled:", "group-hover:", "group-focus/hero:",
        "group-disabled/card-1:",
    ]
    let brackets = [
        "w-[240]", "h-[80pt]", "min-w-[120]", "offset-[12,-4]", "bg-[#6366f1]", "text-[length:18px]",
        "border-[color:#6366f180]", "label-[Hello_world]", "tracking-[-0.5]", "rounded-[14]",
        "max-w-[480]", "scale-[1.02]", "w-[a\\]b]", "line-spacing-[4]",
    ]
    return (0..<count).map { _ in
        (0..<Int.random(in: 1...12, using: &rng)).map { _ -> String in
            var token = ""
            for _ in 0..<[0, 0, 0, 1, 1, 2].randomElement(using: &rng)! { token += variants.randomElement(using: &rng)! }
            token += Bool.random(using: &rng) ? keywords.randomElement(using: &rng)! : brackets.randomElement(using: &rng)!
            return token
        }.joined(separator: Bool.random(using: &rng) ? " " : "  ")
    }
}

/// Parses the inputs round-robin for about `seconds`; returns tokens/s, MB/s and a checksum.
func measureParse(_ name: String, _ strings: [String], seconds: Double) {
    let inputs = strings.map { Array($0.utf8) }
    var tokens = 0, bytes = 0, rounds = 0
    var checksum = 0
    // Warm up once, then time whole passes over the set.
    for input in inputs { checksum &+= ClassParser.parse(utf8: input).tokens.count }
    let clock = ContinuousClock()
    let start = clock.now
    let deadline = start.advanced(by: .milliseconds(Int(seconds * 1000)))
    repeat {
        for input in inputs {
            let list = ClassParser.parse(utf8: input)
            tokens += list.tokens.count
            bytes += input.count
            for token in list.tokens { checksum &+= token.rootRange.end &* 31 &+ token.variants.count &+ token.issues.count }
        }
        rounds += 1
    } while clock.now < deadline
    let elapsed = clock.now - start
    let time = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    let tokensPerSecond = Double(tokens) / time
    let megabytesPerSecond = Double(bytes) / time / 1_000_000
    print(
        String(
            format: "%@: %d strings, %d tokens in %.2f s (%d passes): %.2f M tokens/s, %.1f MB/s  [checksum %d]",
            name, inputs.count, tokens, time, rounds, tokensPerSecond / 1e6, megabytesPerSecond, checksum))
}
