import Foundation
import TWResolve

/// `tw codegen CLASSES`: what a Figma codegen plugin shows for a class string,
/// in the order a developer reads it: the class string, the `.tw("…")` call, SwiftUI code for
/// every system (`tw swift --availability`), the resolution (`tw resolve --json`) and the matrix
/// (`tw matrix`).
public enum CodegenSections {
    /// The sections for `classes` in `context` with `resolver`'s theme.
    public static func make(_ classes: String, context: ResolutionContext, resolver: Resolver, lenient: Bool = false) -> [CodegenSection] {
        let resolution = resolver.resolve(classes, context: context, lenient: lenient)
        let swift = SwiftEmitter(resolver: resolver).emit(classes, style: .availability, context: context)
        let matrix = Matrix(classes: classes, base: context, resolver: resolver, lenient: lenient)
        return [
            CodegenSection(title: "Classes", language: .plaintext, code: classes),
            CodegenSection(title: "swiftcn", language: .swift, code: ".tw(\(swiftLiteral(classes)))"),
            CodegenSection(title: "SwiftUI (every system)", language: .swift, code: swift.text),
            CodegenSection(title: "Resolution (\(context.platform.displayName) \(context.os))", language: .json, code: ResolutionJSON.encode(resolution)),
            CodegenSection(title: "Matrix", language: .plaintext, code: MatrixRenderer.text(matrix)),
        ]
    }

    /// The sections as the JSON array Figma's `generate` callback returns.
    public static func json(_ sections: [CodegenSection], compact: Bool = false) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = compact ? [.sortedKeys, .withoutEscapingSlashes] : [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding plain strings and an enum cannot fail.
        return String(decoding: (try? encoder.encode(sections)) ?? Data("[]".utf8), as: UTF8.self)
    }

    /// `text` as a Swift string literal (The Swift Programming Language, "String Literals").
    static func swiftLiteral(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\0": out += "\\0"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: out += "\\u{\(String(scalar.value, radix: 16))}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
