import Foundation

/// An sRGB colour with opacity, each channel in 0...1.
public struct RGBA: Hashable, Sendable, Codable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var opacity: Double

    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.opacity = opacity
    }

    /// Parses CSS hex colour text (reference §3.1 "Hex colour"): `#` then exactly 3, 4, 6 or 8 hex
    /// digits in either case, RGB(A) order; 3 and 4 digits are doubled. The text is not trimmed.
    /// Returns nil for anything else.
    public init?(hex text: String) {
        let utf8 = Array(text.utf8)
        guard utf8.first == UInt8(ascii: "#") else { return nil }
        let digits = utf8.dropFirst()
        guard [3, 4, 6, 8].contains(digits.count) else { return nil }
        var values: [Int] = []
        for byte in digits {
            guard let value = Self.hexValue(byte) else { return nil }
            values.append(value)
        }
        var channels: [Int] = []
        if values.count <= 4 {
            channels = values.map { $0 * 17 }
        } else {
            for index in stride(from: 0, to: values.count, by: 2) { channels.append(values[index] * 16 + values[index + 1]) }
        }
        if channels.count == 3 { channels.append(255) }
        self.init(
            red: Double(channels[0]) / 255, green: Double(channels[1]) / 255,
            blue: Double(channels[2]) / 255, opacity: Double(channels[3]) / 255)
    }

    private static func hexValue(_ byte: UInt8) -> Int? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): Int(byte - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): Int(byte - UInt8(ascii: "A")) + 10
        default: nil
        }
    }

    /// `#rrggbb`, or `#rrggbbaa` when the colour is not opaque; channels rounded to 8 bits.
    public var hex: String {
        // Written byte by byte: at most 9 ASCII bytes, a small string with no allocation.
        let digits: StaticString = "0123456789abcdef"
        let opaque = opacity >= 1
        return String(unsafeUninitializedCapacity: opaque ? 7 : 9) { buffer in
            func put(_ value: Double, at offset: Int) {
                let clamped = Int((min(max(value, 0), 1) * 255).rounded())
                buffer[offset] = digits.utf8Start[clamped >> 4]
                buffer[offset + 1] = digits.utf8Start[clamped & 15]
            }
            buffer[0] = UInt8(ascii: "#")
            put(red, at: 1)
            put(green, at: 3)
            put(blue, at: 5)
            if !opaque { put(opacity, at: 7) }
            return opaque ? 7 : 9
        }
    }

    /// The same colour at `factor` times its opacity.
    public func withOpacity(times factor: Double) -> RGBA {
        RGBA(red: red, green: green, blue: blue, opacity: opacity * factor)
    }

    /// WCAG 2 relative luminance of the colour composited over `background` (opaque).
    public func relativeLuminance(over background: RGBA = RGBA(red: 1, green: 1, blue: 1)) -> Double {
        func linear(_ channel: Double) -> Double {
            channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
        }
        let a = opacity
        let r = red * a + background.red * (1 - a)
        let g = green * a + background.green * (1 - a)
        let b = blue * a + background.blue * (1 - a)
        return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
    }

    /// WCAG 2 contrast ratio (1...21) of this foreground on an opaque `background`.
    public func contrastRatio(on background: RGBA) -> Double {
        let opaqueBackground = RGBA(red: background.red, green: background.green, blue: background.blue)
        let foreground = relativeLuminance(over: opaqueBackground)
        let back = opaqueBackground.relativeLuminance()
        return (max(foreground, back) + 0.05) / (min(foreground, back) + 0.05)
    }
}
