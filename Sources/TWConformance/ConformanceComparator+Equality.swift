import TWJSON
import TWResolve

/// Equality facts: `sameAs` (the listed fields resolve equal to those of
/// another class string) and `sameAsTyped` with `sameFields` (equal to a typed `TWStyle`, which
/// the reviewed tables write as the class string of the same style), field by field in the
/// resolution model.
extension ConformanceComparator {
    /// Case field names → paths in the `twkit.resolution/1` document, where they differ.
    static let resolutionPaths: [String: String] = [
        "borderColor": "border.color", "borderWidth": "border.width", "minimumHeight": "frame.minHeight",
        "minHeight": "frame.minHeight", "maxWidth": "frame.maxWidth", "width": "frame.width", "height": "frame.height",
        "tracking": "text.tracking", "lineSpacing": "text.lineSpacing", "rotationDegrees": "transform.rotation",
    ]
    /// Members that describe how a string was written, not what it resolves to.
    static let writingMembers: Set<String> = ["classes", "provenance", "overridden", "ignored", "diagnostics", "dynamic"]

    func sameAs(_ expected: JSON) throws(ConformanceSetupError) -> [ConformanceDifference] {
        guard let fields = expected.objectValue, let other = fields["classes"]?.stringValue else {
            throw .invalid("expect `sameAs`: expected {classes, fields}")
        }
        let names = try fieldNames(fields["fields"], "sameAs.fields")
        return compareFields(with: other, names, key: "sameAs")
    }

    func sameAsTyped(_ expected: JSON, fields: JSON?) throws(ConformanceSetupError) -> [ConformanceDifference] {
        guard let expression = expected.stringValue else { throw .invalid("expect `sameAsTyped`: expected a typed TWStyle expression") }
        guard let classes = subject.environment.phrases.typedStyle(expression) else {
            throw .unsupported("expect `sameAsTyped`: no reviewed class string for the typed style \(expression)")
        }
        return compareFields(with: classes, try fieldNames(fields, "sameFields"), key: "sameAsTyped")
    }

    private func fieldNames(_ value: JSON?, _ key: String) throws(ConformanceSetupError) -> [String]? {
        guard let value else { return nil }
        guard let list = value.arrayValue, list.allSatisfy({ $0.stringValue != nil }) else {
            throw .invalid("expect `\(key)`: expected an array of field names")
        }
        return list.compactMap(\.stringValue)
    }

    /// Compares the named fields (all of them when nil) of the case's resolution and `other`'s.
    private func compareFields(with other: String, _ names: [String]?, key: String) -> [ConformanceDifference] {
        let mine = subject.resolution
        let theirs = ConformanceSubject(environment: subject.environment, classes: other).resolution
        let paths = names ?? Mirror(reflecting: mine).children.compactMap(\.label).filter { !Self.writingMembers.contains($0) }
        var result: [ConformanceDifference] = []
        for name in paths {
            let path = Self.resolutionPaths[name] ?? name
            let left = Self.value(at: path, in: mine), right = Self.value(at: path, in: theirs)
            if left != right {
                result.append(ConformanceDifference(field: "\(key).\(name)", expected: "equal to `\(other)`: \(right ?? "unset")", actual: left ?? "unset"))
            }
        }
        return result
    }

    /// The field at a dotted path of the resolution model (`padding.leading`, `border.color`),
    /// written out for comparison; nil when unset. Read by reflection, so that every member of
    /// ``Resolution`` can be compared without a second list of them.
    static func value(at path: String, in resolution: Resolution) -> String? {
        var current: Any = resolution
        for part in path.split(separator: ".") {
            guard let unwrapped = unwrap(current),
                let child = Mirror(reflecting: unwrapped).children.first(where: { $0.label == String(part) })
            else { return nil }
            current = child.value
        }
        return unwrap(current).map { String(describing: $0) }
    }

    /// The value inside an optional, or nil for `nil`.
    private static func unwrap(_ value: Any) -> Any? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return mirror.children.first.map { unwrap($0.value) } ?? nil
    }
}
