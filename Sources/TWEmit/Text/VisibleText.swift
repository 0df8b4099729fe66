/// Text made safe for one line of terminal output: line breaks, tabs and other control characters
/// are shown as escapes (`\n`, `\t`, `\u{1B}`), so a class string read from standard input never
/// breaks a table or moves the cursor.
enum VisibleText {
    static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.properties.generalCategory == .control || scalar.properties.generalCategory == .format && scalar.value < 0x2000 {
                    result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }
}
