import Foundation
import TWJSON
import TWSyntax

/// Reads theme JSON (the shape of `Themes/theme.schema.json`, decoded as a ``ThemeFile``) with
/// an error for every bad value that names its JSON path.
package enum ThemeLoader {
    package static func decode(_ data: Data, source: String, base: Theme?) throws(ThemeError) -> Theme {
        func fail(_ path: String, _ message: String) -> ThemeError { ThemeError(file: source, path: path, message: message) }
        if let offset = InputFile.firstInvalidUTF8Offset(data) {
            throw fail("$", "the file is not valid UTF-8 (first bad byte at offset \(offset)); JSON text must be UTF-8")
        }
        // The text is read in one linear pass, so that nesting or a number no `Double` holds is
        // reported (with its place) before any value's own problem.
        let value: JSON
        do {
            value = try JSON.parse(data)
        } catch {
            throw fail(error.path, error.path == "$" ? "\(error)" : error.message)
        }
        return try decode(value, text: data, source: source, base: base)
    }

    /// A theme already read as a JSON value (an inline theme of a `tw/*` request), decoded
    /// without writing it out and reading it back, with the errors ``decode(_:source:base:)``
    /// gives for `text`. `text` is the value's JSON text, whose fingerprint is the revision.
    package static func decode(_ value: JSON, text: Data, source: String, base: Theme?) throws(ThemeError) -> Theme {
        let file: ThemeFile
        do {
            // The value came from valid JSON text, so only a value's own problem remains.
            file = try JSONValueDecoder(userInfo: [ThemeFile.Options.key: options(source: source, base: base)]).decode(ThemeFile.self, from: value)
        } catch {
            throw problem(error, source: source)
        }
        return theme(file, text: text, source: source, base: base)
    }

    private static func options(source: String, base: Theme?) -> ThemeFile.Options {
        ThemeFile.Options(source: source, baseScopes: Set((base?.scopes ?? [:]).keys))
    }

    private static func problem(_ error: any Error, source: String) -> ThemeError {
        let problem = (error as? DecodingError).map { JSONPathError($0) } ?? JSONPathError(path: "$", message: "\(error)")
        return ThemeError(file: source, path: problem.path, message: problem.message)
    }

    private static func theme(_ file: ThemeFile, text: Data, source: String, base: Theme?) -> Theme {
        var theme =
            base
            ?? Theme(
                name: "", spacingUnit: 4, borderWidth: 1, colors: [:], typography: [:], radii: [:], shadows: [:],
                animations: [], view: "", button: "", named: [:], source: source
            )
        file.apply(to: &theme, source: source)
        theme.markLoaded(revision: fingerprint(text, seed: base?.revision ?? 0))
        return theme
    }

    /// One colour value of a theme (`"#4f46e5"`, `"purple"` or `{"red": …, "green": …, "blue": …}`)
    /// at `path`, for callers that hold theme values as JSON (conformance cases' overrides).
    package static func color(_ value: JSON, _ path: String, _ fail: (String, String) -> ThemeError) throws(ThemeError) -> ThemeColorValue {
        do {
            return try JSONValueDecoder().decode(ThemeFile.Color.self, from: value).value
        } catch let error as DecodingError {
            let problem = JSONPathError(error, root: path)
            throw fail(problem.path, problem.message)
        } catch {
            throw fail(path, "\(error)")
        }
    }

    /// FNV-1a over the file's bytes, chained to the base theme's revision.
    package static func fingerprint(_ data: Data, seed: UInt64) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ seed
        for byte in data {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return hash
    }
}
