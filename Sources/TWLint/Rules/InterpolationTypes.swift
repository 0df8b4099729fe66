import Foundation
import TWResolve

/// The typed value of a Swift interpolation where the source shows it: a
/// literal (`\(12)`, `\(1.5)`, `\("x")`), a colour or a special number (`\(Color.blue)`,
/// `\(Double.nan)`), a simple constructor (`CGFloat(4)`, `CGSize(width: 1, height: 2)`,
/// `Angle.degrees(45)`), or a name declared in the file with a literal or a type
/// (`let tilt: Double = 8`, `let brand: Color = …`). A name whose type the file gives but whose
/// value it does not stands for a representative value of that type, which every check that
/// accepts some value of the type accepts; a `String` of unknown value stays unchecked.
enum InterpolationTypes {
    /// The value of an interpolated expression, or nil when the source does not show it.
    static func value(of expression: String, names: [String: InterpolatedValue]) -> InterpolatedValue? {
        value(of: expression) { names[$0] }
    }

    /// ``value(of:names:)`` with the names looked up one at a time.
    static func value(of expression: String, name lookup: (String) -> InterpolatedValue?) -> InterpolatedValue? {
        // Most expressions are a bare name with nothing to trim and no literal form: both tests
        // are cheap, the trimming and the literal forms are not.
        let untrimmed =
            expression.unicodeScalars.first.map(CharacterSet.whitespaces.contains) == false
            && expression.unicodeScalars.last.map(CharacterSet.whitespaces.contains) == false
        let text = untrimmed ? expression : expression.trimmingCharacters(in: .whitespaces)
        if mayBeLiteral(text), let value = literal(text) { return value }
        return lookup(text)
    }

    /// False when ``literal(_:)`` cannot read `text`: every literal form starts with a digit or
    /// `-`, or holds a `.`, `(` or `"`.
    private static func mayBeLiteral(_ text: String) -> Bool {
        guard let first = text.first else { return false }
        return first.isNumber || first == "-" || text.contains { $0 == "." || $0 == "(" || $0 == "\"" }
    }

    /// `let`/`var` declarations of a file whose value or type the source gives, by name. A name
    /// declared twice differently is left out.
    static func names(in source: String) -> [String: InterpolatedValue] {
        names(in: Array(source.utf8))
    }

    /// ``names(in:)-(String)`` of a file's bytes.
    static func names(in source: [UInt8]) -> [String: InterpolatedValue] {
        var result: [String: InterpolatedValue] = [:]
        var conflicting: Set<String> = []
        for declaration in DeclarationScanner.declarations(in: source) {
            guard let value = value(of: declaration) else { continue }
            if let existing = result[declaration.name], existing != value { conflicting.insert(declaration.name) }
            result[declaration.name] = value
        }
        for name in conflicting { result[name] = nil }
        return result
    }

    /// The value ``names(in:)-([UInt8])`` gives `name`, read from the file's declarations (in
    /// source order) only for that name: a file has many declarations and few interpolated names.
    static func value(ofName name: String, in declarations: [DeclarationScanner.Declaration]) -> InterpolatedValue? {
        var result: InterpolatedValue?
        for declaration in declarations where declaration.name == name {
            guard let value = value(of: declaration) else { continue }
            if let existing = result, existing != value { return nil }
            result = value
        }
        return result
    }

    /// The value one declaration gives its name: its literal read with its type, else a
    /// representative of its type.
    private static func value(of declaration: DeclarationScanner.Declaration) -> InterpolatedValue? {
        let type = declaration.type
        var value = declaration.initializer.flatMap(literal)
        if type == "Color", let initializer = declaration.initializer, initializer.hasPrefix("."), initializer.dropFirst().allSatisfy({ $0.isLetter }) {
            value = .color(String(initializer.dropFirst()))
        }
        if let type, let typed = value.map({ retyped($0, as: type) }) { value = typed }
        if value == nil, let type { value = representative(type) }
        return value
    }

    private static func literal(_ text: String) -> InterpolatedValue? {
        if let int = Int(text), text.allSatisfy({ $0.isNumber || $0 == "-" }) { return .int(int) }
        if text.first.map({ $0.isNumber || $0 == "-" }) == true, text.contains("."), let double = Double(text) { return .double(double) }
        if text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\""), !text.contains("\\") {
            return .string(String(text.dropFirst().dropLast()))
        }
        for prefix in ["Color.", "SwiftUI.Color.", "Color(."] {
            guard text.hasPrefix(prefix) else { continue }
            var name = String(text.dropFirst(prefix.count))
            if prefix == "Color(." { guard name.hasSuffix(")") else { return nil }; name.removeLast() }
            guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber }) else { return nil }
            return .color(name)
        }
        for type in ["Double", "CGFloat", "Float"] {
            let make: (Double) -> InterpolatedValue = type == "CGFloat" ? { .cgFloat($0) } : { .double($0) }
            switch text {
            case "\(type).nan": return make(.nan)
            case "\(type).infinity": return make(.infinity)
            case "-\(type).infinity": return make(-.infinity)
            default: break
            }
            if text.hasPrefix("\(type)("), text.hasSuffix(")"), let number = Double(text.dropFirst(type.count + 1).dropLast()) { return make(number) }
        }
        if let (first, second) = pair(text, "CGSize(width:", "height:") { return .size(width: first, height: second) }
        if let (first, second) = pair(text, "CGPoint(x:", "y:") { return .point(x: first, y: second) }
        for (prefix, factor) in [("Angle.degrees(", 1.0), (".degrees(", 1.0), ("Angle.radians(", 180 / Double.pi), (".radians(", 180 / Double.pi)] {
            if text.hasPrefix(prefix), text.hasSuffix(")"), let number = Double(text.dropFirst(prefix.count).dropLast()) {
                return .angle(degrees: number * factor)
            }
        }
        return nil
    }

    private static func pair(_ text: String, _ open: String, _ label: String) -> (Double, Double)? {
        guard text.hasPrefix(open), text.hasSuffix(")") else { return nil }
        let inner = text.dropFirst(open.count).dropLast()
        let parts = inner.split(separator: ",", maxSplits: 1)
        guard parts.count == 2 else { return nil }
        let second = parts[1].trimmingCharacters(in: .whitespaces)
        guard second.hasPrefix(label), let x = Double(parts[0].trimmingCharacters(in: .whitespaces)),
            let y = Double(second.dropFirst(label.count).trimmingCharacters(in: .whitespaces))
        else { return nil }
        return (x, y)
    }

    /// A literal read with the declared type (`let w: CGFloat = 4`).
    private static func retyped(_ value: InterpolatedValue, as type: String) -> InterpolatedValue {
        switch (type, value) {
        case ("CGFloat", .int(let number)): return .cgFloat(Double(number))
        case ("CGFloat", .double(let number)): return .cgFloat(number)
        case ("Double", .int(let number)), ("Float", .int(let number)): return .double(Double(number))
        default: return value
        }
    }

    /// A value every check accepting some value of `type` accepts; nil for types left unchecked.
    private static func representative(_ type: String) -> InterpolatedValue? {
        switch type {
        case "Int": .int(1)
        case "Double", "Float": .double(1)
        case "CGFloat": .cgFloat(1)
        case "CGSize": .size(width: 1, height: 1)
        case "CGPoint": .point(x: 1, y: 1)
        case "Angle": .angle(degrees: 0)
        case "Color": .color("primary")
        case "Animation": .animation("default")
        default: nil
        }
    }
}
