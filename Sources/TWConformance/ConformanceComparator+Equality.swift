import Foundation
import TWResolve

/// Equality facts (issue 13, item 5): `sameAs` (the listed fields resolve equal to those of
/// another class string) and `sameAsTyped` with `sameFields` (equal to a typed `TWStyle`, which
/// the reviewed tables write as the class string of the same style).
extension ConformanceComparator {
    /// Case field names → paths in the `twkit.resolution/1` document, where they differ.
    static let resolutionPaths: [String: String] = [
        "borderColor": "border.color", "borderWidth": "border.width", "minimumHeight": "frame.minHeight",
        "minHeight": "frame.minHeight", "maxWidth": "frame.maxWidth", "width": "frame.width", "height": "frame.height",
        "tracking": "text.tracking", "lineSpacing": "text.lineSpacing", "rotationDegrees": "transform.rotation",
    ]
    /// Members that describe how a string was written, not what it resolves to.
    static let writingMembers: Set<String> = ["classes", "provenance", "overridden", "ignored", "diagnostics", "dynamic"]

    func sameAs(_ expected: JSONValue) throws(ConformanceSetupError) -> [ConformanceDifference] {
        guard let fields = expected.objectValue, let other = fields["classes"]?.stringValue else {
            throw .invalid("expect `sameAs`: expected {classes, fields}")
        }
        let names = try fieldNames(fields["fields"], "sameAs.fields")
        return compareFields(with: other, names, key: "sameAs")
    }

    func sameAsTyped(_ expected: JSONValue, fields: JSONValue?) throws(ConformanceSetupError) -> [ConformanceDifference] {
        guard let expression = expected.stringValue else { throw .invalid("expect `sameAsTyped`: expected a typed TWStyle expression") }
        guard let classes = subject.environment.phrases.typedStyle(expression) else {
            throw .unsupported("expect `sameAsTyped`: no reviewed class string for the typed style \(expression)")
        }
        return compareFields(with: classes, try fieldNames(fields, "sameFields"), key: "sameAsTyped")
    }

    private func fieldNames(_ value: JSONValue?, _ key: String) throws(ConformanceSetupError) -> [String]? {
        guard let value else { return nil }
        guard let list = value.arrayValue, list.allSatisfy({ $0.stringValue != nil }) else { throw .invalid("expect `\(key)`: expected an array of field names") }
        return list.compactMap(\.stringValue)
    }

    /// Compares the named fields (all of them when nil) of the case's resolution and `other`'s.
    private func compareFields(with other: String, _ names: [String]?, key: String) -> [ConformanceDifference] {
        let mine = Self.document(subject.resolution)
        let theirs = Self.document(ConformanceSubject(environment: subject.environment, classes: other).resolution)
        let paths = names ?? mine.keys.filter { !Self.writingMembers.contains($0) }.sorted()
        var result: [ConformanceDifference] = []
        for name in paths {
            let path = Self.resolutionPaths[name] ?? name
            let left = Self.value(at: path, in: mine), right = Self.value(at: path, in: theirs)
            if left != right {
                result.append(ConformanceDifference(field: "\(key).\(name)", expected: "equal to `\(other)`: \(right.map(render) ?? "unset")", actual: left.map(render) ?? "unset"))
            }
        }
        return result
    }

    static func document(_ resolution: Resolution) -> [String: JSONValue] {
        guard let data = try? JSONEncoder().encode(resolution), let value = try? JSONValue.parse(data) else { return [:] }
        return value.objectValue ?? [:]
    }

    static func value(at path: String, in document: [String: JSONValue]) -> JSONValue? {
        var current: JSONValue? = .object(document)
        for part in path.split(separator: ".") { current = current?.objectValue?[String(part)] }
        return current
    }
}
