/// A name `tw swift` can give the type it declares (`--name`, the bridge's and the server's
/// `name`): a Swift identifier (The Swift Programming Language, "Lexical Structure",
/// "Identifiers"; the characters of Unicode's XID_Start and XID_Continue that Swift also allows,
/// so no bidirectional control or zero-width character) that is not a keyword, not `_`, and not
/// a type the generated file itself names (`View`, `Color`, …), which it would shadow. The
/// generated file also declares `<name>Glass` and `<name>GlassButton`.
public struct SwiftTypeName: Sendable, Hashable, CustomStringConvertible {
    /// The identifier's text.
    public let text: String

    /// `GeneratedTWStyle`, distinct from swiftcn's own `TWStyle`.
    public static let generated = SwiftTypeName(checked: "GeneratedTWStyle")

    /// Why a text is not a type name; ``message`` says it in words.
    public enum Invalid: Error, Equatable, Sendable {
        case empty
        /// The scalar and its index in the text's scalars.
        case character(Unicode.Scalar, at: Int)
        case keyword(String)
        case generatedCodeName(String)

        public var message: String {
            switch self {
            case .empty: "a Swift type name cannot be empty"
            case .character(let scalar, let index):
                "U+\(String(scalar.value, radix: 16, uppercase: true)) at character \(index + 1) cannot be part of a Swift type name"
                    + (index == 0 ? " (it must start with a letter or `_`)" : "")
            case .keyword(let word): "`\(word)` is a Swift keyword"
            case .generatedCodeName(let word): "`\(word)` is a type the generated code uses"
            }
        }
    }

    /// - Throws: ``Invalid`` naming the first problem.
    public init(_ text: String) throws(Invalid) {
        guard !text.isEmpty else { throw .empty }
        for (index, scalar) in text.unicodeScalars.enumerated() {
            let allowed = index == 0 ? Self.isHead(scalar) : Self.isHead(scalar) || Self.isContinuation(scalar)
            guard allowed else { throw .character(scalar, at: index) }
        }
        if Self.keywords.contains(text) { throw .keyword(text) }
        if Self.namesInGeneratedCode.contains(text) { throw .generatedCodeName(text) }
        self.text = text
    }

    private init(checked text: String) { self.text = text }

    public var description: String { text }

    /// An identifier head: `_` or a scalar that is XID_Start and inside Swift's identifier-head ranges.
    static func isHead(_ scalar: Unicode.Scalar) -> Bool {
        if scalar == "_" { return true }
        return scalar.properties.isXIDStart && swiftHeadRanges.contains { $0.contains(scalar.value) }
    }

    /// A later character: a digit, a combining mark Swift lists, or XID_Continue inside Swift's ranges.
    static func isContinuation(_ scalar: Unicode.Scalar) -> Bool {
        if ("0"..."9").contains(scalar) { return true }
        guard scalar.properties.isXIDContinue else { return false }
        return swiftCombiningRanges.contains { $0.contains(scalar.value) } || swiftHeadRanges.contains { $0.contains(scalar.value) }
    }

    /// identifier-head, TSPL "Lexical Structure".
    private static let swiftHeadRanges: [ClosedRange<UInt32>] = [
        0x41...0x5A, 0x61...0x7A, 0xA8...0xA8, 0xAA...0xAA, 0xAD...0xAD, 0xAF...0xAF, 0xB2...0xB5, 0xB7...0xBA,
        0xBC...0xBE, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0xFF, 0x100...0x2FF, 0x370...0x167F, 0x1681...0x180D,
        0x180F...0x1DBF, 0x1E00...0x1FFF, 0x200B...0x200D, 0x202A...0x202E, 0x203F...0x2040, 0x2054...0x2054,
        0x2060...0x206F, 0x2070...0x20CF, 0x2100...0x218F, 0x2460...0x24FF, 0x2776...0x2793, 0x2C00...0x2DFF,
        0x2E80...0x2FFF, 0x3004...0x3007, 0x3021...0x302F, 0x3031...0x303F, 0x3040...0xD7FF, 0xF900...0xFD3D,
        0xFD40...0xFDCF, 0xFDF0...0xFE1F, 0xFE30...0xFE44, 0xFE47...0xFFFD, 0x10000...0x1FFFD, 0x20000...0x2FFFD,
        0x30000...0x3FFFD, 0x40000...0x4FFFD, 0x50000...0x5FFFD, 0x60000...0x6FFFD, 0x70000...0x7FFFD,
        0x80000...0x8FFFD, 0x90000...0x9FFFD, 0xA0000...0xAFFFD, 0xB0000...0xBFFFD, 0xC0000...0xCFFFD,
        0xD0000...0xDFFFD, 0xE0000...0xEFFFD,
    ]

    /// The combining marks identifier-character adds, TSPL "Lexical Structure".
    private static let swiftCombiningRanges: [ClosedRange<UInt32>] = [0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F]

    /// TSPL "Keywords and Punctuation": the keywords of declarations, statements, expressions and
    /// types, patterns, and those reserved in particular contexts.
    static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "private",
        "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard",
        "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "_",
        "associativity", "async", "convenience", "didSet", "dynamic", "final", "get", "indirect", "infix", "lazy",
        "left", "mutating", "none", "nonmutating", "optional", "override", "package", "postfix", "precedence",
        "prefix", "Protocol", "required", "right", "set", "some", "Type", "unowned", "weak", "willSet",
    ]

    /// The modules and types the generated files name; a type of that name would shadow them.
    static let namesInGeneratedCode: Set<String> = [
        "SwiftUI", "UIKit", "UniversalGlass", "View", "ViewModifier", "ViewBuilder", "PrimitiveButtonStyle",
        "ButtonStyle", "Button", "Color", "Capsule", "RoundedRectangle", "Rectangle", "EdgeInsets", "ZStack",
        "Environment", "Content", "Configuration", "Context", "Bool", "CGFloat", "UIColor", "UIViewRepresentable",
        "UIVisualEffectView", "UIGlassEffect", "UniversalGlassShadow", "TWStyle",
    ]
}
