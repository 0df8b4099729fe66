/// An `import` declaration of a file: `import SwiftCN`, `@testable import SwiftCN`,
/// `@_exported import SwiftCN`, `import struct TailwindSwiftUI.TWView`.
public struct ImportFact: Sendable, Hashable {
    /// The module (the first component of the path).
    public var module: String
    /// True for `@_exported import`: every file of the module sees the imported module.
    public var isExported: Bool

    public init(module: String, isExported: Bool) {
        self.module = module
        self.isExported = isExported
    }
}

/// Which `.tw` a file calls: swiftcn's, or another library's.
///
/// Other libraries have a `.tw(…)` modifier too, with Tailwind's web vocabulary (TailwindSwiftUI
/// in `Munasco/swiftwind`). A file that imports one of them and not SwiftCN is not swiftcn code;
/// a file with no import at all (a snippet) is.
public enum SwiftCNVisibility {
    /// Modules known to have their own `.tw`; the configuration's `otherTwModules` adds more.
    public static let otherTwModules: Set<String> = ["TailwindSwiftUI"]

    /// True when the file should be linted with swiftcn's rules: it imports SwiftCN (directly,
    /// `@testable`, or its module re-exports it: `moduleExportsSwiftCN`), or imports none of
    /// `otherModules`.
    public static func usesSwiftCN(_ imports: [ImportFact], otherModules: Set<String>, moduleExportsSwiftCN: Bool = false) -> Bool {
        if moduleExportsSwiftCN || imports.contains(where: { $0.module == "SwiftCN" }) { return true }
        return !imports.contains { otherModules.contains($0.module) }
    }
}
