import Foundation
import TWJSON
import TWResolve

/// Turns a case's registration phrases (`context.global.utilities` / `modifiers` /
/// `animations`, and the same keys of `subtreeOverride` and `reexpandWithRules`) into
/// registrations through a ``PhraseTable``, by loading the translations as a theme file would be
/// loaded, so that every registration kind the theme loader knows reaches the resolver unchanged.
enum RegistrationTranslation {
    /// The rule keys that hold phrases.
    static let kinds = PhraseTable.Kind.registrations

    /// True when `rules` registers anything through phrases.
    static func hasPhrases(_ rules: [String: JSON]) -> Bool {
        kinds.contains { rules[$0.rawValue] != nil }
    }

    /// `theme` with the registrations of `rules` (the object under `context.<key>`) loaded over it.
    ///
    /// - Throws: `.unsupported` naming every phrase no table translates; `.invalid` for a
    ///   registration map that is not `{name: phrase}`.
    static func apply(_ rules: [String: JSON], key: String, table: PhraseTable, to theme: Theme) throws(ConformanceSetupError) -> Theme {
        var document: [String: JSON] = [:]
        var missing: [String] = []
        var file = "phrase table"
        for kind in kinds {
            guard let value = rules[kind.rawValue] else { continue }
            guard let registrations = value.objectValue else { throw .invalid("context `\(key).\(kind.rawValue)`: expected an object of name → phrase") }
            var translated: [String: JSON] = [:]
            for name in registrations.keys.sorted() {
                guard let phrase = registrations[name]?.stringValue else {
                    throw .invalid("context `\(key).\(kind.rawValue).\(name)`: expected a phrase")
                }
                if let entry = table.entry(kind, phrase) {
                    translated[name] = entry.registration
                    file = entry.file
                } else {
                    missing.append("\(kind.rawValue) `\(name)`: \"\(phrase)\"")
                }
            }
            document[kind.rawValue] = .object(translated)
        }
        if !missing.isEmpty {
            throw .unsupported(
                "context `\(key)`: no reviewed translation for the registration phrase\(missing.count == 1 ? "" : "s") " + missing.joined(separator: "; "))
        }
        do {
            return try ThemeLoader.decode(try JSONEncoder().encode(JSON.object(document)), source: file, base: theme)
        } catch let error as ThemeError {
            throw .invalid("context `\(key)`: the translated registrations do not load: \(error)")
        } catch {
            throw .invalid("context `\(key)`: the translated registrations cannot be encoded: \(error)")
        }
    }

    /// Why `registration` is not a valid `kind` entry of a theme file, or nil when it is.
    static func problem(kind: PhraseTable.Kind, registration: JSON, file: String) -> String? {
        let document = JSON.object([kind.rawValue: .object(["probe": registration])])
        do {
            _ = try ThemeLoader.decode(try JSONEncoder().encode(document), source: file, base: Theme.builtIn)
            return nil
        } catch let error as ThemeError {
            return error.path.replacingOccurrences(of: "$.\(kind.rawValue).probe", with: "the entry") + ": " + error.message
        } catch {
            return "\(error)"
        }
    }

    /// The registrations `overlay` adds to or changes in `base`, written into `context`: a
    /// subtree's rules (`.twRules { … }`) sit over the theme's and the app's.
    static func copyRegistrations(from overlay: Theme, over base: Theme, into context: inout ResolutionContext) {
        for (name, registration) in overlay.modifiers where base.modifiers[name] != registration {
            context.modifiers[name] = registration
        }
        for (name, registration) in overlay.utilities where base.utilities[name] != registration {
            context.utilities[name] = registration
        }
        context.animations.formUnion(overlay.animations.subtracting(base.animations))
    }
}
