import Foundation

/// A length of an imported theme as JSON number text (RFC 8259 §6): rounded to a thousandth of a
/// point, an integer without a fraction (`16`, not `16.`), a fraction without trailing zeros
/// (`0.5`), a magnitude of 10^15 or more in exponent form (`1e+20`). Never `inf`, `nan`, a bare
/// trailing `.` or `-0`; a value that is not finite, which the importer never stores, is written
/// as `null`, so the theme check names the member instead of the file failing to parse.
enum ThemeJSONNumber {
    static func text(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        guard abs(value) < 1e15 else { return "\(value.rounded())" }
        let rounded = (value * 1000).rounded() / 1000
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        var text = String(format: "%.3f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}
