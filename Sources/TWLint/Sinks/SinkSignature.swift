import TWEmit

/// A function or initialiser that takes class strings through some of its parameters: swiftcn's
/// components (`CNBadge(_:variant:content:)`, `CNCard(_:spacing:content:)`) and a project's own
/// views and helpers (`Surface(classes:)`), found by the parameters' types.
///
/// ```swift
/// public init(_ title: LocalizedStringKey, variant: CNBadgeVariant = .primary, classes: TWClasses = "")
/// //          ^ not classes                                                     ^ classes, default ""
/// ```
public struct SinkSignature: Sendable, Hashable, Codable {
    /// The type's name for an initialiser (`CNBadge`), the function's name otherwise (`demo`).
    public var name: String
    /// True for `init(…)`: called as `Name(…)`. False for a function: `name(…)` or `.name(…)`.
    public var isInitializer: Bool
    /// The parameters in order.
    public var parameters: [SinkParameter]

    public init(name: String, isInitializer: Bool, parameters: [SinkParameter]) {
        self.name = name
        self.isInitializer = isInitializer
        self.parameters = parameters
    }

    /// True when some parameter takes class strings.
    public var takesClasses: Bool { parameters.contains { $0.takesClasses } }
}

/// One parameter of a ``SinkSignature``.
public struct SinkParameter: Sendable, Hashable, Codable {
    /// The argument label; nil for `_` (a positional argument).
    public var label: String?
    /// True for `TWClasses`, `TWClasses?`, `TWStyle` (a string literal is `.classes(…)`) and a
    /// `String` named `classes`: its string arguments are class strings.
    public var takesClasses: Bool
    /// True when the parameter has a default value.
    public var hasDefault: Bool
    /// A class parameter's default when it is a string literal (`"input"`), else nil.
    public var defaultClasses: String?
    /// True for a function type (`() -> Content`, `@escaping () -> Void`): a trailing closure may
    /// fill it.
    public var isClosure: Bool
    /// True for `T...`: it takes the following unlabelled arguments too.
    public var isVariadic: Bool

    public init(
        label: String?, takesClasses: Bool, hasDefault: Bool = false, defaultClasses: String? = nil,
        isClosure: Bool = false, isVariadic: Bool = false
    ) {
        self.label = label
        self.takesClasses = takesClasses
        self.hasDefault = hasDefault
        self.defaultClasses = defaultClasses
        self.isClosure = isClosure
        self.isVariadic = isVariadic
    }
}

extension SinkSignature {
    /// The declaration as Swift that ``SwiftSourceScanner/signatures(in:publicOnly:)`` reads back:
    /// `init(_ classes: TWClasses = "", variant: Any = x, content: () -> Any)` for an
    /// initialiser (to stand inside `extension CNBadge { … }`), `func demo(_ classes: TWClasses)`
    /// for a function. Only what binding needs is kept: labels, which parameters take classes,
    /// defaults, closures, variadics.
    public var interfaceDeclaration: String {
        let list = parameters.enumerated().map { index, parameter in
            let name = "p\(index)"
            var text = parameter.label.map { "\($0) \(name)" } ?? "_ \(name)"
            text += parameter.takesClasses ? ": TWClasses" : parameter.isClosure ? ": () -> Any" : ": Any"
            if parameter.isVariadic { text += "..." }
            if parameter.hasDefault {
                if let classes = parameter.defaultClasses {
                    text += " = " + SwiftSourceText.stringLiteral(classes)
                } else {
                    text += " = x"
                }
            }
            return text
        }.joined(separator: ", ")
        return isInitializer ? "init(\(list))" : "func \(name)(\(list))"
    }

    /// Swift source declaring `signatures` (initialisers inside `extension Type { … }`).
    public static func interface(_ signatures: [SinkSignature]) -> String {
        var lines: [String] = []
        var currentType: String?
        for signature in signatures {
            let type = signature.isInitializer ? signature.name : nil
            if type != currentType {
                if currentType != nil { lines.append("}") }
                if let type { lines.append("extension \(type) {") }
                currentType = type
            }
            lines.append(type == nil ? signature.interfaceDeclaration : "    " + signature.interfaceDeclaration)
        }
        if currentType != nil { lines.append("}") }
        return lines.joined(separator: "\n") + "\n"
    }
}
