// libFuzzer harness: the JSON text reader every input goes through (themes, `.twlint.json`,
// design tokens, JSON-RPC bodies). Arbitrary bytes either read as a value or give an error
// whose place lies inside the text; nesting never goes past the limit.
import Foundation
import TWJSON

@_cdecl("LLVMFuzzerTestOneInput")
public func jsonTextFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Data(UnsafeBufferPointer(start: data, count: size))
    do {
        let value = try JSON.parse(bytes)
        precondition(depth(of: value) <= JSON.maximumDepth, "a value nested past the limit was read")
    } catch {
        precondition(error.location.offset >= 0 && error.location.offset <= size, "an error placed outside the text")
        precondition(error.location.line >= 1 && error.location.column >= 1, "an error without a line and column")
    }
    return 0
}

/// Arrays and objects around the deepest value, without recursion.
private func depth(of root: JSON) -> Int {
    var deepest = 0
    var stack: [(JSON, Int)] = [(root, 0)]
    while let (value, level) = stack.popLast() {
        switch value {
        case .array(let elements):
            deepest = max(deepest, level + 1)
            stack += elements.map { ($0, level + 1) }
        case .object(let members):
            deepest = max(deepest, level + 1)
            stack += members.values.map { ($0, level + 1) }
        default: break
        }
    }
    return deepest
}
