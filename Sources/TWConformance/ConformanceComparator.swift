import Foundation
import TWJSON
import TWSyntax
import TWResolve

/// Compares one `expect` field of a case with what TWKit resolved (conformance README, "Expect
/// keys"). Returns the differences, empty on a match, or throws `unsupported` for a field the
/// model cannot represent.
struct ConformanceComparator {
    let subject: ConformanceSubject
    /// Absolute tolerance of float fields: the case's `tolerance`, or 1e-9.
    let tolerance: Double
    /// The case's whole `expect`, for keys read together (`sameAsTyped` with `sameFields`).
    var expectations: [String: JSON] = [:]

    /// Expect keys the model cannot represent, with the reason written in reports.
    /// (None today: every key of the conformance README is compared.)
    static let unsupportedExpectKeys: [String: String] = [:]

    func compare(_ key: String, _ expected: JSON) throws(ConformanceSetupError) -> [ConformanceDifference] {
        if let reason = Self.unsupportedExpectKeys[key] { throw .unsupported("expect `\(key)`: \(reason)") }
        if let result = try compareMotion(key, expected) { return result }
        let expected = interpolatedExpectation(expected)
        let r = subject.resolution
        let button = r.button
        switch key {
        case "tolerance":
            return []
        case "error": return try error(expected)
        case "nativeSlots": return try nativeSlots(expected)
        case "pipeline": return try pipeline(expected)
        case "clipsContent", "renderedFont", "renderedForeground", "overridesInheritedLineLimit": return try renderingFact(key, expected)
        case "sameAs": return try sameAs(expected)
        case "sameAsTyped": return try sameAsTyped(expected, fields: expectations["sameFields"])
        case "sameFields": return []  // read with sameAsTyped
        case "secondSurfacePaddingAdds":
            // Two surfaces each apply their own padding, so the insets add (reference §11.2).
            let paddings = Self.pipelineCalls(subject).filter { $0.name == "padding" }.count
            return bool(key, expected, subject.environment.secondSurface != nil && paddings >= 2)
        case "argumentRaw":
            // The raw argument the case's app utility received (one utility a case).
            let received = Resolver(theme: subject.theme).utilityArguments(subject.classes, context: subject.context).compactMap(\.raw)
            return received.contains(expected.stringValue ?? "\u{0}")
                ? [] : [diff(key, expected, received.isEmpty ? "no utility argument" : received.map { "\"\($0)\"" }.joined(separator: ", "))]
        case "valid": return bool(key, expected, r.valid)
        case "undecorated": return bool(key, expected, r.undecorated || !subject.environment.styled)
        case "padding":
            let edges: [String: Double] = ["top": r.padding.top, "leading": r.padding.leading, "bottom": r.padding.bottom, "trailing": r.padding.trailing]
            return try members(key, expected) { edge, value throws(ConformanceSetupError) in
                guard let actual = edges[edge] else { throw .invalid("expect `padding.\(edge)` is not an edge") }
                return number("padding.\(edge)", value, actual)
            }
        case "radius": return try radius(key, expected, r.radius)
        case "borderWidth": return number(key, expected, r.border?.width ?? 0)
        case "borderColor": return try color(key, expected, r.border?.color)
        case "font":
            if expected == .null { return r.font == nil ? [] : [diff(key, expected, fontText(r.font))] }
            guard let token = try tokenName(expected, key) else { return [] }
            return r.font?.token == token ? [] : [diff(key, expected, fontText(r.font))]
        case "fontRole": return string(key, expected, r.font?.role)
        case "fontSize": return number(key, expected, r.font?.size)
        case "weight": return string(key, expected, r.weight?.rawValue)
        case "foreground": return try color(key, expected, r.foreground)
        case "background": return try color(key, expected, r.background)
        case "opacity": return number(key, expected, r.opacity)
        case "width": return number(key, expected, r.frame.width)
        case "height": return number(key, expected, r.frame.height)
        case "minWidth": return number(key, expected, r.frame.minWidth)
        case "maxWidth": return number(key, expected, r.frame.maxWidth)
        case "minHeight": return number(key, expected, r.frame.minHeight)
        case "maxHeight": return number(key, expected, r.frame.maxHeight)
        case "expandsWidth": return bool(key, expected, r.frame.expandsWidth)
        case "tracking": return number(key, expected, r.text.tracking)
        case "lineSpacing": return number(key, expected, r.text.lineSpacing)
        case "textAlignment": return string(key, expected, r.text.alignment?.rawValue)
        case "lineLimit":
            let actual = r.text.lineLimitRemoved ? "\"none\"" : r.text.lineLimit.map { String($0) } ?? "null"
            let wanted: String
            switch expected {
            case .int, .double: wanted = format(expected.doubleValue!)
            case .string(let text): wanted = "\"\(text)\""
            default: wanted = "null"
            }
            return wanted == actual ? [] : [ConformanceDifference(field: key, expected: wanted, actual: actual)]
        case "offset", "scale":
            let pair = key == "offset" ? (r.transform.offsetX, r.transform.offsetY) : (r.transform.scaleX, r.transform.scaleY)
            return try members(key, expected) { axis, value throws(ConformanceSetupError) in
                guard axis == "x" || axis == "y" else { throw .invalid("expect `\(key).\(axis)`: expected x or y") }
                return number("\(key).\(axis)", value, axis == "x" ? pair.0 : pair.1)
            }
        case "rotationDegrees": return number(key, expected, r.transform.rotation)
        case "blur": return number(key, expected, r.transform.blur)
        case "shadow":
            if expected == .null { return string(key, expected, r.shadow?.token) }
            return string(key, .string(try tokenName(expected, key) ?? ""), r.shadow?.token)
        case "motion":
            return try members(key, expected) { field, value throws(ConformanceSetupError) in
                switch field {
                case "preset": return string("motion.preset", value, r.motion.preset)
                case "duration": return number("motion.duration", value, r.motion.duration)
                case "delay": return number("motion.delay", value, r.motion.delay)
                default: throw .invalid("expect `motion.\(field)`: expected preset, duration or delay")
                }
            }
        case "surface": return string(key, expected, subject.surfaceRole?.rawValue)
        case "fill": return string(key, expected, r.surface?.fill.kind.rawValue)
        case "fillColor": return try color(key, expected, r.surface?.fill.color)
        case "fillOpaque":
            let hex = r.surface?.fill.color?.hex
            return bool(key, expected, hex.map { $0.count == 7 } ?? false)
        case "edge": return try edge(expected)
        case "shape": return try shape(expected)
        case "shadowDrawn": return bool(key, expected, r.surface?.shadow?.drawn ?? false)
        case "keepsSystemPresentation": return bool(key, expected, r.presentation?.keepsSystemPresentation)
        case "usesGlassUnaffectedByReduceTransparency": return accessibilityStable(expected)
        case "prominent": return bool(key, expected, subject.table.flag(.prominent) ?? false)
        case "glassInteractive": return bool(key, expected, subject.table.flag(.glassInteractive) ?? false)
        case "glassTint":
            return try color(key, expected, subject.table.color(.glassTint).map { subject.theme.resolve($0, scheme: subject.context.scheme) })
        case "buttonBezel": return string(key, expected, button?.bezel?.rawValue)
        case "buttonStyle": return string(key, expected, button?.style.rawValue)
        case "controlSize": return string(key, expected, (button?.controlSize ?? subject.table.controlSize)?.rawValue)
        case "tint": return try color(key, expected, button?.tint)
        case "labelColor": return try color(key, expected, button?.labelColor)
        case "labelFont":
            return try members(key, expected) { field, value throws(ConformanceSetupError) in
                switch field {
                case "font":
                    let token = try tokenName(value, "labelFont.font")
                    return r.font?.token == token ? [] : [diff("labelFont.font", value, fontText(r.font))]
                case "weight": return string("labelFont.weight", value, r.weight?.rawValue)
                default: throw .invalid("expect `labelFont.\(field)`: expected font or weight")
                }
            }
        case "borderShape": return try borderShape(expected)
        case "labelPaddingApplied":
            let padded = [r.padding.top, r.padding.leading, r.padding.bottom, r.padding.trailing].contains { $0 > 0 }
            return bool(key, expected, button != nil && padded)
        case "ignored":
            guard let list = expected.arrayValue?.compactMap(\.stringValue) else { throw .invalid("expect `ignored`: expected an array of classes") }
            let actual = r.ignored.map(\.class)
            return Set(list) == Set(actual)
                ? [] : [ConformanceDifference(field: key, expected: render(expected), actual: "[\(actual.joined(separator: ", "))]")]
        case "inheritsForeground": return bool(key, expected, r.inheritsForeground)
        case "group": return string(key, expected, r.group)
        case "sharedID": return string(key, expected, r.shared?.id)
        case "sharedGroup": return string(key, expected, r.shared?.group)
        case "sharedProperties": return string(key, expected, r.shared?.properties.rawValue)
        case "sharedSource": return bool(key, expected, r.shared?.source)
        case "contrast": return try contrast(expected)
        default:
            throw .unsupported("expect `\(key)` is not a key of the case format")
        }
    }

    // MARK: Scalars

    func diff(_ field: String, _ expected: JSON, _ actual: String) -> ConformanceDifference {
        ConformanceDifference(field: field, expected: render(expected), actual: actual)
    }

    func number(_ field: String, _ expected: JSON, _ actual: Double?) -> [ConformanceDifference] {
        switch expected {
        case .null:
            return actual == nil ? [] : [diff(field, expected, format(actual!))]
        case .int, .double:
            let value = expected.doubleValue!
            guard let actual, abs(actual - value) <= tolerance else { return [diff(field, expected, actual.map(format) ?? "null")] }
            return []
        default:
            return [diff(field, expected, "(the case's value is not a number)")]
        }
    }

    func bool(_ field: String, _ expected: JSON, _ actual: Bool?) -> [ConformanceDifference] {
        let actualValue: JSON = actual.map { .bool($0) } ?? .null
        return expected == actualValue ? [] : [diff(field, expected, render(actualValue))]
    }

    private func string(_ field: String, _ expected: JSON, _ actual: String?) -> [ConformanceDifference] {
        let actualValue: JSON = actual.map { .string($0) } ?? .null
        return expected == actualValue ? [] : [diff(field, expected, render(actualValue))]
    }

    private func members(
        _ key: String, _ expected: JSON,
        _ each: (String, JSON) throws(ConformanceSetupError) -> [ConformanceDifference]
    ) throws(ConformanceSetupError) -> [ConformanceDifference] {
        guard let object = expected.objectValue else { throw .invalid("expect `\(key)`: expected an object") }
        var result: [ConformanceDifference] = []
        for name in object.keys.sorted() { result += try each(name, object[name]!) }
        return result
    }

    /// `token:<name>` to `<name>`; nil for `null`.
    private func tokenName(_ value: JSON, _ key: String) throws(ConformanceSetupError) -> String? {
        if value == .null { return nil }
        guard let text = value.stringValue, text.hasPrefix("token:") else { throw .invalid("expect `\(key)`: expected token:<name> or null") }
        return String(text.dropFirst("token:".count))
    }

    private func fontText(_ font: Resolution.Font?) -> String {
        guard let font else { return "null" }
        if let token = font.token { return "token:\(token) (\(font.role ?? "?"))" }
        return font.size.map { "system size \(format($0))" } ?? "?"
    }

    /// A radius: points, or `token:<radius>` meaning the theme's radius token.
    private func radiusPoints(_ value: JSON, _ key: String) throws(ConformanceSetupError) -> Double? {
        switch value {
        case .null: return nil
        case .int, .double: return value.doubleValue
        case .string:
            guard let token = try tokenName(value, key), let points = subject.theme.radii[token] else {
                throw .invalid("expect `\(key)`: unknown radius token")
            }
            return points
        default: throw .invalid("expect `\(key)`: expected points or token:<radius>")
        }
    }

    private func radius(_ key: String, _ expected: JSON, _ actual: Double?) throws(ConformanceSetupError) -> [ConformanceDifference] {
        let wanted = try radiusPoints(expected, key)
        return number(key, wanted.map { .double($0) } ?? .null, actual).map {
            var d = $0; d.expected = render(expected); return d
        }
    }

    // MARK: Colours

    func color(_ field: String, _ expected: JSON, _ actual: ResolvedColor?) throws(ConformanceSetupError) -> [ConformanceDifference] {
        let shown = actual?.summary ?? "null"
        guard let text = expected.stringValue else {
            if expected == .null { return actual == nil ? [] : [diff(field, expected, shown)] }
            throw .invalid("expect `\(field)`: expected a colour string or null")
        }
        let scheme = subject.context.scheme
        let matches: Bool
        if text == "nonnull" {
            matches = actual != nil
        } else if text.hasPrefix("token:") {
            let token = String(text.dropFirst("token:".count))
            let hex = subject.theme.color(token, in: scheme)?.hex
            matches = actual?.token == token || (actual?.token == nil && hex != nil && actual?.hex == hex && actual?.opacity == nil)
        } else if text.hasPrefix("hex:") {
            matches = normalizedHex(String(text.dropFirst("hex:".count))) == actual?.hex.map(normalizedHex)
        } else if text.hasPrefix("native:") {
            matches = actual?.native == String(text.dropFirst("native:".count))
        } else if let described = Self.describedColors.first(where: { text.hasPrefix($0.prefix) }) {
            // Pixel-test facts written as prose (documented in Docs/Decisions.md).
            matches = actual.map { described.matches($0) } ?? false
        } else if let open = text.range(of: "(theme "), let close = text[open.upperBound...].firstIndex(of: ")") {
            let token = String(text[open.upperBound..<close])
            matches = actual?.token == token
        } else {
            throw .unsupported("expect `\(field)`: \"\(text)\" describes pixels, not a colour the model can compare")
        }
        return matches ? [] : [diff(field, expected, shown)]
    }

    /// Prose colour facts from swiftcn's pixel tests and the native colours they describe.
    static let describedColors: [(prefix: String, matches: @Sendable (ResolvedColor) -> Bool)] = [
        ("system-label", { ["labelColor", "label", "primary"].contains($0.native ?? "") }),
        ("system-disabled", { ["disabledControlTextColor", "tertiaryLabel"].contains($0.native ?? "") }),
    ]

    private func normalizedHex(_ hex: String) -> String {
        let lowered = hex.lowercased()
        guard let rgba = RGBA(hex: lowered) else { return lowered }
        return rgba.hex
    }

    // MARK: Surfaces and buttons

    /// `themed` is any fallback edge; `themed-standard` the fallback edge at standard contrast
    /// (soft on a material, standard on a solid fill); `themed-strong` the Increase Contrast edge;
    /// `{color, width}` an explicit border (Docs/Decisions.md).
    private func edge(_ expected: JSON) throws(ConformanceSetupError) -> [ConformanceDifference] {
        let edge = subject.resolution.surface?.edge
        let shown =
            edge.map { edge in
                edge.source == .fallback
                    ? "fallback \(edge.strength?.rawValue ?? "?") \(edge.color?.summary ?? "")"
                    : edge.source == .none ? "none" : "border \(edge.color?.summary ?? "?") width \(format(edge.width))"
            } ?? "no surface"
        switch expected {
        case .null:
            return edge == nil || edge?.source == EdgeSource.none ? [] : [diff("edge", expected, shown)]
        case .string(let name):
            let matches: Bool
            switch name {
            case "themed": matches = edge?.source == .fallback
            case "themed-standard": matches = edge?.source == .fallback && edge?.strength != .strong
            case "themed-strong": matches = edge?.source == .fallback && edge?.strength == .strong
            default: throw .invalid("expect `edge`: unknown edge \"\(name)\"")
            }
            return matches ? [] : [diff("edge", expected, shown)]
        case .object(let fields):
            guard let edge, edge.source == .borderClass else { return [diff("edge", expected, shown)] }
            var result: [ConformanceDifference] = []
            if let color = fields["color"] { result += try self.color("edge.color", color, edge.color) }
            if let width = fields["width"] { result += number("edge.width", width, edge.width) }
            return result
        default:
            throw .invalid("expect `edge`: expected a string, an object or null")
        }
    }

    private func shape(_ expected: JSON) throws(ConformanceSetupError) -> [ConformanceDifference] {
        let shape = subject.resolution.surface?.shape
        let shown = shape.map { $0.kind == .capsule ? "capsule" : "roundedRectangle \(format($0.radius))" } ?? "no surface"
        switch expected {
        case .string("capsule"):
            return shape?.kind == .capsule ? [] : [diff("shape", expected, shown)]
        case .object(let fields):
            guard let radius = fields["roundedRectangle"] else { throw .invalid("expect `shape`: expected capsule or {roundedRectangle}") }
            let points = try radiusPoints(radius, "shape.roundedRectangle")
            guard let shape, shape.kind == .roundedRectangle, let points, abs(shape.radius - points) <= tolerance else {
                return [diff("shape", expected, shown)]
            }
            return []
        default:
            throw .invalid("expect `shape`: expected capsule or {roundedRectangle}")
        }
    }

    private func borderShape(_ expected: JSON) throws(ConformanceSetupError) -> [ConformanceDifference] {
        let button = subject.resolution.button
        let shown = button.map { $0.borderShape.rawValue + ($0.borderRadius.map { " \(format($0))" } ?? "") } ?? "no button"
        switch expected {
        case .string(let kind):
            // The file names a border shape in its own words: map it explicitly.
            return button.map { $0.borderShape.rawValue == kind } == true ? [] : [diff("borderShape", expected, shown)]
        case .object(let fields):
            guard let radius = fields["roundedRectangle"] else { throw .invalid("expect `borderShape`: expected a kind or {roundedRectangle}") }
            let points = try radiusPoints(radius, "borderShape.roundedRectangle")
            guard let button, button.borderShape == .roundedRectangle, let actual = button.borderRadius, let points,
                abs(actual - points) <= tolerance
            else { return [diff("borderShape", expected, shown)] }
            return []
        default:
            throw .invalid("expect `borderShape`: expected a kind or {roundedRectangle}")
        }
    }

    /// The native control style (and whether the role uses glass) is the same with and without
    /// Reduce Transparency (reference §8.2, seed "Native buttons").
    private func accessibilityStable(_ expected: JSON) -> [ConformanceDifference] {
        let off = subject.with { $0.reduceTransparency = false }
        let on = subject.with { $0.reduceTransparency = true }
        func glass(_ subject: ConformanceSubject) -> Bool? {
            subject.surfaceRole.map { SurfaceDecision(context: subject.context).usesGlass($0) }
        }
        let stable = glass(off) == glass(on) && off.resolution.button?.style == on.resolution.button?.style
        let shown =
            "style \(off.resolution.button?.style.rawValue ?? "none") / \(on.resolution.button?.style.rawValue ?? "none") without / with Reduce Transparency"
        return expected == .bool(stable) ? [] : [diff("usesGlassUnaffectedByReduceTransparency", expected, shown)]
    }

    // MARK: Errors and contrast

    private func error(_ expected: JSON) throws(ConformanceSetupError) -> [ConformanceDifference] {
        guard let fields = expected.objectValue, let kind = fields["kind"]?.stringValue else {
            throw .invalid("expect `error`: expected {kind, detail?, message?}")
        }
        let resolution = subject.resolution
        if !subject.staleReferences.isEmpty {
            let detail = fields["detail"]?.stringValue
            let matches = (kind == "invalid" || kind == "unknownClass") && (detail == nil || subject.staleReferences.contains(detail!))
            return matches ? [] : [diff("error", expected, "unknownClass(\(subject.staleReferences.joined(separator: ", "))) on re-expansion")]
        }
        let shownDiagnostics =
            resolution.diagnostics.isEmpty
            ? "valid (no error)"
            : resolution.diagnostics.map { "\($0.kind.rawValue)(\($0.detail)): \($0.message)" }.joined(separator: "; ")
        if resolution.valid { return [diff("error", expected, shownDiagnostics)] }
        var candidates = resolution.diagnostics
        // The file names swiftcn's error kinds by their raw values.
        if kind != "invalid" { candidates = candidates.filter { $0.kind.rawValue == kind } }
        if let detail = fields["detail"]?.stringValue { candidates = candidates.filter { $0.detail == detail } }
        if let target = fields["expectedTarget"]?.stringValue {
            // swiftcn's text: `swiftcn class resize requires .tw directly on a native image`.
            candidates = candidates.filter { $0.kind == .unsupportedTarget && $0.message.contains("directly on a native \(target)") }
        }
        if let message = fields["message"]?.stringValue {
            // TWKit keeps swiftcn's text first and may add the precise reason in parentheses.
            candidates = candidates.filter { $0.message == message || $0.message.hasPrefix(message + " (") }
        }
        return candidates.isEmpty ? [diff("error", expected, shownDiagnostics)] : []
    }

    /// WCAG contrast of two theme tokens in the case's scheme, after checking that the classes
    /// resolve to those tokens.
    private func contrast(_ expected: JSON) throws(ConformanceSetupError) -> [ConformanceDifference] {
        guard let fields = expected.objectValue, let foregroundValue = fields["foreground"], let backgroundValue = fields["background"],
            let minimum = fields["minRatio"]?.doubleValue,
            let foreground = try tokenName(foregroundValue, "contrast.foreground"),
            let background = try tokenName(backgroundValue, "contrast.background")
        else {
            throw .invalid("expect `contrast`: expected {foreground: token:…, background: token:…, minRatio}")
        }
        var result = try color("contrast.foreground", foregroundValue, subject.resolution.foreground)
        result += try color("contrast.background", backgroundValue, subject.resolution.background)
        let scheme = subject.context.scheme
        guard let front = subject.theme.color(foreground, in: scheme), let back = subject.theme.color(background, in: scheme) else {
            return result + [diff("contrast", expected, "a token is not in the theme")]
        }
        let ratio = front.contrastRatio(on: back)
        if ratio < minimum {
            result.append(
                ConformanceDifference(
                    field: "contrast", expected: "\(foreground) on \(background) >= \(format(minimum)):1",
                    actual: "\(String(format: "%.2f", ratio)):1 (\(front.hex) on \(back.hex))"))
        }
        return result
    }
}

// MARK: Rendering values

func format(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return String(value)
}

func render(_ value: JSON) -> String {
    switch value {
    case .null: return "null"
    case .bool(let flag): return flag ? "true" : "false"
    case .int(let number): return format(Double(number))
    case .double(let number): return format(number)
    case .string(let text): return "\"\(text)\""
    case .array(let items): return "[" + items.map(render).joined(separator: ", ") + "]"
    case .object(let members): return "{" + members.keys.sorted().map { "\($0): \(render(members[$0]!))" }.joined(separator: ", ") + "}"
    }
}
