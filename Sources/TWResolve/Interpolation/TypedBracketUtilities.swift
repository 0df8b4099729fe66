import TWSyntax

/// The built-in bracket utilities read with a typed argument (swiftcn
/// `TWArgumentUtilities.resolve`): the same fields and ranges as the text form, but every
/// interpolated value is read as itself, so `offset-[\(x),\(y)]` with `Int`s 12 and -4 is the
/// offset (12, -4) without a string round trip (reference §1.3, §3.2).
struct TypedBracketUtilities {
    let catalog: Catalog

    func interpret(prefix: String, argument: TypedArgument) -> Result<[Assignment], CatalogError> {
        if prefix == "animate" { return animation(argument) }
        let (hint, value) = argument.hinted
        if let field = CatalogTables.colorFields[prefix], hint == nil || hint == "color" {
            if let color = value.color {
                return .success([Assignment(field, .color(color))] + (CatalogTables.colorCompanions[prefix] ?? []))
            }
            // A `String` payload or text names a theme token by its raw name.
            let token = value.rawValue
            if catalog.theme.colors[token] != nil {
                return .success([Assignment(field, .color(.token(token)))] + (CatalogTables.colorCompanions[prefix] ?? []))
            }
            if hint == "color" || value.single != nil && value.single?.numeric == nil {
                return .failure(reject(prefix, argument, "a colour takes an interpolated Color, a hex colour or a theme token"))
            }
        }
        guard hint == nil || hint == "length" || hint == "size" else {
            return .failure(CatalogError(.badTypeHint, "unknown type hint `\(hint ?? ""):`; hints are `color:`, `length:` and `size:`"))
        }
        switch prefix {
        case "duration", "delay":
            guard hint == nil, let seconds = value.seconds else {
                return .failure(reject(prefix, argument, "a duration is a finite number of milliseconds, `ms` or `s`"))
            }
            guard seconds >= 0 else { return .failure(CatalogError.negative(prefix)) }
            return .success([Assignment(prefix == "duration" ? .motionDuration : .motionDelay, .number(seconds))])
        case "opacity":
            guard hint == nil, let amount = value.number, (0...1).contains(amount) else {
                return .failure(reject(prefix, argument, "bracket opacity is a finite number from 0 to 1"))
            }
            return .success([Assignment(.opacity, .number(amount))])
        case "rotate":
            guard hint == nil, let degrees = value.degrees else {
                return .failure(reject(prefix, argument, "a rotation is an Angle or a finite number of degrees, `deg` or `rad`"))
            }
            return .success([Assignment(.rotation, .number(degrees))])
        case "scale":
            let parts = value.components
            guard hint == nil, parts.count == 1 || parts.count == 2, let x = parts[0].number, let y = parts[parts.count - 1].number, x >= 0, y >= 0 else {
                return .failure(reject(prefix, argument, "a scale is one or two finite numbers >= 0, or a CGSize"))
            }
            return .success([Assignment(.scale, .pair(x, y))])
        case "offset":
            let parts = value.components
            guard hint == nil, parts.count == 2, let x = parts[0].points, let y = parts[1].points else {
                return .failure(reject(prefix, argument, "an offset is two finite lengths, x and y, or a CGSize"))
            }
            return .success([Assignment(.offset, .pair(x, y))])
        case "line-clamp":
            guard hint == nil, let count = value.integer, count > 0 else { return .failure(reject(prefix, argument, "a line clamp is a whole number > 0")) }
            return .success([Assignment(.lineLimit, .number(Double(count)))])
        default:
            break
        }
        guard let fields = Self.lengthFields(prefix) else {
            return .failure(CatalogError.notBracketUtility(prefix))
        }
        guard let points = value.points else { return .failure(reject(prefix, argument, "a length is a finite number of points, `pt` or `px`")) }
        if prefix == "tracking" { return .success([Assignment(.tracking, .number(points))]) }
        guard points >= 0 else { return .failure(CatalogError(.outOfRange, "`\(argument.rawValue)` is negative; this value must be >= 0")) }
        if prefix == "text" {
            guard points > 0 else { return .failure(CatalogError.nonPositiveFontSize) }
            return .success([Assignment(.font, .fontSize(points))])
        }
        if prefix == "rounded" { return .success([Assignment(.radius, .radius(points, token: nil))]) }
        var assignments = fields.map { Assignment($0, .number(points)) }
        if prefix == "w" || prefix == "size" { assignments.append(Assignment(.expandsWidth, .flag(false))) }
        return .success(assignments)
    }

    /// The fields a length utility writes (swiftcn's point utilities).
    static func lengthFields(_ prefix: String) -> [Field]? {
        if let edges = CatalogTables.paddingEdges[prefix] { return edges }
        switch prefix {
        case "w": return [.width]
        case "h": return [.height]
        case "size": return [.width, .height]
        case "min-w": return [.minWidth]
        case "max-w": return [.maxWidth]
        case "min-h": return [.minHeight]
        case "max-h": return [.maxHeight]
        case "rounded": return [.radius]
        case "border": return [.borderWidth]
        case "text": return [.font]
        case "line-spacing": return [.lineSpacing]
        case "blur": return [.blur]
        case "tracking": return [.tracking]
        default: return nil
        }
    }

    /// `animate-[\(Animation)]` is a fixed preset, `animate-[\(TWAnimation)]` a factory preset
    /// (reference §9.1). The preset keyword is the placeholder, which ``MotionResolver`` reads.
    private func animation(_ argument: TypedArgument) -> Result<[Assignment], CatalogError> {
        switch argument.single {
        case .animation?, .animationPreset?:
            return .success([Assignment(.motionPreset, .keyword(argument.placeholder ?? "{}"))])
        default:
            return .failure(reject("animate", argument, "`animate-[…]` takes one interpolated Animation or TWAnimation"))
        }
    }

    private func reject(_ prefix: String, _ argument: TypedArgument, _ reason: String) -> CatalogError {
        let nonFinite = argument.parts.contains { part in
            if case .value(let value) = part, let number = value.numeric { return !number.isFinite }
            if case .value(.size(let width, let height)) = part { return !(width.isFinite && height.isFinite) }
            return false
        }
        let shown = argument.parts.map { part -> String in
            if case .value(let value) = part { return value.summary }
            if case .literal(let text) = part { return text }
            return ""
        }.joined()
        return CatalogError(nonFinite ? .notFinite : .invalidArgument, "`\(prefix)-[…]` rejects \(shown): \(reason)")
    }
}
