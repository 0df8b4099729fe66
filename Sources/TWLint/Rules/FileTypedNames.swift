import Foundation
import TWResolve

/// A file's typed `let`/`var` names (``InterpolationTypes/names(in:)``), read at most once per
/// file and only when an interpolation asks, rather than once per interpolated site. The
/// declarations are scanned once, and only when a byte search finds a declaration of the name;
/// a name's value is worked out when an interpolation first names it (reading every initializer
/// of a file would be most of the cost). Shared by the copies of one ``LintInput``; sites
/// of a file may be checked on several threads, hence the lock.
final class FileTypedNames: @unchecked Sendable {
    private let lock = NSLock()
    private var declarations: [DeclarationScanner.Declaration]?
    /// Values of the names asked for so far (nil: the file gives none).
    private var values: [String: InterpolatedValue?] = [:]

    /// The value of an interpolated expression (``InterpolationTypes/value(of:names:)``) with the
    /// names of `source`, the file this object belongs to.
    func value(of expression: String, in source: [UInt8]) -> InterpolatedValue? {
        InterpolationTypes.value(of: expression) { name in value(ofName: name, in: source) }
    }

    private func value(ofName name: String, in source: [UInt8]) -> InterpolatedValue? {
        lock.lock()
        defer { lock.unlock() }
        if let known = values[name] { return known }
        var value: InterpolatedValue?
        // Most names are not declared in the file: a byte search says so without the scan.
        if DeclarationScanner.mayDeclare(Array(name.utf8), in: source) {
            if declarations == nil { declarations = DeclarationScanner.declarations(in: source) }
            value = InterpolationTypes.value(ofName: name, in: declarations!)
        }
        values[name] = .some(value)
        return value
    }
}
