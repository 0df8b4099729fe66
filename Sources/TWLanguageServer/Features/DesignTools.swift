import Foundation
import TWJSON
import TWEmit
import TWResolve
import TWSyntax

/// `tw/parse`, `tw/resolve`, `tw/matrix`, `tw/render`, `tw/explain`, `tw/swift`, `tw/group`, `tw/cluster`,
/// `tw/codegen`, `tw/suggest` and `tw/setTheme`: the resolver as a service for design tools, on the same connection. Each result
/// is the JSON of the matching `tw` command, answered by ``DesignToolService`` (which `tw serve`
/// shares); ranges are UTF-8 byte offsets into `classes`.
extension LanguageServer {
    /// The service with the theme of a design request that names none: `tw/setTheme`'s, else the settings'.
    var designTools: DesignToolService {
        DesignToolService(defaultTheme: sessionTheme ?? settings.theme ?? .builtIn)
    }

    /// `{"theme": path | object | null}`: the theme of every later request and diagnostic, until
    /// set again; null restores the configured theme. Answers the theme's name, source and revision.
    func designSetTheme(_ json: JSON?) throws(ResponseError) -> JSON {
        guard let object = json?.objectValue, object.keys.contains("theme") else { throw .invalidParams("expected `{\"theme\": path | object | null}`") }
        sessionTheme = try DesignParams.theme(object["theme"])
        settingsChanged()
        return DesignToolService.summary(of: sessionTheme ?? settings.theme ?? .builtIn)
    }
}
