import TWJSON
import TWResolve

/// The parameters of the design methods and `POST /theme` that name a file the bridge would
/// read: `theme` as a string (a theme file, ``DesignParams/theme(_:)``) and `path` (the group or
/// cluster file of `/group` and `/cluster`). Only the top level of a params object holds them.
enum FileParameters {
    /// The keys of `params` that name a file, in order; empty when none does.
    static func named(in params: JSON) -> [String] {
        guard let object = params.objectValue else { return [] }
        var keys: [String] = []
        if case .string? = object["theme"] { keys.append("theme") }
        if object["path"] != nil { keys.append("path") }
        return keys
    }
}
