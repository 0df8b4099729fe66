import Foundation
import TWJSON
import TWResolve
import TWSyntax

/// The parameters every `tw/*` method shares: `classes`, optional `context` (the keys of the
/// conformance case format that the resolver models) and optional `theme` (a path or an inline
/// theme object), and `lenient` for `tw/resolve`.
public struct DesignParams: Sendable {
    public var classes: String
    public var context: ResolutionContext
    public var theme: Theme?
    public var lenient: Bool

    /// - Throws: `invalidParams` naming the key that is missing or of the wrong kind.
    public init(_ params: JSON?) throws(ResponseError) {
        guard let params, params.objectValue != nil else { throw .invalidParams("expected an object with `classes`") }
        guard let classes = params["classes"]?.stringValue else { throw .invalidParams("`classes` must be a string") }
        guard classes.utf8.count <= InputLimits.classStringBytes else {
            throw .invalidParams("`classes` is larger than the limit of \(InputLimits.classStringDescription)")
        }
        self.classes = classes
        context = try Self.context(params["context"])
        theme = try Self.theme(params["theme"])
        switch params["lenient"] {
        case nil, .null?: lenient = false
        case .bool(let flag)?: lenient = flag
        case let other?: throw .invalidParams("`lenient` must be true or false, got \(other.kindName)")
        }
    }

    /// The resolution context of a `context` object (``ResolutionContext``'s `Decodable` form);
    /// nil or null is the default context.
    ///
    /// - Throws: `invalidParams` naming the JSON path of the bad value (`context.os`) and the problem.
    public static func context(_ json: JSON?) throws(ResponseError) -> ResolutionContext {
        guard let json, !json.isNull else { return ResolutionContext() }
        guard var values = json.objectValue else { throw .invalidParams("`context` must be an object, got \(json.kindName)") }
        // Motion and typed values are read apart from the context's Codable form.
        let motion = values.filter { motionKeys.contains($0.key) }
        for key in motionKeys { values[key] = nil }
        do {
            var context = try JSON.object(values).decode(ResolutionContext.self)
            // The versions `tw --os` refuses, refused with its words.
            if let reason = context.os.unsupportedReason(on: context.platform) {
                throw ResponseError.invalidParams("`context.os`: invalid value '\(context.os)'; \(reason)")
            }
            try applyMotion(motion, to: &context)
            return context
        } catch let error as ResponseError {
            throw error
        } catch let error as DecodingError {
            let located = JSONPathError(error, root: "context")
            throw .invalidParams("`\(located.path)`: \(located.message)")
        } catch {
            throw .invalidParams("`context`: \(error)")
        }
    }

    /// A theme from a path or an inline object; nil when absent.
    public static func theme(_ json: JSON?) throws(ResponseError) -> Theme? {
        switch json {
        case nil, .null?:
            return nil
        case .string(let path)?:
            do { return try Theme.load(path: path) } catch { throw .invalidParams("`theme`: \(error)") }
        case .object?:
            // Decoded from the value; its text is written only for the revision (a fingerprint of it).
            do { return try ThemeLoader.decode(json!, text: json!.serialized(), source: "inline theme", base: .builtIn) } catch {
                throw .invalidParams("`theme`: \(error)")
            }
        case let other?:
            throw .invalidParams("`theme` must be a path or a theme object, got \(other.kindName)")
        }
    }
}

/// The parameters of `tw/group` and `tw/cluster`: the input inline (`group` / `cluster`, an object
/// in the format of `tw group FILE` / `tw cluster FILE`) or `path` to such a file (relative to the
/// server's working directory), and optional `context` and `theme` as in ``DesignParams``.
struct GlassParams {
    /// The input inline, or the bytes of its file.
    enum Input {
        case inline(JSON)
        case file(Data)
    }

    var input: Input
    /// `inline group`, or the path: for error messages.
    var origin: String
    var context: ResolutionContext
    var theme: Theme?

    init(_ params: JSON?, kind: String) throws(ResponseError) {
        guard let object = params?.objectValue else { throw .invalidParams("expected an object with `\(kind)` or `path`") }
        let known: Set<String> = [kind, "path", "context", "theme"]
        for key in object.keys.sorted() where !known.contains(key) {
            throw .invalidParams("`\(key)` is not a parameter of tw/\(kind); known: \(known.sorted().joined(separator: ", "))")
        }
        switch (object[kind], object["path"]) {
        case (let inline?, nil):
            guard inline.objectValue != nil else { throw .invalidParams("`\(kind)` must be an object, got \(inline.kindName)") }
            input = .inline(inline)
            origin = "(inline)"
        case (nil, let path?):
            guard let path = path.stringValue else { throw .invalidParams("`path` must be a string, got \(path.kindName)") }
            // The reader and words of `tw group FILE`: a directory, FIFO, dangling link or
            // invalid UTF-8 is called what it is.
            let bytes: [UInt8]
            do { bytes = try InputFile.read(path) } catch { throw .invalidParams("cannot read '\(path)': \(error.reason)") }
            if let offset = InputFile.firstInvalidUTF8Offset(bytes) {
                throw .invalidParams("cannot read '\(path)': the file is not valid UTF-8 (first bad byte at offset \(offset))")
            }
            input = .file(Data(bytes))
            origin = "file '\(path)'"
        case (nil, nil):
            throw .invalidParams("expected `\(kind)` (the \(kind) inline) or `path`")
        case (_?, _?):
            throw .invalidParams("give either `\(kind)` or `path`, not both")
        }
        context = try DesignParams.context(object["context"])
        theme = try DesignParams.theme(object["theme"])
    }
}
