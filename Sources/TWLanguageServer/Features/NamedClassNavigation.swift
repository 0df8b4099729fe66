import Foundation
import TWJSON
import TWLint
import TWResolve
import TWSyntax

/// Go to definition, find references and rename for named classes: a named
/// class is defined by a `TWGlobalRules(named:)` key in a Swift file (open documents as the
/// editor has them, other workspace files from disk) or by the theme file's `named` object, and
/// used as a class token anywhere a class string is.
extension LanguageServer {
    /// Where a named class is written: a use (the class name inside a token, variants left out) or
    /// a definition (the key's text, quotes left out, or the theme file's key).
    struct NamedClassPlace: Hashable {
        var uri: String
        var range: LSPRange
    }

    /// The named class under the cursor: a class token naming one, or a definition key.
    func namedClass(at position: Position, in document: Document) -> (name: String, place: NamedClassPlace)? {
        guard let file = scannedFile(document) else { return nil }
        let offset = document.byteOffset(of: position, encoding: encoding)
        for definition in file.namedClasses where definition.keyRange.start <= offset && offset <= definition.keyRange.end {
            guard let inner = Self.keyText(definition.keyRange, in: document.utf8, equal: definition.name) else { return nil }
            return (definition.name, NamedClassPlace(uri: document.uri, range: document.range(of: inner, encoding: encoding)))
        }
        guard let found = file.classString(at: offset), let token = found.token else { return nil }
        let name = found.list.name(of: token)
        guard isNamedClass(name, for: document.uri),
            let range = Self.nameRange(of: token, named: name, in: found.occurrence, bytes: document.utf8)
        else { return nil }
        return (name, NamedClassPlace(uri: document.uri, range: document.range(of: range, encoding: encoding)))
    }

    func isNamedClass(_ name: String, for uri: String) -> Bool {
        theme(for: uri).named[name] != nil || namedDefinitionSites()[name] != nil
            || indexedWorkspace().files.values.contains { $0.contains { $0.name == name } }
    }

    /// The document bytes of a token's class name, when the source spells it as it is.
    static func nameRange(of token: ClassToken, named name: String, in occurrence: ClassOccurrence, bytes: [UInt8]) -> ByteRange? {
        let length = name.utf8.count
        guard token.range.end - token.range.start >= length else { return nil }
        let source = occurrence.sourceRange(ofRuntime: ByteRange(start: token.range.end - length, end: token.range.end))
        guard source.end <= bytes.count, bytes[source.range].elementsEqual(name.utf8) else { return nil }
        return source
    }

    /// A key literal's text without its quotes, when it is exactly `name`.
    static func keyText(_ key: ByteRange, in bytes: [UInt8], equal name: String) -> ByteRange? {
        let inner = ByteRange(start: key.start + 1, end: key.end - 1)
        guard inner.start <= inner.end, inner.end <= bytes.count, bytes[inner.range].elementsEqual(name.utf8) else { return nil }
        return inner
    }

    // MARK: Where they are

    /// Every definition: open documents, the workspace's other Swift files, the theme file.
    func definitions(of name: String, for uri: String) -> [NamedClassPlace] {
        var places: [NamedClassPlace] = []
        for site in namedDefinitionSites()[name] ?? [] {
            guard let document = documents[site.uri], let inner = Self.keyText(site.keyRange, in: document.utf8, equal: name) else { continue }
            places.append(NamedClassPlace(uri: site.uri, range: document.range(of: inner, encoding: encoding)))
        }
        let open = openPaths()
        for (path, definitions) in indexedWorkspace().files.sorted(by: { $0.key < $1.key }) where !open.contains(path) {
            guard definitions.contains(where: { $0.name == name }), let document = Self.diskDocument(path) else { continue }
            for definition in definitions where definition.name == name {
                guard let inner = Self.keyText(definition.keyRange, in: document.utf8, equal: name) else { continue }
                places.append(NamedClassPlace(uri: document.uri, range: document.range(of: inner, encoding: encoding)))
            }
        }
        if let place = themeDefinition(of: name, for: uri) { places.append(place) }
        return places
    }

    /// The theme file's `"name":` key inside its `named` object, when the theme is a file.
    func themeDefinition(of name: String, for uri: String) -> NamedClassPlace? {
        let source = theme(for: uri).source
        guard source.hasSuffix(".json"), theme(for: uri).named[name] != nil, let document = Self.diskDocument(source) else { return nil }
        let bytes = document.utf8
        guard let named = Self.find(Array("\"named\"".utf8), in: bytes, from: 0),
            let key = Self.find(Array("\"\(name)\"".utf8), in: bytes, from: named + 7)
        else { return nil }
        return NamedClassPlace(uri: document.uri, range: document.range(of: ByteRange(start: key + 1, end: key + 1 + name.utf8.count), encoding: encoding))
    }

    /// Every use as a class, in open documents and the workspace's other Swift files.
    func uses(of name: String) -> [NamedClassPlace] {
        var places: [NamedClassPlace] = []
        var seen = Set<String>()
        for uri in documents.keys.sorted() {
            guard let document = documents[uri], let file = scannedFile(document) else { continue }
            seen.insert(WorkspaceConfiguration.filePath(uri) ?? uri)
            places += uses(of: name, in: file, document: document)
        }
        for folder in workspace.folders {
            let configuration = lintSetup(for: Self.uri(ofPath: folder + "/Package.swift")).configuration
            let paths =
                SourceDiscovery.files(for: [folder], configuration: configuration).files
                + SourceDiscovery.excludedFiles(for: [folder], configuration: configuration)
            for path in Set(paths).sorted().prefix(WorkspaceIndex.fileLimit) where seen.insert(path).inserted {
                guard let document = Self.diskDocument(path), document.text.contains(name),
                    case .success(let file) = linter(for: document.uri).scan(document.utf8)
                else { continue }
                places += uses(of: name, in: file, document: document)
            }
        }
        return places
    }

    private func uses(of name: String, in file: ScannedFile, document: Document) -> [NamedClassPlace] {
        var places: [NamedClassPlace] = []
        for occurrence in file.occurrences {
            let list = occurrence.classList
            for token in list.tokens where list.name(of: token) == name {
                guard let range = Self.nameRange(of: token, named: name, in: occurrence, bytes: document.utf8) else { continue }
                places.append(NamedClassPlace(uri: document.uri, range: document.range(of: range, encoding: encoding)))
            }
        }
        return places
    }

    static func diskDocument(_ path: String) -> Document? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return Document(uri: uri(ofPath: path), version: 0, utf8: [UInt8](data))
    }

    static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard !needle.isEmpty, bytes.count >= needle.count, start <= bytes.count - needle.count else { return nil }
        for index in start...(bytes.count - needle.count) where bytes[index] == needle[0] && bytes[index..<(index + needle.count)].elementsEqual(needle) {
            return index
        }
        return nil
    }

    // MARK: Requests

    func location(_ place: NamedClassPlace) -> JSON { ["uri": .string(place.uri), "range": place.range.json] }

    /// `textDocument/definition`: the definitions of the named class under the cursor.
    func definition(_ params: JSON?) throws(ResponseError) -> JSON {
        let params = try decodeParams(params, as: TextDocumentPositionParams.self)
        let document = try openDocument(params.textDocument.uri)
        guard let (name, _) = namedClass(at: params.position, in: document) else { return .null }
        return .array(definitions(of: name, for: document.uri).map(location))
    }

    /// `textDocument/references`: every use, and the definitions when `context.includeDeclaration`.
    func references(_ params: JSON?) throws(ResponseError) -> JSON {
        let position = try decodeParams(params, as: TextDocumentPositionParams.self)
        let document = try openDocument(position.textDocument.uri)
        guard let (name, _) = namedClass(at: position.position, in: document) else { return .null }
        var places = uses(of: name)
        if params?["context"]?["includeDeclaration"]?.boolValue == true { places = definitions(of: name, for: document.uri) + places }
        return .array(places.map(location))
    }

    /// `textDocument/prepareRename`: the name's range, or an error off a named class.
    func prepareRename(_ params: JSON?) throws(ResponseError) -> JSON {
        let params = try decodeParams(params, as: TextDocumentPositionParams.self)
        let document = try openDocument(params.textDocument.uri)
        guard let (name, place) = namedClass(at: params.position, in: document) else {
            throw ResponseError(.requestFailed, "only a named class (a TWGlobalRules(named:) key or a theme's named class) can be renamed here")
        }
        return ["range": place.range.json, "placeholder": .string(name)]
    }

    /// `textDocument/rename`: every use and every definition, in one workspace edit.
    func rename(_ params: JSON?) throws(ResponseError) -> JSON {
        let position = try decodeParams(params, as: TextDocumentPositionParams.self)
        let document = try openDocument(position.textDocument.uri)
        guard let newName = params?["newName"]?.stringValue else { throw .invalidParams("missing `newName`") }
        guard let (name, _) = namedClass(at: position.position, in: document) else {
            throw ResponseError(.requestFailed, "only a named class can be renamed here")
        }
        if let problem = NamedClassName.problem(newName) {
            throw ResponseError(.requestFailed, "the new name is not a valid class name: \(problem)")
        }
        var changes: [String: [TextEdit]] = [:]
        for place in Set(definitions(of: name, for: document.uri) + uses(of: name)) {
            changes[place.uri, default: []].append(TextEdit(range: place.range, newText: newName))
        }
        for uri in changes.keys { changes[uri]!.sort { $0.range.start < $1.range.start } }
        return try encode(WorkspaceEdit(changes: changes))
    }
}
