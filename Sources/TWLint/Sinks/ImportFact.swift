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

extension SwiftCNVisibility {
    /// True when a file that imports modules but not SwiftCN declares its own `cn` or `tw`
    /// function over plain strings (`func cn(_ parts: String...) -> String`, `func tw(_ s:
    /// String) -> some View`): its `.tw(…)` and `cn(…)` are its own, not swiftcn's, whose
    /// declarations take `TWClasses`. A file with no import (a snippet) or one that imports
    /// SwiftCN is never such a file.
    public static func declaresOwnClassFunctions(_ file: ScannedFile, moduleExportsSwiftCN: Bool = false) -> Bool {
        // A file with no class string has nothing to skip.
        guard !moduleExportsSwiftCN, !file.sites.isEmpty, !file.imports.isEmpty, !file.imports.contains(where: { $0.module == "SwiftCN" }) else {
            return false
        }
        let bytes = file.source.bytes
        // Most files declare neither: a byte search skips the token walk for them.
        guard
            bytes.withUnsafeBufferPointer({ buffer in
                ByteSearch.contains(Array("func cn".utf8), in: buffer) || ByteSearch.contains(Array("func tw".utf8), in: buffer)
            })
        else { return false }
        let tokens = file.tokens.tokens
        func isWord(_ index: Int, _ word: String) -> Bool {
            guard index < tokens.count, tokens[index].kind == .identifier else { return false }
            return bytes[tokens[index].range.start..<tokens[index].range.end].elementsEqual(word.utf8)
        }
        for index in tokens.indices where isWord(index, "func") && (isWord(index + 1, "cn") || isWord(index + 1, "tw")) {
            // The signature, up to the body: swiftcn's names its own `TW…` types.
            var q = index + 2
            var namesSwiftCNType = false
            while q < tokens.count, q - index < 200, tokens[q].kind != .leftBrace {
                if tokens[q].kind == .identifier, bytes[tokens[q].range.start..<tokens[q].range.end].starts(with: "TW".utf8) { namesSwiftCNType = true }
                q += 1
            }
            if !namesSwiftCNType { return true }
        }
        return false
    }
}
