/// Plain decimals read from UTF-8 bytes without building a `String` for `Double(_:)`:
/// most numbers of class names (`p-4`, `opacity-45`, `[1.02]`) are a few digits.
enum DecimalBytes {
    /// The value of `bytes` when they are ASCII digits with at most one `.` inside them (`12`,
    /// `2.5`), at most 15 digits in all; nil for anything else, which the caller reads with
    /// `Double(_:)`.
    ///
    /// Exact: at most 15 digits make an integer below 2^53, and 10^k for k ≤ 15 is a `Double`,
    /// so `digits / 10^k` is one correctly rounded division: the value `Double(_:)` returns for
    /// the same text (Clinger's fast path).
    static func value(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        var mantissa: UInt64 = 0, digits = 0, fractionDigits = -1
        for byte in bytes {
            if byte == UInt8(ascii: ".") {
                // A second dot, or a dot first: not a plain decimal here.
                guard fractionDigits < 0, digits > 0 else { return nil }
                fractionDigits = 0
                continue
            }
            let digit = byte &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            mantissa = mantissa &* 10 &+ UInt64(digit)
            digits += 1
            if fractionDigits >= 0 { fractionDigits += 1 }
        }
        // No digit, more than 15, or a dot last.
        guard digits > 0, digits <= 15, fractionDigits != 0 else { return nil }
        let value = Double(mantissa)
        return fractionDigits > 0 ? value / powersOfTen[fractionDigits] : value
    }

    /// 10^0 ... 10^15, each exact.
    private static let powersOfTen: [Double] = [1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15]
}
