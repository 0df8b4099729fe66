// libFuzzer harness: `tw theme import` without the file system. A design tokens file is read
// (aliases resolved within their budget) and mapped to a theme, whose JSON is written out.
import Foundation
import TWEmit
import TWResolve

@_cdecl("LLVMFuzzerTestOneInput")
public func designTokensFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Data(UnsafeBufferPointer(start: data, count: size))
    guard let document = try? DesignTokenDocument.read(bytes) else { return 0 }
    let imported = DesignTokenImport(document, name: "fuzz")
    _ = imported.themeJSON()
    return 0
}
