/// Any key of a JSON object, or an array index: the coding key of documents whose keys are
/// data (theme tokens, named classes, rule ids) rather than a fixed list.
package struct JSONKey: CodingKey, Hashable, Sendable {
    package var stringValue: String
    package var intValue: Int?
    /// Written `["name"]` in a JSON path instead of `.name` (``JSONPathError/path(_:root:)``),
    /// for keys that may hold any text, such as a named class `hover:card`.
    package var isQuoted = false

    package init(_ name: String) { stringValue = name }
    package init(quoted name: String) {
        stringValue = name
        isQuoted = true
    }
    package init(index: Int) {
        stringValue = "\(index)"
        intValue = index
    }
    package init(stringValue: String) { self.init(stringValue) }
    package init(intValue: Int) { self.init(index: intValue) }
}
