import TWSyntax
import TWResolve

/// The hover section of a `cn(…)` call: the class string swiftcn composes from
/// its fragments (``ClassComposition``), read from the Swift source around the position.
///
/// Fragments are string literals (`"…"`, interpolations kept as written), `nil`, array
/// literals and other expressions, whose classes are known only at run time and are shown as
/// `\(expression)`. Both call forms are read: `cn("a", nil, ["b"])` and the builder `cn { "a"; "b" }`.
enum CompositionHover {
    /// The call around byte `offset`: its byte range and its fragments; nil outside any call.
    static func call(in bytes: [UInt8], at offset: Int) -> (range: ByteRange, fragments: [ClassFragment], runTime: Bool)? {
        var best: (range: ByteRange, fragments: [ClassFragment], runTime: Bool)?
        var index = 0
        while index + 2 < bytes.count {
            defer { index += 1 }
            guard bytes[index] == UInt8(ascii: "c"), bytes[index + 1] == UInt8(ascii: "n"), index == 0 || !isIdentifier(bytes[index - 1]) else { continue }
            var open = index + 2
            while open < bytes.count, bytes[open] == UInt8(ascii: " ") { open += 1 }
            guard open < bytes.count, bytes[open] == UInt8(ascii: "(") || bytes[open] == UInt8(ascii: "{") else { continue }
            guard index <= offset, let close = matching(bytes, open), offset <= close else { continue }
            var reader = FragmentReader(bytes: bytes, end: close)
            reader.position = open + 1
            let fragments = reader.sequence()
            // The innermost call wins when calls nest.
            if best == nil || index >= best!.range.start {
                best = (ByteRange(start: index, end: close + 1), fragments, reader.runTime)
            }
        }
        return best
    }

    /// Markdown for the hover, or nil outside a call.
    static func section(in bytes: [UInt8], at offset: Int) -> (range: ByteRange, markdown: String)? {
        guard let call = call(in: bytes, at: offset) else { return nil }
        let composed = ClassComposition.compose(call.fragments)
        var text =
            "**cn(…)** composes `\(composed.isEmpty ? " " : composed)`\n\nswiftcn keeps the non-nil fragments in their order, joined by one space; it removes no conflict or duplicate."
        if call.runTime { text += " Fragments written `\\(…)` are values known only when the app runs." }
        return (call.range, text)
    }

    static func isIdentifier(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == UInt8(ascii: "_")
    }

    /// The index of the bracket closing the one at `open`, skipping string literals.
    static func matching(_ bytes: [UInt8], _ open: Int) -> Int? {
        var depth = 0
        var index = open
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\""):
                guard let end = FragmentReader.stringEnd(bytes, index) else { return nil }
                index = end
                continue
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                depth -= 1
                if depth == 0 { return index }
            default: break
            }
            index += 1
        }
        return nil
    }
}

/// Reads the fragments of a `cn` call between its brackets.
private struct FragmentReader {
    let bytes: [UInt8]
    /// The closing bracket of the call or array being read.
    var end: Int
    var position = 0
    var runTime = false

    init(bytes: [UInt8], end: Int) {
        self.bytes = bytes
        self.end = end
    }

    /// Fragments separated by commas, newlines or semicolons, up to `end`.
    mutating func sequence() -> [ClassFragment] {
        var fragments: [ClassFragment] = []
        while true {
            skipSeparators()
            guard position < end else { return fragments }
            let start = position
            fragments.append(fragment())
            if position == start { position += 1 }
        }
    }

    private mutating func skipSeparators() {
        while position < end,
            [UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: ","), UInt8(ascii: ";")].contains(bytes[position])
        {
            position += 1
        }
    }

    private mutating func fragment() -> ClassFragment {
        let byte = bytes[position]
        if byte == UInt8(ascii: "\""), let close = Self.stringEnd(bytes, position) {
            let text = Self.decode(bytes[(position + 1)..<(close - 1)])
            position = close
            return .classes(text)
        }
        if byte == UInt8(ascii: "["), let close = CompositionHover.matching(bytes, position), close <= end {
            var inner = FragmentReader(bytes: bytes, end: close)
            inner.position = position + 1
            let items = inner.sequence()
            runTime = runTime || inner.runTime
            position = close + 1
            return .array(items)
        }
        // Any other expression, up to the next separator at depth 0.
        let start = position
        while position < end, ![UInt8(ascii: ","), UInt8(ascii: "\n"), UInt8(ascii: ";")].contains(bytes[position]) {
            if [UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: "\"")].contains(bytes[position]) {
                let close = bytes[position] == UInt8(ascii: "\"") ? Self.stringEnd(bytes, position).map { $0 - 1 } : CompositionHover.matching(bytes, position)
                position = min((close ?? end) + 1, end)
                continue
            }
            position += 1
        }
        let expression = String(decoding: bytes[start..<position], as: UTF8.self).trimmingCharacters(in: .whitespaces)
        if expression == "nil" { return .none }
        runTime = true
        return .classes("\\(\(expression))")
    }

    /// The index after the closing quote of the one-line string literal at `open`.
    static func stringEnd(_ bytes: [UInt8], _ open: Int) -> Int? {
        var index = open + 1
        var interpolation = 0
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n") {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\") {
                if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "(") { interpolation += 1; index += 2; continue }
                index += 2
                continue
            }
            if interpolation > 0 {
                if byte == UInt8(ascii: "(") { interpolation += 1 } else if byte == UInt8(ascii: ")") { interpolation -= 1 }
            } else if byte == UInt8(ascii: "\"") {
                return index + 1
            }
            index += 1
        }
        return nil
    }

    /// The literal's text: escapes decoded, interpolations kept as written.
    static func decode(_ slice: ArraySlice<UInt8>) -> String {
        var text: [UInt8] = []
        var index = slice.startIndex
        while index < slice.endIndex {
            let byte = slice[index]
            if byte == UInt8(ascii: "\\"), index + 1 < slice.endIndex {
                let next = slice[index + 1]
                switch next {
                case UInt8(ascii: "n"): text.append(0x0A)
                case UInt8(ascii: "t"): text.append(0x09)
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "'"): text.append(next)
                default: text.append(byte); text.append(next)
                }
                index += 2
                continue
            }
            text.append(byte)
            index += 1
        }
        return String(decoding: text, as: UTF8.self)
    }
}
